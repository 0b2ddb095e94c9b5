/** What the shop may publish of a winner: the first name and the suburb and state — never the surname or address. */
import { inArray } from 'drizzle-orm';
import type { Ctx } from '../../use-case.ts';
import { customers } from './identity.tables.ts';

export type PublicWinnerName = { firstName: string; suburb: string; state: string };

export async function publicWinnerNames(
  ctx: Pick<Ctx, 'db'>,
  customerIds: readonly string[],
): Promise<Map<string, PublicWinnerName>> {
  const ids = [...new Set(customerIds)];
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({
      id: customers.id,
      firstName: customers.firstname,
      suburb: customers.suburb,
      state: customers.state,
    })
    .from(customers)
    .where(inArray(customers.id, ids));
  return new Map(rows.map(({ id, ...name }) => [id, name]));
}
