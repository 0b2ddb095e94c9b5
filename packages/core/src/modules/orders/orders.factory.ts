/** Test data for orders: a ticket bought for a customer the way the shop sells one, with money put in for it. */
import { randomUUID } from 'node:crypto';
import type { GameLineDto } from '@lottoshop/contracts/games';
import type { ReceiptDto } from '@lottoshop/contracts/orders';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { minorUnits, moneyOf } from '../../shared/money.ts';
import { customerActor, useCaseCtx } from '../../use-case.ts';
import { findEnabledGameType, getProductOffersByIds, priceOf } from '../catalog/index.ts';
import { getDrawsByIds } from '../draws/index.ts';
import { fundWallet } from '../payments/testing.ts';
import { buyTickets } from './orders.purchase.ts';

/**
 * Buys one standard ticket of `lines` for `numDraws` draws from `drawId` on, for the customer: first a test deposit
 * of exactly its price, then the purchase (buyTickets), so the wallet ends where it began and the books balance.
 */
export async function buyTestTicket(
  db: Db,
  clock: Clock,
  input: { customerId: string; offerId: string; drawId: string; lines: GameLineDto[]; numDraws?: number },
): Promise<ReceiptDto> {
  const ctx = useCaseCtx({ db, clock, actor: customerActor(input.customerId) });
  const offer = (await getProductOffersByIds(ctx, [input.offerId])).get(input.offerId);
  const draw = (await getDrawsByIds(ctx, [input.drawId])).get(input.drawId);
  const gameType = await findEnabledGameType(ctx, { offerId: input.offerId, gameType: 'standard' });
  if (!offer || !draw || !gameType)
    throw new Error('buyTestTicket needs an offer selling standard games and a draw');
  const numDraws = input.numDraws ?? 1;
  const unitPrice = priceOf(moneyOf(gameType.pricePerGameMinor, offer.currency), {
    numGames: input.lines.length,
    numDraws,
  });
  const unitPriceMinor = minorUnits(unitPrice);
  await fundWallet(db, input.customerId, unitPriceMinor, { now: clock.now(), currency: offer.currency });
  const { receipt } = await buyTickets(ctx, {
    idempotencyKey: randomUUID(),
    items: [
      {
        itemId: randomUUID(),
        offerId: offer.id,
        gameType: 'standard',
        firstDrawId: draw.id,
        numDraws,
        numGames: input.lines.length,
        lines: input.lines,
        quantity: 1,
        unitPriceMinor,
        currency: offer.currency,
      },
    ],
  });
  return receipt;
}
