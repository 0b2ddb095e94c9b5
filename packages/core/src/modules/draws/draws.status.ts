/**
 * Moving a draw along its life cycle. Every move goes through DRAW_MACHINE (`moveDraw`) and is conditional on the
 * status the draw was read with, so two concurrent moves cannot both win.
 */
import type { DrawStatus } from '@lottoshop/contracts/draws';
import { and, eq, gt, lte } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import { type Ctx, inTransaction } from '../../use-case.ts';
import { type DrawRow, draws } from './draws.tables.ts';
import { moveDraw, ON_SALE_STATUSES } from './draws.transitions.ts';

/**
 * Moves a draw to `to` along the transition table. The update is conditional on the status it was read with:
 * the loser of two concurrent changes gets a conflict and changes nothing.
 */
export async function changeDrawStatus(
  ctx: Ctx,
  input: { drawId: string; to: DrawStatus },
): Promise<DrawRow> {
  const [draw] = await ctx.db.select().from(draws).where(eq(draws.id, input.drawId)).limit(1);
  if (!draw) throw new DomainError('not_found', { message: 'There is no such draw.' });
  const [updated] = await moveDraw(ctx, {
    where: eq(draws.id, input.drawId),
    from: draw.status,
    to: input.to,
    set: { updatedAt: ctx.clock.now() },
  });
  if (!updated) throw new DomainError('conflict', { message: 'The draw changed meanwhile. Try again.' });
  return updated;
}

class AlreadyMoved extends Error {}

/**
 * Moves the draw from `from` to `to` in one transaction that locks the draw row and also runs `alongside` (what
 * the step writes: a result, prizes, an audit record). Another run that got there first is not an error:
 * answers false and changes nothing. This is how every result step stays idempotent.
 */
export async function advanceDraw(
  ctx: Ctx,
  input: { drawId: string; from: DrawStatus; to: DrawStatus },
  alongside: (tx: Ctx) => Promise<void>,
): Promise<boolean> {
  try {
    await inTransaction(ctx, async (tx) => {
      const [current] = await tx.db
        .select({ status: draws.status })
        .from(draws)
        .where(eq(draws.id, input.drawId))
        .for('update');
      if (current?.status !== input.from) throw new AlreadyMoved();
      await alongside(tx);
      await changeDrawStatus(tx, { drawId: input.drawId, to: input.to });
    });
    return true;
  } catch (error) {
    if (error instanceof AlreadyMoved) return false;
    throw error;
  }
}

/** Closes every draw on sale whose sales stop has passed (one conditional move); returns the draws it closed. */
export async function closeDueDraws(ctx: Ctx): Promise<DrawRow[]> {
  const now = ctx.clock.now();
  return moveDraw(ctx, {
    where: lte(draws.salesCloseAt, now),
    from: ON_SALE_STATUSES,
    to: 'DRAW_CLOSED',
    set: { updatedAt: now },
  });
}

/**
 * Ends a draw's pre-order period now (the operator opening sales early): a draw still waiting for its sales to
 * open opens at once; any other is left as it is. Answers the draw as it stands.
 */
export async function openSalesNow(ctx: Ctx, input: { drawId: string }): Promise<DrawRow> {
  const now = ctx.clock.now();
  const [opened] = await ctx.db
    .update(draws)
    .set({ salesOpenAt: now, updatedAt: now })
    .where(and(eq(draws.id, input.drawId), eq(draws.status, 'DRAW_OPEN'), gt(draws.salesOpenAt, now)))
    .returning();
  if (opened) return opened;
  const [draw] = await ctx.db.select().from(draws).where(eq(draws.id, input.drawId)).limit(1);
  if (!draw) throw new DomainError('not_found', { message: 'There is no such draw.' });
  return draw;
}
