import { formatMoney } from '@lottoshop/contracts/formatting';
import { ticketPriceMinor } from '@lottoshop/contracts/game-rules';
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { type DrawChoiceValue, drawChoiceProblems, drawCountOf } from './draw-choice.ts';
import { DrawChoiceFields } from './draw-choice-fields.tsx';
import type { PlayErrors, PlayOfferView } from './play-screen.tsx';
import { ADD_TO_CART_ID } from './play-screen.tsx';

/** Most games the quick-pick screen offers to choose from (the game type's own maximum may be higher). */
const MAX_LISTED_GAMES = 50;

/**
 * The quick-pick play screen (`/{offer}/random`): the customer chooses how many games and draws; the server picks
 * every number with node:crypto when the ticket is added, so nothing is picked in the browser.
 */
export function QuickPickScreen({
  offer,
  errors,
  locale,
  initial,
}: {
  offer: PlayOfferView;
  errors: PlayErrors | null;
  locale: string;
  initial: { numGames: number; choice: DrawChoiceValue };
}) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const { gameType } = offer;
  const [numGames, setNumGames] = useState(initial.numGames);
  const [choice, setChoice] = useState(initial.choice);
  const days = offer.days ?? null;
  const numDraws = drawCountOf(choice, days);
  // Spec 2 §9: a day must be chosen first; other bad values are the server's to refuse.
  const choiceReady = drawChoiceProblems(choice, days).day === undefined;
  const options: number[] = [];
  for (let n = gameType.minGames; n <= Math.min(gameType.maxGames, MAX_LISTED_GAMES); n++) options.push(n);
  const price = {
    amount: ticketPriceMinor(gameType.pricePerGame.amount, numGames, numDraws),
    currency: gameType.pricePerGame.currency,
  };
  return (
    <Form method="post" aria-labelledby="play-heading" className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="add" />
      {/* With script the pre-cart drawer opens; without, the add goes on to the cart. */}
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
        Every number is picked for you at random when you add the ticket.{' '}
        {formatMoney(gameType.pricePerGame, locale)} per game, per draw.
      </p>
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
        <DrawChoiceFields
          days={days}
          draws={offer.upcomingDraws}
          timeZone={offer.timeZone}
          fixedDraw={offer.fixedDraw === true}
          value={choice}
          onChange={setChoice}
          errors={errors?.fieldErrors}
        />
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
          disabled={navigation.state !== 'idle' || (hydrated && !choiceReady)}
          className="rounded-theme bg-action-primary px-6 py-3 text-lg font-bold text-white shadow-theme hover:brightness-110 disabled:opacity-50"
        >
          Add to cart
        </button>
      </div>
    </Form>
  );
}
