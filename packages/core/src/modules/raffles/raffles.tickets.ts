/** The customer's raffle tickets: their numbers, the cause each supports, and whether each won. */
import { RESULT_STATUSES } from '@lottoshop/contracts/draws';
import type { RaffleTicketDto } from '@lottoshop/contracts/raffles';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { moneyDto } from '../../shared/money.ts';
import { type Ctx, customerIdOf } from '../../use-case.ts';
import { getProductOffersByIds, listOfferCauses } from '../catalog/index.ts';
import { getDrawsByIds } from '../draws/index.ts';
import {
  type RaffleTicketRow,
  rafflePreOrders,
  rafflePrizes,
  raffleTickets,
  raffleWinners,
} from './raffles.tables.ts';

type Reader = Pick<Ctx, 'db'>;

/** Tickets as the customer reads them, with their draw, offer, cause and prize. */
export async function toRaffleTicketDtos(
  ctx: Reader,
  rows: readonly RaffleTicketRow[],
): Promise<RaffleTicketDto[]> {
  if (rows.length === 0) return [];
  const draws = await getDrawsByIds(
    ctx,
    rows.map((r) => r.drawId),
  );
  const offerIds = [...new Set([...draws.values()].map((d) => d.offerId))];
  const offers = await getProductOffersByIds(ctx, offerIds);
  const causeById = new Map(
    [...(await listOfferCauses(ctx, offerIds)).values()].flat().map((c) => [c.causeId, c]),
  );
  const won = await ctx.db
    .select({ drawId: raffleWinners.drawId, ticketNo: raffleWinners.ticketNo, name: rafflePrizes.name })
    .from(raffleWinners)
    .innerJoin(rafflePrizes, eq(rafflePrizes.id, raffleWinners.prizeId))
    .where(
      inArray(
        raffleWinners.drawId,
        rows.map((r) => r.drawId),
      ),
    );
  const prizeOf = new Map(won.map((w) => [`${w.drawId}:${w.ticketNo}`, w.name]));
  return rows.map((r) => {
    const draw = draws.get(r.drawId);
    const offer = draw ? offers.get(draw.offerId) : undefined;
    if (!draw || !offer) throw new Error(`raffle ticket ${r.ticketNo} names a draw that does not exist`);
    const cause = r.causeId ? causeById.get(r.causeId) : undefined;
    return {
      productOfferKey: offer.key,
      offerName: offer.name,
      drawNo: draw.drawNo,
      drawName: draw.name ?? `${offer.name} ${draw.drawNo}`,
      ticketNo: r.ticketNo,
      causeKey: cause?.key ?? null,
      causeName: cause?.name ?? null,
      causeAmount: moneyDto(r.causeAmountMinor, r.currency),
      prizeName: prizeOf.get(`${r.drawId}:${r.ticketNo}`) ?? null,
      drawn: RESULT_STATUSES.includes(draw.status),
    };
  });
}

/** GET /raffle-tickets/{checkoutId}: the acting customer's raffle tickets of one purchase, by number. */
export async function listCheckoutRaffleTickets(
  ctx: Ctx,
  input: { checkoutId: string },
): Promise<RaffleTicketDto[]> {
  const rows = await ctx.db
    .select()
    .from(raffleTickets)
    .where(
      and(eq(raffleTickets.checkoutId, input.checkoutId), eq(raffleTickets.customerId, customerIdOf(ctx))),
    )
    .orderBy(asc(raffleTickets.drawId), asc(raffleTickets.ticketNo));
  return toRaffleTicketDtos(ctx, rows);
}

/** One number of a bought raffle ticket and the prize it won (`prizeMinor` only for a prize paid into the wallet). */
export type OrderRaffleNumber = {
  ticketNo: number;
  prizeName: string | null;
  prizeMinor: bigint | null;
  currency: string;
};

/**
 * The raffle numbers of some orders tickets (a bought item of tickets, or a pre-order once issued), ascending,
 * with the prize each won; and which of them are pre-orders still waiting for their numbers. Two queries; the
 * numbers are found through their checkouts (indexed).
 */
export async function listOrderRaffleNumbers(
  ctx: Reader,
  orders: readonly { id: string; checkoutId: string }[],
): Promise<{ numbersOf: Map<string, OrderRaffleNumber[]>; waiting: Set<string> }> {
  const numbersOf = new Map<string, OrderRaffleNumber[]>();
  if (orders.length === 0) return { numbersOf, waiting: new Set() };
  const orderTicketIds = orders.map((o) => o.id);
  const checkoutIds = [...new Set(orders.map((o) => o.checkoutId))];
  const rows = await ctx.db
    .select({
      orderTicketId: raffleTickets.orderTicketId,
      ticketNo: raffleTickets.ticketNo,
      currency: raffleTickets.currency,
      prizeName: rafflePrizes.name,
      prizeValueMinor: rafflePrizes.valueMinor,
      payout: rafflePrizes.payout,
    })
    .from(raffleTickets)
    .leftJoin(
      raffleWinners,
      and(eq(raffleWinners.drawId, raffleTickets.drawId), eq(raffleWinners.ticketNo, raffleTickets.ticketNo)),
    )
    .leftJoin(rafflePrizes, eq(rafflePrizes.id, raffleWinners.prizeId))
    .where(
      and(
        inArray(raffleTickets.checkoutId, checkoutIds),
        inArray(raffleTickets.orderTicketId, orderTicketIds),
      ),
    )
    .orderBy(asc(raffleTickets.ticketNo));
  for (const r of rows) {
    if (!r.orderTicketId) continue;
    const list = numbersOf.get(r.orderTicketId) ?? [];
    list.push({
      ticketNo: r.ticketNo,
      prizeName: r.prizeName,
      prizeMinor: r.payout === 'wallet' ? r.prizeValueMinor : null,
      currency: r.currency,
    });
    numbersOf.set(r.orderTicketId, list);
  }
  const waitingRows = await ctx.db
    .select({ orderTicketId: rafflePreOrders.orderTicketId })
    .from(rafflePreOrders)
    .where(and(inArray(rafflePreOrders.orderTicketId, orderTicketIds), isNull(rafflePreOrders.issuedAt)));
  return { numbersOf, waiting: new Set(waitingRows.map((w) => w.orderTicketId)) };
}
