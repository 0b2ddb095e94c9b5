import { favouritesNotice } from '@lottoshop/contracts/favourites';
import { lineProblem } from '@lottoshop/contracts/game-rules';
import { data, Form, Link, useActionData } from 'react-router';
import { fieldIds } from '../components/forms/form-field.tsx';
import { AccountBreadcrumb } from '../components/shell/account-breadcrumb.tsx';
import {
  type FavouriteSets,
  favouritesOf,
  loadFavourites,
  saveFavourites,
} from '../features/play/favourites.server.ts';
import { loadOffers } from '../features/play/offers.server.ts';
import { BallRow, NumberBall } from '../features/results/number-balls.tsx';
import { forSession, requireAccountPage } from '../lib/account-page.server.ts';
import { isApiError } from '../lib/api-errors.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import type { Route } from './+types/my-account.favourite-numbers';

/**
 * /my-account/favourite-numbers (protected, capability favourite-numbers; spec 1 §2, spec 2 §7): the customer's
 * favourite games per lottery. A game is added to a lottery's favourites, or replaces them all; the notice says
 * which lotteries' favourites were saved or replaced. 'Play my favourites' opens the play screen with
 * `?favourite_numbers=true`, which fills the panels with them.
 */
const CAPABILITY = 'favourite-numbers';

async function lotteries(session: Parameters<typeof loadOffers>[0]) {
  const offers = await loadOffers(session);
  return offers
    .filter((o) => o.kind === 'lottery' && o.matrix)
    .map((o) => ({ key: o.key, name: o.name, matrix: o.matrix! }));
}

export async function loader({ request }: Route.LoaderArgs) {
  const { session } = await requireAccountPage(request, CAPABILITY);
  const [offers, favourites] = await forSession(request, session, () =>
    Promise.all([lotteries(session.identity), loadFavourites(session)]),
  );
  return data(
    { lotteries: offers.map((o) => ({ ...o, favourites: favouritesOf(favourites, o.key) })) },
    { headers: session.headers() },
  );
}

/**
 * What a post answers: a notice, or the problems — each on its field (the numbers, the Powerball) of the lottery's
 * form, else on that form as a whole — with what was typed, so nothing has to be typed again.
 */
type ActionResult = {
  notice?: string;
  error?: string;
  lotteryKey?: string;
  fieldErrors?: { numbers?: string; powerball?: string };
  values?: { numbers: string; powerball: string };
};

const TYPE_NUMBERS = 'Type your numbers separated by commas, e.g. 1, 2, 3.';

/** "1, 2, 3" or "1 2 3" as numbers; null when anything else is typed. */
function numbersIn(value: FormDataEntryValue | null): number[] | null {
  if (typeof value !== 'string') return null;
  const parts = value.split(/[\s,]+/).filter(Boolean);
  if (parts.length > 50 || parts.some((p) => !/^\d{1,3}$/.test(p))) return null;
  return parts.map(Number);
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const { session } = await requireAccountPage(request, CAPABILITY);
  const offers = await lotteries(session.identity);
  const offer = offers.find((o) => o.key === form.get('lotteryKey'));
  if (!offer) return data<ActionResult>({ error: 'Choose a lottery.' }, { status: 400 });
  const intent = form.get('intent');
  const current = favouritesOf(await forSession(request, session, () => loadFavourites(session)), offer.key);
  let sets: FavouriteSets = [];
  if (intent === 'add' || intent === 'replace') {
    const typed = {
      numbers: String(form.get('numbers') ?? ''),
      powerball: String(form.get('powerball') ?? ''),
    };
    const main = numbersIn(typed.numbers);
    const bonus = offer.matrix.bonus ? numbersIn(typed.powerball) : [];
    // The game's own rule, checked here so that each problem is shown on its own field.
    const mainProblem = main
      ? lineProblem({ ...offer.matrix, bonus: null }, { Numbers: main })
      : TYPE_NUMBERS;
    const bonusProblem =
      bonus === null
        ? TYPE_NUMBERS
        : main && !mainProblem && offer.matrix.bonus
          ? lineProblem(offer.matrix, { Numbers: main, Powerball: bonus })
          : null;
    if (mainProblem || bonusProblem || !main || !bonus) {
      return data<ActionResult>(
        {
          lotteryKey: offer.key,
          fieldErrors: {
            ...(mainProblem ? { numbers: mainProblem } : {}),
            ...(bonusProblem ? { powerball: bonusProblem } : {}),
          },
          values: typed,
        },
        { status: 400 },
      );
    }
    const set: Record<string, number[]> = offer.matrix.bonus ? { main, powerball: bonus } : { main };
    sets = intent === 'add' ? [...current, set] : [set];
  } else if (intent !== 'clear') {
    return data<ActionResult>({ error: 'Something went wrong. Please try again.' }, { status: 400 });
  }
  try {
    const saved = await forSession(request, session, () => saveFavourites(session, offer.key, sets));
    const names = (key: string) => offers.find((o) => o.key === key)?.name ?? key;
    const notice =
      sets.length === 0
        ? `Your favourite numbers for ${offer.name} were removed.`
        : favouritesNotice(saved, names);
    return data<ActionResult>({ notice, lotteryKey: offer.key }, { headers: session.headers() });
  } catch (err) {
    if (!isApiError(err) || err.status >= 500) throw err;
    const values = {
      numbers: String(form.get('numbers') ?? ''),
      powerball: String(form.get('powerball') ?? ''),
    };
    return data<ActionResult>({ error: err.message, lotteryKey: offer.key, values }, { status: err.status });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Favourite numbers', siteNameFrom(matches)) }];
}

const BUTTON = 'rounded-theme px-4 py-2 font-semibold';

export default function FavouriteNumbers({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>() as ActionResult | undefined;
  return (
    <div className="mx-auto max-w-4xl py-10">
      <AccountBreadcrumb />
      <h1 className="mt-2 text-3xl font-extrabold text-theme-primary">Favourite numbers</h1>
      <p className="mt-2 mb-6 text-mono/80">
        Save the numbers you always play, up to 10 games for each lottery, and fill a new ticket with them in
        one click.
      </p>
      {answer?.notice ? (
        <p
          role="status"
          data-testid="favourites-notice"
          className="mb-6 rounded-theme border-l-4 border-success bg-success/10 p-3 font-semibold"
        >
          {answer.notice}
        </p>
      ) : null}
      {answer?.error && !answer.lotteryKey ? (
        <p role="alert" className="mb-6 rounded-theme border-l-4 border-error bg-error/10 p-3 font-semibold">
          {answer.error}
        </p>
      ) : null}
      <div className="flex flex-col gap-6">
        {loaderData.lotteries.map((lottery) => (
          <section
            key={lottery.key}
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
            <FavouriteFields
              lottery={lottery}
              answer={answer?.lotteryKey === lottery.key ? answer : undefined}
            >
              <button
                type="submit"
                name="intent"
                value="add"
                className={`${BUTTON} bg-theme-primary text-white`}
              >
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
        ))}
      </div>
    </div>
  );
}

type LotteryView = {
  key: string;
  name: string;
  matrix: { main: { pick: number; min: number; max: number }; bonus: unknown };
};

/**
 * A lottery's add form: the numbers and the Powerball, each with its own problem beside it (the field
 * aria-invalid and described by it), a problem of the whole form just above its buttons.
 */
function FavouriteFields({
  lottery,
  answer,
  children,
}: {
  lottery: LotteryView;
  answer: ActionResult | undefined;
  children: React.ReactNode;
}) {
  const numbers = fieldIds(`${lottery.key}-numbers`);
  const powerball = fieldIds(`${lottery.key}-powerball`);
  const formError = fieldIds(`${lottery.key}-form`).errorId;
  const errors = answer?.fieldErrors ?? {};
  const describedBy = (own: string, error: string | undefined) =>
    [error ? own : null, answer?.error ? formError : null].filter(Boolean).join(' ') || undefined;
  return (
    <Form method="post" className="mt-4 flex flex-wrap items-start gap-3">
      <input type="hidden" name="lotteryKey" value={lottery.key} />
      <div className="flex flex-col">
        <label htmlFor={numbers.id} className="text-sm font-semibold">
          {lottery.matrix.main.pick} numbers from {lottery.matrix.main.min} to {lottery.matrix.main.max}
        </label>
        <input
          id={numbers.id}
          name="numbers"
          inputMode="numeric"
          placeholder="e.g. 1, 2, 3"
          defaultValue={answer?.values?.numbers}
          aria-invalid={errors.numbers ? true : undefined}
          aria-describedby={describedBy(numbers.errorId, errors.numbers)}
          className="mt-1 w-64 rounded-theme border border-black/30 px-3 py-2 font-normal aria-[invalid=true]:border-error"
        />
        <FieldError id={numbers.errorId} error={errors.numbers} />
      </div>
      {lottery.matrix.bonus ? (
        <div className="flex flex-col">
          <label htmlFor={powerball.id} className="text-sm font-semibold">
            Powerball
          </label>
          <input
            id={powerball.id}
            name="powerball"
            inputMode="numeric"
            defaultValue={answer?.values?.powerball}
            aria-invalid={errors.powerball ? true : undefined}
            aria-describedby={describedBy(powerball.errorId, errors.powerball)}
            className="mt-1 w-24 rounded-theme border border-black/30 px-3 py-2 font-normal aria-[invalid=true]:border-error"
          />
          <FieldError id={powerball.errorId} error={errors.powerball} />
        </div>
      ) : null}
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

/** A field's problem, right under it; announced when it appears after a post. */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="mt-1 max-w-64 text-sm font-semibold text-error" data-field-error={id}>
      {error}
    </p>
  );
}
