/**
 * /my-account/favourite-numbers' view: a lottery's favourite games with 'Play my favourites' and 'Remove all',
 * and its form to add a game or replace them all — the numbers and the Powerball, each with its own problem beside
 * it (the field aria-invalid and described by it), a problem of the whole form just above its buttons.
 */
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { fieldIds } from '../../components/forms/form-field.tsx';
import { BallRow, NumberBall } from '../results/index.ts';
import type { FavouritesAnswer } from './favourite-numbers-page.server.ts';

type LotteryView = {
  key: string;
  name: string;
  matrix: { main: { pick: number; min: number; max: number }; bonus: unknown };
  favourites: Record<string, number[]>[];
};

const BUTTON = 'rounded-theme px-4 py-2 font-semibold';

export function FavouriteLottery({
  lottery,
  answer,
}: {
  lottery: LotteryView;
  answer: FavouritesAnswer | undefined;
}) {
  return (
    <section
      aria-labelledby={`fav-${lottery.key}`}
      className="rounded-theme border border-mono/15 p-5"
      data-testid={`favourites-${lottery.key}`}
    >
      <h2 id={`fav-${lottery.key}`} className="text-xl font-bold text-theme-primary">
        {lottery.name}
      </h2>
      {lottery.favourites.length > 0 ? (
        <>
          <ol className="mt-3 flex flex-col gap-2">
            {lottery.favourites.map((set, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: favourites are numbered by place
              <li key={i} className="flex items-center gap-3" data-testid="favourite-game">
                <span className="w-16 text-sm font-semibold text-mono/70">Game {i + 1}</span>
                <BallRow label={`${lottery.name} favourite game ${i + 1}`}>
                  {(set.main ?? []).map((n) => (
                    <NumberBall key={`m${n}`} n={n} />
                  ))}
                  {(set.powerball ?? []).map((n) => (
                    <NumberBall key={`p${n}`} n={n} kind="bonus" />
                  ))}
                </BallRow>
              </li>
            ))}
          </ol>
          <div className="mt-3 flex flex-wrap gap-3">
            <Link
              to={`/${lottery.key}?favourite_numbers=true`}
              className={`${BUTTON} bg-action-primary text-white`}
            >
              Play my favourites<span className="sr-only"> in {lottery.name}</span>
            </Link>
            <Form method="post">
              <input type="hidden" name="lotteryKey" value={lottery.key} />
              <button
                type="submit"
                name="intent"
                value="clear"
                className={`${BUTTON} border border-black/20`}
              >
                Remove all<span className="sr-only"> {lottery.name} favourites</span>
              </button>
            </Form>
          </div>
        </>
      ) : (
        <p className="mt-2 text-mono/80">No favourite numbers saved yet.</p>
      )}
      <FavouriteFields lottery={lottery} answer={answer}>
        <button type="submit" name="intent" value="add" className={`${BUTTON} bg-theme-primary text-white`}>
          Add to favourites<span className="sr-only"> for {lottery.name}</span>
        </button>
        <button
          type="submit"
          name="intent"
          value="replace"
          className={`${BUTTON} border border-theme-primary text-theme-primary`}
        >
          Replace favourites<span className="sr-only"> for {lottery.name}</span>
        </button>
      </FavouriteFields>
    </section>
  );
}

function FavouriteFields({
  lottery,
  answer,
  children,
}: {
  lottery: LotteryView;
  answer: FavouritesAnswer | undefined;
  children: ReactNode;
}) {
  const formError = fieldIds(`${lottery.key}-form`).errorId;
  const errors = answer?.fieldErrors ?? {};
  const field = (name: 'numbers' | 'powerball') => ({
    lotteryKey: lottery.key,
    name,
    value: answer?.values?.[name],
    error: errors[name],
    formErrorId: answer?.error ? formError : undefined,
  });
  return (
    <Form method="post" className="mt-4 flex flex-wrap items-start gap-3">
      <input type="hidden" name="lotteryKey" value={lottery.key} />
      <NumbersField
        {...field('numbers')}
        label={`${lottery.matrix.main.pick} numbers from ${lottery.matrix.main.min} to ${lottery.matrix.main.max}`}
        placeholder="e.g. 1, 2, 3"
        width="w-64"
      />
      {lottery.matrix.bonus ? <NumbersField {...field('powerball')} label="Powerball" width="w-24" /> : null}
      {answer?.error ? (
        <p
          id={formError}
          role="alert"
          className="w-full text-sm font-semibold text-error"
          data-field-error="form"
        >
          {answer.error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-3 self-end">{children}</div>
    </Form>
  );
}

/** One typed field of numbers, its problem right under it (announced when it appears after a post). */
function NumbersField({
  lotteryKey,
  name,
  label,
  value,
  error,
  formErrorId,
  placeholder,
  width,
}: {
  lotteryKey: string;
  name: 'numbers' | 'powerball';
  label: string;
  value: string | undefined;
  error: string | undefined;
  formErrorId: string | undefined;
  placeholder?: string;
  width: string;
}) {
  const ids = fieldIds(`${lotteryKey}-${name}`);
  const describedBy =
    [error ? ids.errorId : null, formErrorId ?? null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col">
      <label htmlFor={ids.id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={ids.id}
        name={name}
        inputMode="numeric"
        placeholder={placeholder}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1 ${width} rounded-theme border border-black/30 px-3 py-2 font-normal aria-[invalid=true]:border-error`}
      />
      {error ? (
        <p
          id={ids.errorId}
          role="alert"
          className="mt-1 max-w-64 text-sm font-semibold text-error"
          data-field-error={ids.errorId}
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
