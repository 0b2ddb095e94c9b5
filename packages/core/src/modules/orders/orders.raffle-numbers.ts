/**
 * The purchase's raffle step: every raffle ticket issued gets its numbers in its draw, allocated by the raffles
 * module in the purchase's transaction (so a refusal — sold out, too few left — rolls the whole purchase back),
 * with what each number gives the cause chosen.
 */

import type { RaffleTicketDto } from '@lottoshop/contracts/raffles';
import { DomainError } from '../../errors.ts';
import type { Ctx } from '../../use-case.ts';
import type { CheckoutItem } from '../cart/index.ts';
import { listOfferCauses, type OfferWithGameTypes } from '../catalog/index.ts';
import type { DrawRow } from '../draws/index.ts';
import { allocateRaffleTickets, causeAmountsOfBundle, listCheckoutRaffleTickets } from '../raffles/index.ts';
import { getReceipt } from './orders.queries.ts';

export type PlannedItem = { item: CheckoutItem; offerName: string; draws: DrawRow[] };

/** The cause share of an item's cause, or a refusal when the raffle no longer offers that choice. */
async function causeShareOf(tx: Ctx, item: CheckoutItem, offerName: string): Promise<number> {
  const causes = (await listOfferCauses(tx, [item.offerId])).get(item.offerId) ?? [];
  if (causes.length === 0 && !item.causeId) return 0;
  const cause = causes.find((c) => c.causeId === item.causeId);
  if (!cause) {
    throw new DomainError('conflict', {
      status: 422,
      message: `The cause chosen for your ${offerName} tickets is no longer offered. Remove them from your cart and choose again.`,
    });
  }
  return cause.shareBasisPoints;
}

/**
 * Allocates the numbers of every raffle ticket among `ticketIds` (the tickets issued, in the order of the planned
 * items and their quantities); answers the numbers of each raffle ticket by ticket id.
 */
export async function numberRaffleTickets(
  tx: Ctx,
  input: {
    checkoutId: string;
    customerId: string;
    planned: readonly PlannedItem[];
    offers: ReadonlyMap<string, OfferWithGameTypes>;
    ticketIds: readonly string[];
  },
): Promise<Map<string, number[]>> {
  const numbers = new Map<string, number[]>();
  let n = 0;
  for (const { item, offerName, draws } of input.planned) {
    const raffle = input.offers.get(item.offerId)?.offer.kind === 'raffle';
    const [draw] = draws;
    if (!raffle || !draw) {
      n += item.quantity;
      continue;
    }
    const share = await causeShareOf(tx, item, offerName);
    const wanted: { orderTicketId: string; causeAmountMinor: bigint }[] = [];
    for (let q = 0; q < item.quantity; q++) {
      const ticketId = input.ticketIds[n++];
      if (!ticketId) throw new Error('raffle numbering: fewer tickets issued than planned');
      const amounts = causeAmountsOfBundle({
        bundlePriceMinor: item.unitPriceMinor,
        numTickets: item.numGames,
        shareBasisPoints: share,
        currency: item.currency,
      });
      for (const causeAmountMinor of amounts) wanted.push({ orderTicketId: ticketId, causeAmountMinor });
    }
    // The whole item in one allocation: its numbers are consecutive, and "only N left" counts all of it.
    const allocated = await allocateRaffleTickets(tx, {
      draw,
      drawLabel: draw.name ?? `${offerName} draw ${draw.drawNo}`,
      numbers: wanted,
      causeId: item.causeId ?? null,
      currency: item.currency,
      customerId: input.customerId,
      checkoutId: input.checkoutId,
    });
    allocated.forEach((ticketNo, i) => {
      const ticketId = wanted[i]?.orderTicketId;
      if (ticketId) numbers.set(ticketId, [...(numbers.get(ticketId) ?? []), ticketNo]);
    });
  }
  return numbers;
}

/**
 * GET /checkout/{checkoutId}/raffle-tickets: the raffle ticket numbers of one of the acting customer's purchases;
 * another customer's checkout (or an unknown one) is not_found, as its receipt is.
 */
export async function getCheckoutRaffleTickets(
  ctx: Ctx,
  input: { checkoutId: string },
): Promise<RaffleTicketDto[]> {
  await getReceipt(ctx, input);
  return listCheckoutRaffleTickets(ctx, input);
}
