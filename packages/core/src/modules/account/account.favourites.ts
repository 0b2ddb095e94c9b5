/**
 * Favourite numbers (spec 2 §7 PUT /favourite-numbers): the customer's saved games per lottery, each checked as a
 * complete game of the lottery's current rules, at most MAX_FAVOURITE_SETS per lottery (decision 033). A save
 * replaces the favourites of the lotteries it names and keeps the others; an empty list removes a lottery's.
 */
import { camelToSnake } from '@lottoshop/contracts/casing';
import {
  type FavouriteNumbersDto,
  favouriteToLine,
  MAX_FAVOURITE_SETS,
  type SaveFavouriteNumbersBody,
} from '@lottoshop/contracts/favourites';
import { lineProblem } from '@lottoshop/contracts/game-rules';
import type { FavouriteNumbers } from '@lottoshop/contracts/identity';
import { DomainError } from '../../errors.ts';
import { type Ctx, customerIdOf, inTransaction } from '../../use-case.ts';
import { getGameDefinition, getProductOfferByKey } from '../catalog/index.ts';
import { lockFavouriteNumbers, readFavouriteNumbers, writeFavouriteNumbers } from '../identity/index.ts';

/** The latest rules of an offer: favourites are for draws to come. */
const LATEST_DRAW = 2_147_483_647;
const BALL_GROUPS = new Set(['main', 'powerball']);

/** GET /favourite-numbers: the acting customer's favourites (nothing saved or replaced). */
export async function getFavouriteNumbers(ctx: Ctx): Promise<FavouriteNumbersDto> {
  return { favouriteNumbers: await readFavouriteNumbers(ctx, customerIdOf(ctx)), saved: [], replaced: [] };
}

async function checkSets(
  ctx: Ctx,
  key: string,
  sets: FavouriteNumbers[string],
  fields: Record<string, string[]>,
) {
  const offer = await getProductOfferByKey(ctx, key);
  const definition =
    offer?.kind === 'lottery'
      ? await getGameDefinition(ctx, { offerId: offer.id, drawNo: LATEST_DRAW })
      : null;
  if (!definition) {
    fields[`favouriteNumbers.${key}`] = ['Choose a lottery the shop sells.'];
    return;
  }
  if (sets.length > MAX_FAVOURITE_SETS) {
    fields[`favouriteNumbers.${key}`] = [`Save at most ${MAX_FAVOURITE_SETS} favourite games for a lottery.`];
    return;
  }
  sets.forEach((set, i) => {
    const unknown = Object.keys(set).find((group) => !BALL_GROUPS.has(camelToSnake(group)));
    const problem = unknown
      ? `${unknown} is not a set of numbers of this game.`
      : lineProblem(definition.matrix, favouriteToLine(set));
    if (problem) fields[`favouriteNumbers.${key}.${i}`] = [problem];
  });
}

/** PUT /favourite-numbers: replaces the favourites of each lottery named; says which were saved and which replaced. */
export async function saveFavouriteNumbers(
  ctx: Ctx,
  body: SaveFavouriteNumbersBody,
): Promise<FavouriteNumbersDto> {
  const customerId = customerIdOf(ctx);
  const changes = Object.entries(body.favouriteNumbers).map(
    ([key, sets]) =>
      [
        camelToSnake(key),
        sets.map((set) => {
          const line = favouriteToLine(
            Object.fromEntries(Object.entries(set).map(([g, ns]) => [camelToSnake(g), ns])),
          );
          const sorted = (ns: number[]) => [...ns].sort((a, b) => a - b);
          const stored: Record<string, number[]> = { main: sorted(line.Numbers) };
          if (line.Powerball) stored.powerball = sorted(line.Powerball);
          return stored;
        }),
      ] as const,
  );
  if (changes.length === 0) {
    throw new DomainError('validation_failed', { fields: { favouriteNumbers: ['Choose a lottery.'] } });
  }
  const fields: Record<string, string[]> = {};
  for (const [key, sets] of changes) await checkSets(ctx, key, sets, fields);
  if (Object.keys(fields).length > 0) throw new DomainError('validation_failed', { fields });

  return inTransaction(ctx, async (tx) => {
    const current = { ...(await lockFavouriteNumbers(tx, customerId)) };
    const saved: string[] = [];
    const replaced: string[] = [];
    for (const [key, sets] of changes) {
      if ((current[key]?.length ?? 0) > 0) replaced.push(key);
      else if (sets.length > 0) saved.push(key);
      if (sets.length === 0) delete current[key];
      else current[key] = sets;
    }
    await writeFavouriteNumbers(tx, customerId, current);
    return { favouriteNumbers: await readFavouriteNumbers(tx, customerId), saved, replaced };
  });
}
