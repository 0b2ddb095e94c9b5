/**
 * Favourite numbers (spec 2 §7 GET and PUT /v2/favourite-numbers): reading and saving them, and the panels a play
 * screen opened with `?favourite_numbers=true` starts with. Lottery keys come back camelCased with the rest of the
 * answer; they are looked up by the offer key camelCased too.
 */
import { snakeToCamel } from '@lottoshop/contracts/casing';
import * as favouriteNumbers from '@lottoshop/contracts/endpoints/favourite-numbers';
import type { FavouriteNumbersDto } from '@lottoshop/contracts/favourites';
import { call } from '../../lib/api-client.server.ts';
import type { RequestSession } from '../../lib/session.server.ts';
import type { PickedLine } from './number-picker.ts';

export type FavouriteSets = Record<string, number[]>[];

export async function loadFavourites(session: RequestSession): Promise<FavouriteNumbersDto> {
  return (await call(favouriteNumbers.get, { session })).result;
}

/** The favourite games of one lottery (by its offer key). */
export function favouritesOf(dto: FavouriteNumbersDto, offerKey: string): FavouriteSets {
  return dto.favouriteNumbers[snakeToCamel(offerKey)] ?? dto.favouriteNumbers[offerKey] ?? [];
}

/** Replaces one lottery's favourites; answers which lotteries were saved and which replaced. */
export async function saveFavourites(
  session: RequestSession,
  offerKey: string,
  sets: FavouriteSets,
): Promise<FavouriteNumbersDto> {
  const body = { favouriteNumbers: { [snakeToCamel(offerKey)]: sets } };
  return (await call(favouriteNumbers.save, { session, body })).result;
}

/** A signed-in customer's favourites of a lottery as play panels; none when signed out or unreadable. */
export async function loadFavouriteLines(session: RequestSession, offerKey: string): Promise<PickedLine[]> {
  if (!session.signedIn) return [];
  try {
    return favouritesOf(await loadFavourites(session), offerKey).map((set) => ({
      main: [...(set.main ?? [])],
      bonus: [...(set.powerball ?? [])],
    }));
  } catch {
    return [];
  }
}
