import type { GameMatrixDto } from '@lottoshop/contracts/catalog';
import { formatMoney } from '@lottoshop/contracts/formatting';
import { useEffect, useId, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { type DrawChoiceValue, drawChoiceProblems, drawCountOf } from './draw-choice.ts';
import { DrawChoiceFields, drawChoiceSummary } from './draw-choice-fields.tsx';
import {
  emptyLine,
  isPanelComplete,
  isPanelEmpty,
  type PickedLine,
  panelProblem,
  quickPickLine,
  type SetName,
  setPosition,
  summariseTicket,
  toggleNumber,
} from './number-picker.ts';
import type { RandomFill } from './quick-pick.ts';
import { useRovingGrid } from './use-roving-grid.ts';

/** Client view of a playable offer (see offers.server.ts). */
/** The add button's id: the skip link's target and where focus returns when the pre-cart drawer closes. */
export const ADD_TO_CART_ID = 'add-to-cart';
/** The draws, price and add button: the skip link's target (Add to cart waits for complete games). */
export const TICKET_SUMMARY_ID = 'ticket-summary-bar';

export type PlayOfferView = {
  key: string;
  name: string;
  description: string;
  colours: { primary: string; secondary: string; text: string };
  matrix: GameMatrixDto;
  gameType: {
    name: string;
    minGames: number;
    maxGames: number;
    pricePerGame: { amount: number; currency: 'AUD' | 'GBP' };
  };
  draw: { drawNo: number; label: string; time: string; jackpot: string | null } | null;
  /** An offer with selectable days: the days to choose from (decision 052). */
  days?: string[] | null;
  /** The page is for this one draw (/{offer}/draw/{drawNo}): no forward draw to choose. */
  fixedDraw?: boolean;
  /** The draws on sale and the offer's time zone: what each starting draw names. */
  upcomingDraws: { drawNo: number; drawDate: string }[];
  timeZone: string | null;
};

export type PlayErrors = { formError?: string; fieldErrors: Record<string, string> };

/** A System N or PowerHit play screen: the size chosen, the sizes offered and the games one entry enters. */
export type EntryChoice = {
  size: number;
  sizes: number[];
  linesPerEntry: number;
  label: string;
  pick: number;
};

const browserFill: RandomFill = (array) => crypto.getRandomValues(array);

function NumberGrid({
  gameIndex,
  set,
  spec,
  picked,
  label,
  hydrated,
  onToggle,
}: {
  gameIndex: number;
  set: SetName;
  spec: { pick: number; min: number; max: number };
  picked: number[];
  label: string;
  hydrated: boolean;
  onToggle: (n: number) => void;
}) {
  const full = picked.length >= spec.pick;
  const numbers: number[] = [];
  for (let n = spec.min; n <= spec.max; n++) numbers.push(n);
  const isBonus = set === 'bonus';
  // One Tab stop for the whole grid, arrow keys inside (use-roving-grid.ts); Space or Enter picks.
  const { gridProps, itemProps } = useRovingGrid({ ...spec, picked, hydrated, onPick: onToggle });
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold">
        {label}{' '}
        <span className="font-normal text-mono/70">
          ({picked.length} of {spec.pick})
        </span>
      </legend>
      <div {...gridProps} className="grid grid-cols-7 gap-1 sm:grid-cols-9">
        {numbers.map((n) => {
          const checked = picked.includes(n);
          // Without script every box is its own stop; a full set's other numbers stay focusable (not disabled)
          // so the arrow keys can reach every number, and picking one does nothing until another is unpicked.
          const unavailable = hydrated && full && !checked;
          return (
            <label key={n} className="relative">
              <input
                type="checkbox"
                name={`game${gameIndex}.${set}`}
                value={n}
                checked={checked}
                {...itemProps(n)}
                aria-disabled={unavailable ? true : undefined}
                onChange={() => onToggle(n)}
                className="number-ball-input"
                aria-label={`${isBonus ? 'Powerball ' : ''}${n}`}
              />
              <span aria-hidden="true" className={isBonus ? 'number-ball number-ball-bonus' : 'number-ball'}>
                {n}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th'];

/**
 * An ordered game's numbers (Lotto Strike): one list per position, '1st number' to '4th number', so the order
 * picked is the order played, with or without script.
 */
function PositionPicker({
  gameIndex,
  spec,
  picked,
  onPick,
}: {
  gameIndex: number;
  spec: { pick: number; min: number; max: number };
  picked: number[];
  onPick: (position: number, n: number) => void;
}) {
  const numbers: number[] = [];
  for (let n = spec.min; n <= spec.max; n++) numbers.push(n);
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold">
        Pick {spec.pick} numbers in the order you think they will be drawn
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {Array.from({ length: spec.pick }, (_, position) => (
          <label key={ORDINALS[position] ?? position} className="flex flex-col text-sm">
            {ORDINALS[position] ?? `${position + 1}th`} number
            <select
              name={`game${gameIndex}.main`}
              value={picked[position] ?? 0}
              onChange={(e) => onPick(position, Number(e.target.value))}
              className="mt-1 rounded-theme border border-black/20 px-2 py-2"
            >
              <option value="">–</option>
              {numbers.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function GamePanel({
  index,
  matrix,
  line,
  error,
  hydrated,
  canRemove,
  onChange,
  onRemove,
}: {
  index: number;
  matrix: GameMatrixDto;
  line: PickedLine;
  error: string | undefined;
  hydrated: boolean;
  canRemove: boolean;
  onChange: (line: PickedLine) => void;
  onRemove: () => void;
}) {
  const headingId = useId();
  const complete = isPanelComplete(matrix, line);
  const liveProblem = hydrated ? panelProblem(matrix, line) : null;
  const problem = error ?? (liveProblem && !isPanelEmpty(line) ? remaining(matrix, line) : null);
  const run = (e: React.MouseEvent, change: () => void) => {
    if (!hydrated) return; // Without script the button posts and the server does it.
    e.preventDefault();
    change();
  };
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`game-${index}`}
      data-complete={complete ? 'true' : 'false'}
      className={`rounded-theme bg-white p-4 shadow-theme ring-1 ${error ? 'ring-2 ring-error' : 'ring-black/10'}`}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2
          id={headingId}
          // The panel's name reads "Game 1, complete", not "Game 1Complete".
          aria-label={complete ? `Game ${index + 1}, complete` : undefined}
          className="font-bold text-theme-primary"
        >
          Game {index + 1}
          {complete ? <span className="ml-2 text-sm font-normal text-success">Complete</span> : null}
        </h2>
        <div className="flex gap-1 text-sm">
          <button
            type="submit"
            name="intent"
            value={`quick-pick:${index}`}
            formNoValidate
            onClick={(e) => run(e, () => onChange(quickPickLine(matrix, browserFill)))}
            className="rounded-theme border border-theme-primary px-2 py-1 font-semibold text-theme-primary hover:bg-theme-tertiary"
          >
            Quick pick<span className="sr-only"> game {index + 1}</span>
          </button>
          <button
            type="submit"
            name="intent"
            value={`clear:${index}`}
            formNoValidate
            onClick={(e) => run(e, () => onChange(emptyLine()))}
            className="rounded-theme px-2 py-1 hover:bg-black/5"
          >
            Clear<span className="sr-only"> game {index + 1}</span>
          </button>
          {canRemove ? (
            <button
              type="submit"
              name="intent"
              value={`remove-game:${index}`}
              formNoValidate
              onClick={(e) => run(e, onRemove)}
              className="rounded-theme px-2 py-1 hover:bg-black/5"
              aria-label={`Remove game ${index + 1}`}
            >
              ✕
            </button>
          ) : null}
        </div>
      </div>
      <div className="flex flex-col gap-4">
        {matrix.ordered ? (
          <PositionPicker
            gameIndex={index}
            spec={matrix.main}
            picked={line.main}
            onPick={(position, n) => onChange(setPosition(matrix, line, position, n))}
          />
        ) : (
          <NumberGrid
            gameIndex={index}
            set="main"
            spec={matrix.main}
            picked={line.main}
            label={`Pick ${matrix.main.pick} numbers`}
            hydrated={hydrated}
            onToggle={(n) => onChange(toggleNumber(matrix, line, 'main', n))}
          />
        )}
        {matrix.bonus ? (
          <NumberGrid
            gameIndex={index}
            set="bonus"
            spec={matrix.bonus}
            picked={line.bonus}
            label={matrix.bonus.pick === 1 ? 'Pick your Powerball' : `Pick ${matrix.bonus.pick} Powerballs`}
            hydrated={hydrated}
            onToggle={(n) => onChange(toggleNumber(matrix, line, 'bonus', n))}
          />
        ) : null}
      </div>
      {problem ? (
        <p
          className={`mt-2 text-sm ${error ? 'font-semibold text-error' : 'text-mono/70'}`}
          role={error ? 'alert' : undefined}
        >
          {problem}
        </p>
      ) : null}
    </section>
  );
}

function remaining(matrix: GameMatrixDto, line: PickedLine): string {
  const main = matrix.main.pick - line.main.filter((n) => n !== 0).length;
  const bonus = matrix.bonus ? matrix.bonus.pick - line.bonus.length : 0;
  const parts: string[] = [];
  if (main > 0) parts.push(`${main} more ${main === 1 ? 'number' : 'numbers'}`);
  if (bonus > 0) parts.push(matrix.bonus?.pick === 1 ? 'your Powerball' : `${bonus} more Powerballs`);
  return parts.length > 0 ? `Pick ${parts.join(' and ')}.` : (panelProblem(matrix, line) ?? '');
}

/** The System N sizes offered, as links (the play URL with `?system=N`), the chosen one marked. */
function EntrySizes({ entry }: { entry: EntryChoice }) {
  return (
    <nav aria-label="System size">
      <ul className="flex flex-wrap gap-2">
        {entry.sizes.map((size) => (
          <li key={size}>
            <Link
              to={`?system=${size}`}
              aria-current={size === entry.size ? 'page' : undefined}
              className={`inline-block rounded-theme border px-3 py-1 text-sm font-semibold ${size === entry.size ? 'border-theme-primary bg-theme-primary text-white' : 'border-black/20 hover:bg-black/5'}`}
            >
              {size === entry.pick ? 'No system' : `System ${size}`}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The play screen of the standard game type (and of a System N or PowerHit entry, whose panels pick N numbers): game panels (one number grid per number set), quick pick per
 * game and for all, the number of draws, the live price and the add button, enabled only when the ticket
 * may be added (spec 2 §9). The form posts without script too (checkbox grids; the server checks it).
 */
export function PlayScreen({
  offer,
  initial,
  errors,
  locale,
  entry = null,
}: {
  offer: PlayOfferView;
  initial: { lines: PickedLine[]; choice: DrawChoiceValue };
  errors: PlayErrors | null;
  locale: string;
  entry?: EntryChoice | null;
}) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [lines, setLines] = useState<PickedLine[]>(initial.lines);
  const [choice, setChoice] = useState(initial.choice);
  useEffect(() => {
    setLines(initial.lines);
    setChoice(initial.choice);
  }, [initial]);
  const days = offer.days ?? null;
  const numDraws = drawCountOf(choice, days);
  const { matrix, gameType } = offer;
  const summary = summariseTicket(matrix, lines, {
    minGames: gameType.minGames,
    // A System N or PowerHit entry is priced as the games it enters.
    pricePerGameMinor: gameType.pricePerGame.amount * (entry?.linesPerEntry ?? 1),
    numDraws,
  });
  // Spec 2 §9: a day must be chosen first; other bad values are the server's to refuse.
  const choiceReady = drawChoiceProblems(choice, days).day === undefined;
  const busy = navigation.state !== 'idle';
  const price = { amount: summary.priceMinor, currency: gameType.pricePerGame.currency };
  const setLine = (i: number, line: PickedLine) => setLines((ls) => ls.map((l, j) => (j === i ? line : l)));
  const clientOnly = (e: React.MouseEvent, change: () => void) => {
    if (!hydrated) return;
    e.preventDefault();
    change();
  };

  return (
    <Form method="post" noValidate aria-labelledby="play-heading" className="flex flex-col gap-6">
      <input type="hidden" name="gameCount" value={lines.length} />
      {/* Past every game's numbers to the draws, the price and the add button. */}
      <a
        href={`#${TICKET_SUMMARY_ID}`}
        className="sr-only self-start rounded-theme bg-white px-3 py-2 font-semibold text-theme-primary underline focus:not-sr-only"
      >
        Skip to Add to cart
      </a>
      {/* The draw the customer sees is the draw the ticket is for: if its sales stop passes first, adding is refused. */}
      {offer.draw ? <input type="hidden" name="drawNo" value={offer.draw.drawNo} /> : null}
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {entry ? <input type="hidden" name="system" value={entry.size} /> : null}
      {entry && entry.sizes.length > 1 ? <EntrySizes entry={entry} /> : null}
      {errors?.formError ? (
        <p
          role="alert"
          data-testid="play-error"
          className="rounded-theme border-l-4 border-error bg-error/10 p-3 font-semibold"
        >
          {errors.formError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="submit"
          name="intent"
          value="quick-pick-all"
          formNoValidate
          onClick={(e) =>
            clientOnly(e, () =>
              setLines((ls) =>
                ls.map((l) => (isPanelComplete(matrix, l) ? l : quickPickLine(matrix, browserFill))),
              ),
            )
          }
          className="rounded-theme bg-theme-primary px-4 py-2 font-semibold text-white hover:brightness-110"
        >
          Quick pick all
        </button>
        {lines.length < gameType.maxGames ? (
          <button
            type="submit"
            name="intent"
            value="add-game"
            formNoValidate
            onClick={(e) => clientOnly(e, () => setLines((ls) => [...ls, emptyLine()]))}
            className="rounded-theme border border-theme-primary px-4 py-2 font-semibold text-theme-primary hover:bg-theme-tertiary"
          >
            Add a game
          </button>
        ) : null}
        <span className="text-sm text-mono/70" data-testid="price-note">
          {gameType.minGames > 1 ? `At least ${gameType.minGames} games. ` : ''}
          {entry
            ? `${entry.label}: each entry is ${entry.linesPerEntry} games at ${formatMoney(gameType.pricePerGame, locale)}, ${formatMoney({ ...gameType.pricePerGame, amount: gameType.pricePerGame.amount * entry.linesPerEntry }, locale)} per entry, per draw.`
            : `${formatMoney(gameType.pricePerGame, locale)} per game, per draw.`}
        </span>
      </div>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {lines.map((line, i) => (
          <GamePanel
            // biome-ignore lint/suspicious/noArrayIndexKey: panels are numbered by place; removing one renumbers the rest
            key={i}
            index={i}
            matrix={matrix}
            line={line}
            error={errors?.fieldErrors[`game${i}`]}
            hydrated={hydrated}
            canRemove={lines.length > 1}
            onChange={(l) => setLine(i, l)}
            onRemove={() => setLines((ls) => ls.filter((_, j) => j !== i))}
          />
        ))}
      </div>
      <section
        id={TICKET_SUMMARY_ID}
        tabIndex={-1}
        aria-label="Your ticket"
        className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-end gap-3 border-t border-black/10 bg-white/95 px-4 py-4 backdrop-blur"
      >
        <DrawChoiceFields
          days={days}
          draws={offer.upcomingDraws}
          timeZone={offer.timeZone}
          fixedDraw={offer.fixedDraw === true}
          value={choice}
          onChange={setChoice}
          errors={errors?.fieldErrors}
        />
        <div className="flex flex-col" aria-live="polite">
          <span className="text-xs text-mono/70 sm:text-sm" data-testid="ticket-summary">
            {entry
              ? `${summary.completeGames} × ${entry.label} (${summary.completeGames * entry.linesPerEntry} games)`
              : `${summary.completeGames} ${summary.completeGames === 1 ? 'game' : 'games'}`}{' '}
            × {drawChoiceSummary(choice, days, numDraws)}
          </span>
          <span className="text-2xl font-extrabold text-theme-primary" data-testid="ticket-price">
            {formatMoney(price, locale)}
          </span>
        </div>
        <button
          id={ADD_TO_CART_ID}
          type="submit"
          name="intent"
          value="add"
          disabled={busy || (hydrated && !(summary.canAdd && choiceReady))}
          className="ml-auto shrink-0 rounded-theme bg-action-primary px-4 py-3 text-base font-bold sm:px-6 sm:text-lg text-white shadow-theme hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-50"
        >
          Add to cart
        </button>
      </section>
    </Form>
  );
}
