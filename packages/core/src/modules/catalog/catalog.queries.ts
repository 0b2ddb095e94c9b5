import {
  type CauseDto,
  GAME_TYPE_ROUTE_SUFFIX,
  type GameDefinitionDto,
  type GameMatrixDto,
  type OfferBrandingDto,
  type ProductOfferDto,
} from '@lottoshop/contracts/catalog';
import { type Currency, money } from '@lottoshop/contracts/money';
import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Page } from '../../page.ts';
import { getNextDraws, toDrawDto } from '../draws/draws.queries.ts';
import {
  causes,
  type DrawSchedule,
  gameDefinitions,
  gameDivisions,
  offerGameTypes,
  type ProductOfferRow,
  productOffers,
} from './catalog.tables.ts';

const WEEKDAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

export function toBrandingDto(offer: ProductOfferRow): OfferBrandingDto {
  return {
    productOfferKey: offer.key,
    name: offer.name,
    brandName: offer.brandName,
    colours: offer.branding.colours,
    logoUrl: offer.branding.logoUrl,
  };
}

function toCauseDto(cause: typeof causes.$inferSelect): CauseDto {
  return {
    key: cause.key,
    urlSlug: cause.urlSlug,
    name: cause.name,
    description: cause.description,
    websiteUrl: cause.websiteUrl,
    logoUrl: cause.logoUrl,
  };
}

/** An interval schedule is shown as every day from midnight, with its interval. */
function toDrawScheduleDto(schedule: DrawSchedule): NonNullable<ProductOfferDto['drawSchedule']> {
  if (schedule.kind === 'interval') {
    return {
      days: [...WEEKDAY_NAMES],
      time: '00:00',
      timezone: schedule.timezone,
      everyMinutes: schedule.everyMinutes,
    };
  }
  return {
    days: schedule.weekdays.map((d) => WEEKDAY_NAMES[d - 1] ?? String(d)),
    time: schedule.time,
    timezone: schedule.timezone,
  };
}

/** Branding of every available offer, in display order. */
export async function listOfferBranding(db: Db): Promise<OfferBrandingDto[]> {
  const offers = await db
    .select()
    .from(productOffers)
    .where(eq(productOffers.available, true))
    .orderBy(asc(productOffers.displayOrder));
  return offers.map(toBrandingDto);
}

/** The rules in force for a given draw of an offer: the definition with the greatest effective-from <= drawNo. */
export async function getGameDefinition(
  db: Db,
  offerId: string,
  drawNo: number,
): Promise<GameDefinitionDto | null> {
  const [definition] = await db
    .select()
    .from(gameDefinitions)
    .where(and(eq(gameDefinitions.offerId, offerId), lte(gameDefinitions.effectiveFromDrawNo, drawNo)))
    .orderBy(desc(gameDefinitions.effectiveFromDrawNo))
    .limit(1);
  if (!definition) return null;
  const divisions = await db
    .select()
    .from(gameDivisions)
    .where(eq(gameDivisions.definitionId, definition.id))
    .orderBy(asc(gameDivisions.division));
  return {
    effectiveFromDrawNo: definition.effectiveFromDrawNo,
    matrix: definition.matrix,
    divisions: divisions.map(({ division, mainMatches, minSupplementary, bonusRequired, prizeKind }) => ({
      division,
      mainMatches,
      minSupplementary,
      bonusRequired,
      prizeKind,
    })),
  };
}

/** Every available offer with its game types, current matrix, cause, branding and next draw. */
export async function listProductOffers(db: Db, now: Date): Promise<ProductOfferDto[]> {
  const offers = await db
    .select()
    .from(productOffers)
    .where(eq(productOffers.available, true))
    .orderBy(asc(productOffers.displayOrder));
  if (offers.length === 0) return [];
  const offerIds = offers.map((o) => o.id);

  const [types, definitions, causeRows, nextDraws] = await Promise.all([
    db
      .select()
      .from(offerGameTypes)
      .where(and(inArray(offerGameTypes.offerId, offerIds), eq(offerGameTypes.enabled, true)))
      .orderBy(asc(offerGameTypes.displayOrder)),
    db
      .select()
      .from(gameDefinitions)
      .where(inArray(gameDefinitions.offerId, offerIds))
      .orderBy(asc(gameDefinitions.effectiveFromDrawNo)),
    db.select().from(causes),
    getNextDraws(db, offerIds, now),
  ]);
  const causeById = new Map(causeRows.map((c) => [c.id, c]));

  return offers.map((offer) => {
    const currency = offer.currency as Currency;
    const nextDraw = nextDraws.get(offer.id) ?? null;
    // The matrix shown is the one in force for the next draw (or the latest when none is scheduled).
    let matrix: GameMatrixDto | null = null;
    for (const d of definitions) {
      if (d.offerId !== offer.id) continue;
      if (nextDraw && d.effectiveFromDrawNo > nextDraw.drawNo) break;
      matrix = d.matrix;
    }
    const cause = offer.causeId ? causeById.get(offer.causeId) : undefined;
    return {
      key: offer.key,
      name: offer.name,
      brandName: offer.brandName,
      kind: offer.kind,
      productType: offer.productType,
      drawType: offer.drawType,
      description: offer.description,
      availability: offer.available ? 'available' : 'unavailable',
      displayOrder: offer.displayOrder,
      drawSchedule: offer.drawSchedule ? toDrawScheduleDto(offer.drawSchedule) : null,
      ticketPrice: offer.ticketPriceMinor === null ? null : money(offer.ticketPriceMinor, currency),
      gameTypes: types
        .filter((t) => t.offerId === offer.id)
        .map((t) => ({
          gameType: t.gameType,
          name: t.name,
          pricePerGame: money(t.pricePerGameMinor, currency),
          minGames: t.minGames,
          maxGames: t.maxGames,
          defaultGames: t.defaultGames,
          systemSizes: t.systemSizes,
          routeSuffix: GAME_TYPE_ROUTE_SUFFIX[t.gameType],
        })),
      matrix,
      cause: cause ? toCauseDto(cause) : null,
      branding: toBrandingDto(offer),
      nextDraw: nextDraw ? toDrawDto(nextDraw, offer.key, now) : null,
    };
  });
}

/** A page of causes by name (optionally the one with a url slug), with the count of all that match. */
export async function listCauses(
  db: Db,
  query: { urlSlug?: string; limit?: number; offset?: number } = {},
): Promise<Page<CauseDto>> {
  const where = query.urlSlug === undefined ? undefined : eq(causes.urlSlug, query.urlSlug);
  const limit = query.limit ?? 100;
  const offset = query.offset ?? 0;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(causes)
      .where(where)
      .orderBy(asc(causes.name), asc(causes.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(causes).where(where),
  ]);
  return { items: rows.map(toCauseDto), total: count?.total ?? 0, limit, offset };
}

export async function getCause(db: Db, key: string): Promise<CauseDto | null> {
  const [row] = await db.select().from(causes).where(eq(causes.key, key)).limit(1);
  return row ? toCauseDto(row) : null;
}

/** Lotteries on sale with a draw schedule (weekly or interval): the offers whose draws the shop schedules itself. */
export async function listScheduledLotteries(db: Db): Promise<ProductOfferRow[]> {
  return db
    .select()
    .from(productOffers)
    .where(
      and(
        eq(productOffers.kind, 'lottery'),
        eq(productOffers.available, true),
        isNotNull(productOffers.drawSchedule),
      ),
    )
    .orderBy(asc(productOffers.displayOrder));
}

export async function getProductOfferByKey(db: Db, key: string): Promise<ProductOfferRow | null> {
  const [row] = await db.select().from(productOffers).where(eq(productOffers.key, key)).limit(1);
  return row ?? null;
}
