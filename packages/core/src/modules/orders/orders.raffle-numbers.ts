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
import { holdTransfer, type LedgerTransferRow, walletAndSystemAccountIds } from '../ledger/index.ts';
import {
  allocateRaffleTickets,
  causeAmountsOfBundle,
  listCheckoutRaffleTickets,
  reserveRafflePreOrder,
} from '../raffles/index.ts';
import { getReceipt } from './orders.queries.ts';

/** An item as the purchase planned it; `preOrder` as the purchase decided it when it took the total to pay now. */
export type PlannedItem = { item: CheckoutItem; offerName: string; draws: DrawRow[]; preOrder: boolean };

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

/** A pre-ordered ticket's price to hold in the wallet until its draw opens. */
type PreOrderHold = { holdKey: string; item: CheckoutItem; drawLabel: string };

/**
 * Allocates the numbers of every raffle ticket among `ticketIds` (the tickets issued, in the order of the planned
 * items and their quantities). A ticket of a draw still in its pre-order window is not numbered yet: its places are
 * reserved under the cap and its price held in the wallet (one hold per ticket, `pre-order:<ticketId>`), and the
 * raffles module numbers it and posts the hold when the draw opens. The draws' counter rows are taken in the order of
 * their ids, and every one before any hold, so the ledger's rows come last in the purchase's lock order (decision
 * 064), as in the pre-order job. Answers the holds.
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
): Promise<LedgerTransferRow[]> {
  // Each raffle item with its tickets (issued in the order of the planned items and their quantities).
  const raffleItems: (PlannedItem & { draw: DrawRow; ticketIds: readonly string[] })[] = [];
  let n = 0;
  for (const planned of input.planned) {
    const ticketIds = input.ticketIds.slice(n, n + planned.item.quantity);
    n += planned.item.quantity;
    const [draw] = planned.draws;
    if (input.offers.get(planned.item.offerId)?.offer.kind !== 'raffle' || !draw) continue;
    if (ticketIds.length < planned.item.quantity) {
      throw new Error('raffle numbering: fewer tickets issued than planned');
    }
    raffleItems.push({ ...planned, draw, ticketIds });
  }
  // The draws' counter rows are taken in one order, by draw id, whatever the cart's order: two purchases of the
  // same two raffles, their items the other way round, would otherwise each hold one row and wait for the other's.
  // (A stable sort: one draw's items keep the cart's order, and so their numbers.)
  raffleItems.sort((a, b) => (a.draw.id < b.draw.id ? -1 : a.draw.id > b.draw.id ? 1 : 0));
  const toHold: PreOrderHold[] = [];
  for (const { item, offerName, draw, ticketIds, preOrder } of raffleItems) {
    const share = await causeShareOf(tx, item, offerName);
    const wanted: { orderTicketId: string; causeAmountMinor: bigint }[] = [];
    for (const ticketId of ticketIds) {
      const amounts = causeAmountsOfBundle({
        bundlePriceMinor: item.unitPriceMinor,
        numTickets: item.numGames,
        shareBasisPoints: share,
        currency: item.currency,
      });
      for (const causeAmountMinor of amounts) wanted.push({ orderTicketId: ticketId, causeAmountMinor });
    }
    const drawLabel = draw.name ?? `${offerName} draw ${draw.drawNo}`;
    // Decided once, by the purchase (not again here: a draw opening in between would leave the ticket unpaid).
    if (preOrder) {
      toHold.push(...(await reservePreOrder(tx, { ...input, item, draw, drawLabel, wanted })));
      continue;
    }
    // The whole item in one allocation: its numbers are consecutive, and "only N left" counts all of it.
    await allocateRaffleTickets(tx, {
      draw,
      drawLabel,
      numbers: wanted,
      causeId: item.causeId ?? null,
      currency: item.currency,
      customerId: input.customerId,
      checkoutId: input.checkoutId,
    });
  }
  return holdPreOrders(tx, { ...input, toHold });
}

/** Reserves a pre-ordered item's places, one ticket at a time; answers the holds of their prices, to make. */
async function reservePreOrder(
  tx: Ctx,
  input: {
    checkoutId: string;
    customerId: string;
    item: CheckoutItem;
    draw: DrawRow;
    drawLabel: string;
    wanted: readonly { orderTicketId: string; causeAmountMinor: bigint }[];
  },
): Promise<PreOrderHold[]> {
  const { item } = input;
  const toHold: PreOrderHold[] = [];
  for (const orderTicketId of new Set(input.wanted.map((w) => w.orderTicketId))) {
    const holdKey = `pre-order:${orderTicketId}`;
    await reserveRafflePreOrder(tx, {
      draw: input.draw,
      drawLabel: input.drawLabel,
      customerId: input.customerId,
      causeId: item.causeId ?? null,
      orderTicketId,
      checkoutId: input.checkoutId,
      causeAmountsMinor: input.wanted
        .filter((w) => w.orderTicketId === orderTicketId)
        .map((w) => w.causeAmountMinor),
      currency: item.currency,
      holdKey,
    });
    toHold.push({ holdKey, item, drawLabel: input.drawLabel });
  }
  return toHold;
}

/**
 * Holds each pre-ordered ticket's price in the wallet until its draw opens (a wallet short of it is
 * insufficient_funds, which the purchase answers with its whole total).
 */
async function holdPreOrders(
  tx: Ctx,
  input: { checkoutId: string; customerId: string; toHold: readonly PreOrderHold[] },
): Promise<LedgerTransferRow[]> {
  const holds: LedgerTransferRow[] = [];
  const accounts = new Map<string, { walletId: string; systemId: string }>();
  for (const { holdKey, item, drawLabel } of input.toHold) {
    let ids = accounts.get(item.currency);
    if (!ids) {
      ids = await walletAndSystemAccountIds(tx, {
        customerId: input.customerId,
        system: 'ticket_sales',
        currency: item.currency,
      });
      accounts.set(item.currency, ids);
    }
    const { walletId, systemId } = ids;
    const { transfer } = await holdTransfer(
      tx,
      {
        idempotencyKey: holdKey,
        debitAccountId: walletId,
        creditAccountId: systemId,
        amountMinor: item.unitPriceMinor,
        kind: 'purchase',
        customerId: input.customerId,
        reference: input.checkoutId,
        description: `Pre-order: ${drawLabel}`,
      },
      { keyIsNew: true },
    );
    holds.push(transfer);
  }
  return holds;
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
