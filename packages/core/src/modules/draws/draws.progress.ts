/**
 * The draw's progress through its result steps, shared by closing/entering a result (draws.results.service.ts),
 * the shop's own draws (draws.shop-draw.ts) and settlement (draws.settlement.ts). Each step is conditional on the
 * draw's status and idempotent, so running a step twice, or again after it was killed half-way, changes nothing
 * that was already done:
 *   DRAW_CLOSED --result/draw--> DRAW_DRAWN --score--> DRAW_SCORED --pay--> DRAW_PAID
 * Owns: finding a draw and its game rules, the conditional status move (advance), the audit record, the
 * status-order helpers and the price of one game (what a free-entry division is credited).
 */
import type { GameDefinitionDto } from '@lottoshop/contracts/catalog';
import type { DrawStatus } from '@lottoshop/contracts/draws';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../errors.ts';
import { getGameDefinition } from '../catalog/catalog.queries.ts';
import { offerGameTypes, type ProductOfferRow } from '../catalog/catalog.tables.ts';
import { findDraw } from './draws.results.queries.ts';
import { type DrawAuditEvent, drawAudit } from './draws.results.tables.ts';
import { changeDrawStatus } from './draws.service.ts';
import { type DrawRow, draws } from './draws.tables.ts';

export type DrawRef = { offerKey: string; drawNo: number };

/** Lines read per page while scoring or hashing entries. */
export const LINE_PAGE = 1000;

export const OPEN: readonly DrawStatus[] = ['DRAW_OPEN', 'DRAW_CAPPED'];
const STATUS_ORDER: readonly DrawStatus[] = [
  'DRAW_OPEN',
  'DRAW_CAPPED',
  'DRAW_CLOSED',
  'DRAW_DRAWN',
  'DRAW_SCORED',
  'DRAW_PAID',
  'DRAW_EMAILED',
];
export const reached = (status: DrawStatus, target: DrawStatus) =>
  STATUS_ORDER.indexOf(status) >= STATUS_ORDER.indexOf(target);

export async function audit(
  db: Db,
  drawId: string,
  event: DrawAuditEvent,
  detail: Record<string, unknown>,
  now: Date,
) {
  await db.insert(drawAudit).values({ drawId, event, detail, at: now });
}

export async function loadDraw(db: Db, ref: DrawRef): Promise<{ draw: DrawRow; offer: ProductOfferRow }> {
  const found = await findDraw(db, ref.offerKey, ref.drawNo);
  if (!found) {
    throw new DomainError('not_found', { message: `There is no draw ${ref.drawNo} of ${ref.offerKey}.` });
  }
  return found;
}

export async function rulesFor(db: Db, draw: DrawRow, offer: ProductOfferRow): Promise<GameDefinitionDto> {
  const definition = await getGameDefinition(db, offer.id, draw.drawNo);
  if (!definition) {
    throw new DomainError('conflict', {
      message: `${offer.name} has no game rules for draw ${draw.drawNo}, so it cannot be drawn or scored.`,
    });
  }
  return definition;
}

/**
 * Moves the draw from `from` to `to` inside `tx`, running `alongside` in the same transaction. Another run that
 * got there first is not an error: returns false and changes nothing.
 */
export async function advance(
  db: Db,
  drawId: string,
  from: DrawStatus,
  to: DrawStatus,
  now: Date,
  alongside: (tx: Db) => Promise<void>,
): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ status: draws.status })
        .from(draws)
        .where(eq(draws.id, drawId))
        .for('update');
      if (current?.status !== from) throw new AlreadyMoved();
      await alongside(tx);
      await changeDrawStatus(tx, drawId, to, now);
    });
    return true;
  } catch (error) {
    if (error instanceof AlreadyMoved) return false;
    throw error;
  }
}
class AlreadyMoved extends Error {}

/** Price of one game of the offer (its cheapest game type): what a free-entry division is credited. */
export async function priceOfOneGame(db: Db, offerId: string): Promise<bigint> {
  const [row] = await db
    .select({ price: offerGameTypes.pricePerGameMinor })
    .from(offerGameTypes)
    .where(and(eq(offerGameTypes.offerId, offerId), eq(offerGameTypes.enabled, true)))
    .orderBy(asc(offerGameTypes.pricePerGameMinor))
    .limit(1);
  return row?.price ?? 0n;
}
