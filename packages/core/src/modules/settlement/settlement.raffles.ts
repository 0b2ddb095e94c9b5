/**
 * A raffle's draw day, composed once for the operator's call and the life-cycle job: close its sales, then the
 * raffles module draws it by commit-reveal and pays its money prizes (raffles.draw.ts).
 */

import type { PurchaseStatus } from '@lottoshop/contracts/draws';
import { DomainError } from '../../errors.ts';
import { assertOperatorOrSystem, type Ctx } from '../../use-case.ts';
import { listOfferIds } from '../catalog/index.ts';
import {
  type DrawRef,
  type LifecycleDraw,
  listUnfinishedDrawsDue,
  loadDraw,
  openSalesNow,
  purchaseStatusOf,
} from '../draws/index.ts';
import { drawRaffle, issueDuePreOrders, type RaffleDrawOutcome } from '../raffles/index.ts';
import { closeSales } from './settlement.draw-day.ts';

/** Closes a raffle draw's sales now (if still open), then draws and pays it; safe to repeat. */
export async function closeAndDrawRaffle(ctx: Ctx, ref: DrawRef): Promise<RaffleDrawOutcome> {
  assertOperatorOrSystem(ctx);
  await closeSales(ctx, ref);
  // Tickets pre-ordered for a draw closed before it opened still join it, before its entries are frozen.
  await issueDuePreOrders(ctx);
  return drawRaffle(ctx, ref);
}

/**
 * Opens a raffle draw's sales now, ending its pre-order period early, and issues its pre-ordered tickets (as the
 * life-cycle job would on its next pass); safe to repeat. Answers the draw's status and the pre-orders issued now.
 */
export async function openRaffleSalesNow(
  ctx: Ctx,
  ref: DrawRef,
): Promise<{
  productOfferKey: string;
  drawNo: number;
  purchaseStatus: PurchaseStatus;
  preOrdersIssued: number;
  ticketsIssued: number;
}> {
  assertOperatorOrSystem(ctx);
  const { draw, offer } = await loadDraw(ctx, ref);
  if (offer.kind !== 'raffle')
    throw new DomainError('conflict', { message: `${offer.name} is not a raffle.` });
  const opened = await openSalesNow(ctx, { drawId: draw.id });
  const issued = await issueDuePreOrders(ctx);
  return {
    productOfferKey: offer.key,
    drawNo: opened.drawNo,
    purchaseStatus: purchaseStatusOf(opened, ctx.clock.now()),
    preOrdersIssued: issued.issued,
    ticketsIssued: issued.tickets,
  };
}

/** Raffle draws to draw (closed, their time come) or to finish (left drawn or scored by an interrupted run). */
export async function listRaffleDrawsDue(ctx: Ctx): Promise<LifecycleDraw[]> {
  return listUnfinishedDrawsDue(ctx, await listOfferIds(ctx, { kind: 'raffle' }));
}
