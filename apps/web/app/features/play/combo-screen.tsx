import { formatMoney } from '@lottoshop/contracts/formatting';
import { DRAW_COUNT_OPTIONS, ticketPriceMinor } from '@lottoshop/contracts/game-rules';
import {
  COMBO_MAX_FAVOURITES,
  COMBO_MAX_NUMBERS,
  comboMaxDistinctGames,
  comboMinNumbers,
} from '@lottoshop/contracts/super-combos';
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import type { PlayErrors, PlayOfferView } from './play-screen.tsx';
import { ADD_TO_CART_ID } from './play-screen.tsx';
import { useRovingGrid } from './use-roving-grid.ts';

/** What a Super Combos form holds: the numbers to spread, the favourites (in every game), games and draws. */
export type ComboValues = { numbers: number[]; favourites: number[]; numGames: number; numDraws: number };

function Grid({
  name,
  legend,
  picked,
  other,
  max,
  range,
  hydrated,
  onToggle,
}: {
  name: string;
  legend: string;
  picked: number[];
  other: number[];
  max: number;
  range: { min: number; max: number };
  hydrated: boolean;
  onToggle: (n: number) => void;
}) {
  const numbers: number[] = [];
  for (let n = range.min; n <= range.max; n++) numbers.push(n);
  const full = picked.length >= max;
  const unavailable = (n: number) => hydrated && !picked.includes(n) && (full || other.includes(n));
  // A number the other grid holds, or one past the most, does nothing when picked.
  const pick = (n: number) => {
    if (!unavailable(n)) onToggle(n);
  };
  // One Tab stop for the whole grid, arrow keys inside: the play screen's grid (use-roving-grid.ts).
  const { gridProps, itemProps } = useRovingGrid({ ...range, picked, hydrated, onPick: pick });
  return (
    <fieldset className="min-w-0 rounded-theme bg-white p-4 shadow-theme ring-1 ring-black/10">
      <legend className="mb-2 text-sm font-semibold">
        {legend}{' '}
        <span className="font-normal text-mono/70">
          ({picked.length} of up to {max})
        </span>
      </legend>
      <div {...gridProps} className="grid grid-cols-7 gap-1 sm:grid-cols-9">
        {numbers.map((n) => {
          const checked = picked.includes(n);
          return (
            <label key={n} className="relative">
              <input
                type="checkbox"
                name={name}
                value={n}
                checked={checked}
                {...itemProps(n)}
                // Focusable (not disabled) so the arrow keys reach every number.
                aria-disabled={unavailable(n) ? true : undefined}
                onChange={() => pick(n)}
                className="number-ball-input"
                aria-label={`${name === 'favourites' ? 'Favourite ' : ''}${n}`}
              />
              <span aria-hidden="true" className="number-ball">
                {n}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The Super Combos play screen (`/{offer}/super-combos`): the customer picks the numbers to spread and up to 2
 * favourites (in every game) and how many games; the shop generates the games when the ticket is bought, and the
 * ticket shows them. Works without script (checkbox grids and selects; the server checks the add rule).
 */
export function ComboScreen({
  offer,
  errors,
  locale,
  initial,
}: {
  offer: PlayOfferView;
  errors: PlayErrors | null;
  locale: string;
  initial: ComboValues;
}) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const { gameType, matrix } = offer;
  const [numbers, setNumbers] = useState(initial.numbers);
  const [favourites, setFavourites] = useState(initial.favourites);
  const [numGames, setNumGames] = useState(initial.numGames);
  const [numDraws, setNumDraws] = useState(initial.numDraws);
  const toggle = (list: number[], n: number) =>
    list.includes(n) ? list.filter((x) => x !== n) : [...list, n].sort((a, b) => a - b);
  const minNumbers = comboMinNumbers(matrix, favourites.length);
  const enough = numbers.length >= minNumbers;
  const distinct = enough ? comboMaxDistinctGames(matrix, numbers.length, favourites.length) : 0;
  const options: number[] = [];
  for (let n = gameType.minGames; n <= gameType.maxGames; n++) options.push(n);
  const price = {
    amount: ticketPriceMinor(gameType.pricePerGame.amount, numGames, numDraws),
    currency: gameType.pricePerGame.currency,
  };
  const canAdd = enough && numGames <= distinct;
  return (
    <Form method="post" noValidate aria-labelledby="play-heading" className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="add" />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {offer.draw ? <input type="hidden" name="drawNo" value={offer.draw.drawNo} /> : null}
      {errors?.formError ? (
        <p
          role="alert"
          data-testid="play-error"
          className="rounded-theme border-l-4 border-error bg-error/10 p-3 font-semibold"
        >
          {errors.formError}
        </p>
      ) : null}
      <p>
        Pick from {minNumbers} to {COMBO_MAX_NUMBERS} numbers and, if you like, up to {COMBO_MAX_FAVOURITES}{' '}
        favourites. We spread your numbers over the games you choose, with your favourites in every game, when
        you buy the ticket; your ticket shows every game. {formatMoney(gameType.pricePerGame, locale)} per
        game, per draw.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <Grid
          name="numbers"
          legend="Your numbers"
          picked={numbers}
          other={favourites}
          max={COMBO_MAX_NUMBERS}
          range={matrix.main}
          hydrated={hydrated}
          onToggle={(n) => setNumbers((l) => toggle(l, n))}
        />
        <Grid
          name="favourites"
          legend="Favourites, in every game"
          picked={favourites}
          other={numbers}
          max={COMBO_MAX_FAVOURITES}
          range={matrix.main}
          hydrated={hydrated}
          onToggle={(n) => setFavourites((l) => toggle(l, n))}
        />
      </div>
      {hydrated && enough && numGames > distinct ? (
        <p className="text-sm font-semibold text-error">
          These numbers make only {distinct} different games: pick more numbers or fewer games.
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex flex-col text-sm font-semibold">
          Number of games
          <select
            name="numGames"
            value={numGames}
            onChange={(e) => setNumGames(Number(e.target.value))}
            className="mt-1 rounded-theme border border-black/20 px-3 py-2 font-normal"
          >
            {options.map((n) => (
              <option key={n} value={n}>
                {n === 1 ? '1 game' : `${n} games`}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm font-semibold">
          Number of draws
          <select
            name="numDraws"
            value={numDraws}
            onChange={(e) => setNumDraws(Number(e.target.value))}
            className="mt-1 rounded-theme border border-black/20 px-3 py-2 font-normal"
          >
            {DRAW_COUNT_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n === 1 ? '1 draw' : `${n} draws`}
              </option>
            ))}
          </select>
        </label>
        <span
          className="text-2xl font-extrabold text-theme-primary"
          data-testid="ticket-price"
          aria-live="polite"
        >
          {formatMoney(price, locale)}
        </span>
        <button
          id={ADD_TO_CART_ID}
          type="submit"
          disabled={navigation.state !== 'idle' || (hydrated && !canAdd)}
          className="rounded-theme bg-action-primary px-6 py-3 text-lg font-bold text-white shadow-theme hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-50"
        >
          Add to cart
        </button>
      </div>
    </Form>
  );
}
