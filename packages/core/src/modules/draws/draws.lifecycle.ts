/**
 * What the draw life-cycle job has to act on: draws the shop must draw itself, and draws whose result is in but
 * whose settlement (scoring and paying) has not finished.
 */
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productOffers } from '../catalog/catalog.tables.ts';
import { closeDueDraws } from './draws.service.ts';
import { draws } from './draws.tables.ts';

export type LifecycleDraw = { drawId: string; offerKey: string; drawNo: number };

/** How many draws one pass takes on at most; the next pass carries on with the rest. */
export const LIFECYCLE_BATCH = 100;

const columns = { drawId: draws.id, offerKey: productOffers.key, drawNo: draws.drawNo };

/** Closes every draw whose sales stop has passed (closeDueDraws) and names each by its offer key. */
export async function closeDueLifecycleDraws(db: Db, now: Date): Promise<LifecycleDraw[]> {
  const closed = await closeDueDraws(db, now);
  if (closed.length === 0) return [];
  const offers = await db
    .select({ id: productOffers.id, key: productOffers.key })
    .from(productOffers)
    .where(inArray(productOffers.id, [...new Set(closed.map((d) => d.offerId))]));
  const keyOf = new Map(offers.map((o) => [o.id, o.key]));
  return closed
    .map((d) => ({
      drawId: d.id,
      offerKey: keyOf.get(d.offerId) ?? d.offerId,
      drawNo: d.drawNo,
      drawAt: d.drawAt,
    }))
    .sort((a, b) => a.drawAt.getTime() - b.drawAt.getTime() || a.offerKey.localeCompare(b.offerKey))
    .map(({ drawAt: _drawAt, ...draw }) => draw);
}

/** Closed draws of offers the shop draws itself whose draw time has come, oldest first. */
export async function listShopDrawsDue(db: Db, now: Date, limit = LIFECYCLE_BATCH): Promise<LifecycleDraw[]> {
  return db
    .select(columns)
    .from(draws)
    .innerJoin(productOffers, eq(productOffers.id, draws.offerId))
    .where(and(eq(productOffers.drawnBy, 'shop'), eq(draws.status, 'DRAW_CLOSED'), lte(draws.drawAt, now)))
    .orderBy(asc(draws.drawAt), asc(draws.id))
    .limit(limit);
}

/**
 * Draws of any offer with their numbers in but not yet paid (drawn, or scored when paying was interrupted),
 * oldest first: settling them again finishes the job.
 */
export async function listDrawsToSettle(db: Db, limit = LIFECYCLE_BATCH): Promise<LifecycleDraw[]> {
  return db
    .select(columns)
    .from(draws)
    .innerJoin(productOffers, eq(productOffers.id, draws.offerId))
    .where(inArray(draws.status, ['DRAW_DRAWN', 'DRAW_SCORED']))
    .orderBy(asc(draws.drawAt), asc(draws.id))
    .limit(limit);
}
