/**
 * A raffle's draw day, composed once for the operator's call and the life-cycle job: close its sales, then the
 * raffles module draws it by commit-reveal and pays its money prizes (raffles.draw.ts).
 */
import { assertOperatorOrSystem, type Ctx } from '../../use-case.ts';
import { listOfferIds } from '../catalog/index.ts';
import { type DrawRef, type LifecycleDraw, listUnfinishedDrawsDue } from '../draws/index.ts';
import { drawRaffle, type RaffleDrawOutcome } from '../raffles/index.ts';
import { closeSales } from './settlement.draw-day.ts';

/** Closes a raffle draw's sales now (if still open), then draws and pays it; safe to repeat. */
export async function closeAndDrawRaffle(ctx: Ctx, ref: DrawRef): Promise<RaffleDrawOutcome> {
  assertOperatorOrSystem(ctx);
  await closeSales(ctx, ref);
  return drawRaffle(ctx, ref);
}

/** Raffle draws to draw (closed, their time come) or to finish (left drawn or scored by an interrupted run). */
export async function listRaffleDrawsDue(ctx: Ctx): Promise<LifecycleDraw[]> {
  return listUnfinishedDrawsDue(ctx, await listOfferIds(ctx, { kind: 'raffle' }));
}
