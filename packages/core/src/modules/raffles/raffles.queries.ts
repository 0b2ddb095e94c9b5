/**
 * The raffle storefront's reads: every raffle offer with its current draw (name, feature image, prize value, draw
 * stop, tickets left, purchase status, causes), and one raffle's page with its prizes and bundles.
 */
import type { PurchaseStatus } from '@lottoshop/contracts/draws';
import type {
  RaffleBundleDto,
  RaffleCauseDto,
  RaffleDetailsDto,
  RaffleOfferDto,
  RafflePrizeDto,
} from '@lottoshop/contracts/raffles';
import { asc, eq, inArray } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import { moneyDto } from '../../shared/money.ts';
import type { Ctx } from '../../use-case.ts';
import {
  getProductOfferByKey,
  listOfferCauses,
  listRaffleBundles,
  listRaffleOffers,
  type OfferCause,
  type ProductOfferRow,
} from '../catalog/index.ts';
import { type DrawRow, getCurrentDraws, purchaseStatusOf } from '../draws/index.ts';
import { causeAmountsOfBundle, comparePrizes } from './raffles.rules.ts';
import { type RafflePrizeRow, raffleDraws, rafflePrizes } from './raffles.tables.ts';

type Reader = Pick<Ctx, 'db'>;

/**
 * Tickets taken of each raffle draw — sold, entered by post or pre-ordered — keyed by draw id (0 for a draw whose
 * sales have not started).
 */
export async function soldByDraw(ctx: Reader, drawIds: readonly string[]): Promise<Map<string, number>> {
  if (drawIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({ drawId: raffleDraws.drawId, sold: raffleDraws.sold, preOrdered: raffleDraws.preOrdered })
    .from(raffleDraws)
    .where(inArray(raffleDraws.drawId, [...drawIds]));
  return new Map(rows.map((r) => [r.drawId, r.sold + r.preOrdered]));
}

/** A raffle draw's purchase status: a draw whose every ticket is sold is sold out while it is on sale. */
export function rafflePurchaseStatus(draw: DrawRow, sold: number, now: Date): PurchaseStatus {
  const status = purchaseStatusOf(draw, now);
  if ((status === 'open' || status === 'pre_order') && sold >= (draw.ticketCap ?? 0)) return 'sold_out';
  return status;
}

function toCauseDtos(
  causes: readonly OfferCause[],
  ticketPriceMinor: bigint,
  currency: string,
): RaffleCauseDto[] {
  return causes.map(({ causeId: _id, ...cause }) => ({
    ...cause,
    perTicket: moneyDto(
      causeAmountsOfBundle({
        bundlePriceMinor: ticketPriceMinor,
        numTickets: 1,
        shareBasisPoints: cause.shareBasisPoints,
        currency,
      })[0] ?? 0n,
      currency,
    ),
  }));
}

export function toRaffleOfferDto(
  offer: ProductOfferRow,
  draw: DrawRow,
  input: { sold: number; causes: readonly OfferCause[]; now: Date },
): RaffleOfferDto {
  const cap = draw.ticketCap ?? 0;
  const price = offer.ticketPriceMinor ?? 0n;
  return {
    productOfferKey: offer.key,
    name: offer.name,
    description: offer.description,
    drawNo: draw.drawNo,
    drawName: draw.name ?? `${offer.name} ${draw.drawNo}`,
    prizeDescription: draw.prizeDescription ?? '',
    featureImage: draw.featureImage,
    prizeValue: moneyDto(draw.prizeValueMinor ?? 0n, draw.currency),
    drawDate: draw.drawAt.toISOString(),
    drawStop: draw.salesCloseAt.toISOString(),
    drawPreOrderStartDate: draw.salesOpenAt?.toISOString() ?? null,
    purchaseStatus: rafflePurchaseStatus(draw, input.sold, input.now),
    ticketCap: cap,
    ticketsSold: input.sold,
    ticketsLeft: Math.max(0, cap - input.sold),
    ticketPrice: moneyDto(price, offer.currency),
    causes: toCauseDtos(input.causes, price, offer.currency),
  };
}

/** GET /raffles: every available raffle with its current draw, in display order. */
export async function listRaffles(ctx: Ctx): Promise<RaffleOfferDto[]> {
  const now = ctx.clock.now();
  const offers = await listRaffleOffers(ctx);
  const ids = offers.map((o) => o.id);
  const current = await getCurrentDraws(ctx, ids);
  const causes = await listOfferCauses(ctx, ids);
  const sold = await soldByDraw(
    ctx,
    [...current.values()].map((d) => d.id),
  );
  return offers.flatMap((offer) => {
    const draw = current.get(offer.id);
    if (!draw) return [];
    return [
      toRaffleOfferDto(offer, draw, {
        sold: sold.get(draw.id) ?? 0,
        causes: causes.get(offer.id) ?? [],
        now,
      }),
    ];
  });
}

/** A draw's prizes in their order: main first, then by timestamp, then by id (spec 2 §3). */
export async function listDrawPrizes(ctx: Reader, drawId: string): Promise<RafflePrizeRow[]> {
  const rows = await ctx.db
    .select()
    .from(rafflePrizes)
    .where(eq(rafflePrizes.drawId, drawId))
    .orderBy(asc(rafflePrizes.awardAt));
  return rows.sort(comparePrizes);
}

export function toPrizeDto(p: RafflePrizeRow): RafflePrizeDto {
  return {
    id: p.id,
    kind: p.kind,
    name: p.name,
    description: p.description,
    value: moneyDto(p.valueMinor, p.currency),
    payout: p.payout,
    timestamp: p.awardAt.toISOString(),
  };
}

/** A raffle offer by key, or not_found (a lottery's key included). */
export async function loadRaffleOffer(ctx: Reader, productOfferKey: string): Promise<ProductOfferRow> {
  const offer = await getProductOfferByKey(ctx, productOfferKey);
  if (offer?.kind !== 'raffle' || !offer.available) {
    throw new DomainError('not_found', { message: 'There is no such raffle.' });
  }
  return offer;
}

/** GET /raffles/{key}: the raffle page — its current draw, prizes in order, bundles and causes. */
export async function getRaffle(ctx: Ctx, input: { productOfferKey: string }): Promise<RaffleDetailsDto> {
  const offer = await loadRaffleOffer(ctx, input.productOfferKey);
  const draw = (await getCurrentDraws(ctx, [offer.id])).get(offer.id);
  if (!draw) throw new DomainError('not_found', { message: `${offer.name} has no draw yet.` });
  const causes = (await listOfferCauses(ctx, [offer.id])).get(offer.id) ?? [];
  const sold = (await soldByDraw(ctx, [draw.id])).get(draw.id) ?? 0;
  const prizes = await listDrawPrizes(ctx, draw.id);
  const bundles: RaffleBundleDto[] = (await listRaffleBundles(ctx, offer.id)).map((b) => ({
    numTickets: b.numTickets,
    price: moneyDto(b.priceMinor, offer.currency),
    label: b.label,
  }));
  return {
    ...toRaffleOfferDto(offer, draw, { sold, causes, now: ctx.clock.now() }),
    prizes: prizes.map(toPrizeDto),
    bundles,
  };
}

/** How many tickets of a raffle draw can still be bought. */
export async function ticketsLeft(ctx: Reader, draw: Pick<DrawRow, 'id' | 'ticketCap'>): Promise<number> {
  const sold = (await soldByDraw(ctx, [draw.id])).get(draw.id) ?? 0;
  return Math.max(0, (draw.ticketCap ?? 0) - sold);
}
