import type { DrawDto, PurchaseStatus } from '@lottoshop/contracts/draws';
import { type Currency, money } from '@lottoshop/contracts/money';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type DrawRow, draws } from './draws.tables.ts';

/** What a shopper can do with a draw right now. Open and pre-order are the only purchasable states. */
export function purchaseStatusOf(
  draw: Pick<DrawRow, 'status' | 'salesCloseAt' | 'salesOpenAt'>,
  now: Date,
): PurchaseStatus {
  if (draw.status === 'DRAW_CAPPED') return 'sold_out';
  if (draw.status !== 'DRAW_OPEN' || now.getTime() >= draw.salesCloseAt.getTime()) return 'past_draw';
  if (draw.salesOpenAt && now.getTime() < draw.salesOpenAt.getTime()) return 'pre_order';
  return 'open';
}

export function toDrawDto(draw: DrawRow, productOfferKey: string, now: Date): DrawDto {
  const currency = draw.currency as Currency;
  const amount = (minor: bigint | null) => (minor === null ? null : money(minor, currency));
  return {
    id: draw.id,
    productOfferKey,
    drawNo: draw.drawNo,
    drawType: draw.drawType,
    status: draw.status,
    purchaseStatus: purchaseStatusOf(draw, now),
    drawDate: draw.drawAt.toISOString(),
    drawStop: draw.salesCloseAt.toISOString(),
    drawPreOrderStartDate: draw.salesOpenAt?.toISOString() ?? null,
    jackpot: amount(draw.jackpotMinor),
    prizePool: amount(draw.prizePoolMinor),
    name: draw.name,
    value: amount(draw.prizeValueMinor),
    prizeDescription: draw.prizeDescription,
    featureImage: draw.featureImage,
  };
}

/** The next draw still on sale (or sold out) of each offer, keyed by offer id. */
export async function getNextDraws(db: Db, offerIds: string[], now: Date): Promise<Map<string, DrawRow>> {
  if (offerIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([draws.offerId])
    .from(draws)
    .where(
      and(
        inArray(draws.offerId, offerIds),
        inArray(draws.status, ['DRAW_OPEN', 'DRAW_CAPPED']),
        gt(draws.salesCloseAt, now),
      ),
    )
    .orderBy(draws.offerId, asc(draws.drawAt));
  return new Map(rows.map((r) => [r.offerId, r]));
}

/** Upcoming draws of one offer, soonest first. */
export async function listUpcomingDraws(db: Db, offerId: string, now: Date, limit = 10): Promise<DrawRow[]> {
  return db
    .select()
    .from(draws)
    .where(and(eq(draws.offerId, offerId), gt(draws.drawAt, now)))
    .orderBy(asc(draws.drawAt))
    .limit(limit);
}
