/**
 * Favourite numbers (spec 1 §3 `automaticFavouriteNumbers`, `hasFavouriteNumbers`; spec 2 §7 PUT /favourite-numbers):
 * per lottery, up to MAX_FAVOURITE_SETS complete games, each `{ main, powerball? }`. Saving names the lotteries it
 * changes: a lottery without favourites before is saved, one with favourites is replaced (the notices say which).
 */
import { z } from 'zod';
import { FavouriteNumbersSchema } from './identity.ts';

/** Most favourite games kept per lottery (decision 033): a panel's worth, like a coupon's saved selections. */
export const MAX_FAVOURITE_SETS = 10;

export const SaveFavouriteNumbersBody = z.object({ favouriteNumbers: FavouriteNumbersSchema });
export type SaveFavouriteNumbersBody = z.infer<typeof SaveFavouriteNumbersBody>;

export const FavouriteNumbersDto = z.object({
  favouriteNumbers: FavouriteNumbersSchema,
  /** Lotteries that had no favourites before this save. */
  saved: z.array(z.string()),
  /** Lotteries whose favourites this save replaced (or removed, with an empty list). */
  replaced: z.array(z.string()),
});
export type FavouriteNumbersDto = z.infer<typeof FavouriteNumbersDto>;

/** The notice after saving (spec 2 §8 'favourites saved or replaced'). */
export function favouritesNotice(
  result: Pick<FavouriteNumbersDto, 'saved' | 'replaced'>,
  names: (key: string) => string,
): string {
  const list = (keys: string[]) => keys.map(names).join(', ');
  if (result.replaced.length > 0 && result.saved.length === 0) {
    return `Your favourite numbers for ${list(result.replaced)} were replaced.`;
  }
  if (result.replaced.length > 0) {
    return `Your favourite numbers for ${list(result.saved)} were saved and those for ${list(result.replaced)} replaced.`;
  }
  return `Your favourite numbers for ${list(result.saved)} were saved.`;
}

/** A favourite set as a game line (the play screen's panel and the cart's line). */
export function favouriteToLine(set: Record<string, number[]>): { Numbers: number[]; Powerball?: number[] } {
  const main = set.main ?? [];
  const bonus = set.powerball;
  return bonus && bonus.length > 0 ? { Numbers: [...main], Powerball: [...bonus] } : { Numbers: [...main] };
}
