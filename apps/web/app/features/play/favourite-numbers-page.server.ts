/**
 * /my-account/favourite-numbers' server side (spec 1 §2, spec 2 §7): the lotteries with their favourite games,
 * and one post per lottery form — a game added to its favourites or replacing them all, or all removed. Each
 * problem is answered on its field (the numbers, the Powerball), else on the lottery's form, with what was typed.
 */
import { favouritesNotice } from '@lottoshop/contracts/favourites';
import { lineProblem } from '@lottoshop/contracts/game-rules';
import { z } from 'zod';
import { forSession } from '../../lib/account-page.server.ts';
import { isApiError } from '../../lib/api-errors.ts';
import { readForm } from '../../lib/form-schema.server.ts';
import type { RequestSession } from '../../lib/session.server.ts';
import { type FavouriteSets, favouritesOf, loadFavourites, saveFavourites } from './favourites.server.ts';
import { loadOffers } from './offers.server.ts';

/** What a post answers: a notice, or the problems, with what was typed so nothing has to be typed again. */
export type FavouritesAnswer = {
  notice?: string;
  error?: string;
  lotteryKey?: string;
  fieldErrors?: { numbers?: string; powerball?: string };
  values?: { numbers: string; powerball: string };
};

export async function favouriteLotteries(session: Parameters<typeof loadOffers>[0]) {
  const offers = await loadOffers(session);
  return offers
    .filter((o) => o.kind === 'lottery' && o.matrix)
    .map((o) => ({ key: o.key, name: o.name, matrix: o.matrix! }));
}

type Lottery = Awaited<ReturnType<typeof favouriteLotteries>>[number];

const TYPE_NUMBERS = 'Type your numbers separated by commas, e.g. 1, 2, 3.';

/** A lottery form's post: which lottery, what to do, and the numbers typed (as typed). */
const FavouritesForm = z.object({
  lotteryKey: z.string().optional(),
  intent: z.enum(['add', 'replace', 'clear']).optional().catch(undefined),
  numbers: z.string().default(''),
  powerball: z.string().default(''),
});
type FavouritesPost = z.output<typeof FavouritesForm>;

export function readFavouritesForm(form: FormData): FavouritesPost {
  const read = readForm(form, FavouritesForm, []);
  return read.ok ? read.value : { numbers: '', powerball: '' };
}

/** "1, 2, 3" or "1 2 3" as numbers; null when anything else is typed. */
function numbersIn(value: string): number[] | null {
  const parts = value.split(/[\s,]+/).filter(Boolean);
  if (parts.length > 50 || parts.some((p) => !/^\d{1,3}$/.test(p))) return null;
  return parts.map(Number);
}

/** The typed game as a favourite set, or its problems; the game's own rule, each problem on its own field. */
function typedSet(
  offer: Lottery,
  typed: { numbers: string; powerball: string },
): { set: Record<string, number[]> } | { fieldErrors: NonNullable<FavouritesAnswer['fieldErrors']> } {
  const main = numbersIn(typed.numbers);
  const bonus = offer.matrix.bonus ? numbersIn(typed.powerball) : [];
  const mainProblem = main ? lineProblem({ ...offer.matrix, bonus: null }, { Numbers: main }) : TYPE_NUMBERS;
  const bonusProblem =
    bonus === null
      ? TYPE_NUMBERS
      : main && !mainProblem && offer.matrix.bonus
        ? lineProblem(offer.matrix, { Numbers: main, Powerball: bonus })
        : null;
  if (mainProblem || bonusProblem || !main || !bonus) {
    return {
      fieldErrors: {
        ...(mainProblem ? { numbers: mainProblem } : {}),
        ...(bonusProblem ? { powerball: bonusProblem } : {}),
      },
    };
  }
  return { set: offer.matrix.bonus ? { main, powerball: bonus } : { main } };
}

/** One post of a lottery form: the answer and its status. */
export async function postFavourites(
  request: Request,
  session: RequestSession,
  form: FormData,
): Promise<{ answer: FavouritesAnswer; status: number }> {
  const run = <T>(load: () => Promise<T>) => forSession(request, session, load);
  const offers = await favouriteLotteries(session.identity);
  const post = readFavouritesForm(form);
  const offer = offers.find((o) => o.key === post.lotteryKey);
  if (!offer) return { answer: { error: 'Choose a lottery.' }, status: 400 };
  const current = favouritesOf(await run(() => loadFavourites(session)), offer.key);
  const typed = { numbers: post.numbers, powerball: post.powerball };
  let sets: FavouriteSets = [];
  if (post.intent === 'add' || post.intent === 'replace') {
    const read = typedSet(offer, typed);
    if ('fieldErrors' in read) {
      return { answer: { lotteryKey: offer.key, fieldErrors: read.fieldErrors, values: typed }, status: 400 };
    }
    sets = post.intent === 'add' ? [...current, read.set] : [read.set];
  } else if (post.intent !== 'clear') {
    return { answer: { error: 'Something went wrong. Please try again.' }, status: 400 };
  }
  try {
    const saved = await run(() => saveFavourites(session, offer.key, sets));
    const names = (key: string) => offers.find((o) => o.key === key)?.name ?? key;
    const notice =
      sets.length === 0
        ? `Your favourite numbers for ${offer.name} were removed.`
        : favouritesNotice(saved, names);
    return { answer: { notice, lotteryKey: offer.key }, status: 200 };
  } catch (err) {
    if (!isApiError(err) || err.status >= 500) throw err;
    return { answer: { error: err.message, lotteryKey: offer.key, values: typed }, status: err.status };
  }
}
