import type { DrawStatus } from '@lottoshop/contracts/draws';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../errors.ts';
import { type DrawRow, draws } from './draws.tables.ts';
import { assertTransition } from './draws.transitions.ts';

/**
 * Moves a draw to `to` along the transition table. The update is conditional on the status it was read with,
 * so two concurrent changes cannot both win: the loser gets a conflict and changes nothing.
 */
export async function changeDrawStatus(db: Db, drawId: string, to: DrawStatus, now: Date): Promise<DrawRow> {
  const [draw] = await db.select().from(draws).where(eq(draws.id, drawId)).limit(1);
  if (!draw) throw new DomainError('not_found', { message: 'There is no such draw.' });
  assertTransition(draw.status, to);
  const [updated] = await db
    .update(draws)
    .set({ status: to, updatedAt: now })
    .where(and(eq(draws.id, drawId), eq(draws.status, draw.status)))
    .returning();
  if (!updated) throw new DomainError('conflict', { message: 'The draw changed meanwhile. Try again.' });
  return updated;
}

/** Closes every open or capped draw whose sales stop has passed; returns the draws it closed. */
export async function closeDueDraws(db: Db, now: Date): Promise<DrawRow[]> {
  return db
    .update(draws)
    .set({ status: 'DRAW_CLOSED', updatedAt: now })
    .where(and(inArray(draws.status, ['DRAW_OPEN', 'DRAW_CAPPED']), lte(draws.salesCloseAt, now)))
    .returning();
}
