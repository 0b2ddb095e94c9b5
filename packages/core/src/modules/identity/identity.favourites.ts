/** The customer's favourite numbers (`customers.favourite_numbers`), stored with snake_case lottery keys. */
import type { FavouriteNumbers } from '@lottoshop/contracts/identity';
import { eq } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import type { Ctx } from '../../use-case.ts';
import { normaliseFavouriteNumbers } from './identity.rules.ts';
import { customers } from './identity.tables.ts';

type Reader = Pick<Ctx, 'db'>;

export async function readFavouriteNumbers(ctx: Reader, customerId: string): Promise<FavouriteNumbers> {
  const [row] = await ctx.db
    .select({ favouriteNumbers: customers.favouriteNumbers })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!row) throw new DomainError('unauthorized');
  return row.favouriteNumbers;
}

/** Stores the whole map (the caller merged it under the row lock it took with `lockFavouriteNumbers`). */
export async function writeFavouriteNumbers(
  ctx: Reader,
  customerId: string,
  favourites: FavouriteNumbers,
): Promise<void> {
  await ctx.db
    .update(customers)
    .set({ favouriteNumbers: normaliseFavouriteNumbers(favourites) })
    .where(eq(customers.id, customerId));
}

/** The favourites, with the customer's row locked until the transaction ends (two saves merge one after the other). */
export async function lockFavouriteNumbers(ctx: Reader, customerId: string): Promise<FavouriteNumbers> {
  const [row] = await ctx.db
    .select({ favouriteNumbers: customers.favouriteNumbers })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  if (!row) throw new DomainError('unauthorized');
  return row.favouriteNumbers;
}
