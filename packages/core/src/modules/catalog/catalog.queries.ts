/**
 * Reads of the catalogue: product offers, their game types and prices, the game rules in force for a draw number,
 * causes and branding. Other modules read offers only through these.
 */
import {
  type CauseDto,
  GAME_TYPE_ROUTE_SUFFIX,
  type GameDefinitionDto,
  type GameMatrixDto,
  type GameType,
  type OfferBrandingDto,
  type ProductOfferDto,
} from '@lottoshop/contracts/catalog';
import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once.ts';
import { type Money, minorUnits, moneyDto, moneyOf, multiply } from '../../shared/money.ts';
import type { Page } from '../../shared/page.ts';
import { ProcessCache } from '../../shared/process-cache.ts';
import type { Ctx } from '../../use-case.ts';
import {
  causes,
  type DrawnBy,
  type DrawSchedule,
  gameDefinitions,
  gameDivisions,
  type OfferGameTypeRow,
  offerGameTypes,
  type ProductOfferRow,
  productOffers,
  raffleBundles,
} from './catalog.tables.ts';

type Reader = Pick<Ctx, 'db'>;

const WEEKDAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** Game types that can be bought so far (the others are listed but not sold yet). */
export const SELLABLE_GAME_TYPES: ReadonlySet<GameType> = new Set<GameType>([
  'standard',
  'reduced_system',
  'powerhit',
  'powerpik',
  'random',
  'strike_standard',
  'strike_boxed',
  'sequential',
  'mega_combo',
]);

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

/** The days an offer lets the player choose from (weekday names), or null when it has none to choose (decision 052). */
export function selectableDaysOf(offer: Pick<ProductOfferRow, 'drawSchedule'>): string[] | null {
  const schedule = offer.drawSchedule;
  if (!schedule || schedule.kind === 'interval' || schedule.selectableDays !== true) return null;
  return schedule.weekdays.map((d) => WEEKDAY_NAMES[d - 1] ?? String(d));
}

/** An interval schedule is shown as every day from midnight, with its interval. */
function toDrawScheduleDto(schedule: DrawSchedule): NonNullable<ProductOfferDto['drawSchedule']> {
  if (schedule.kind === 'interval') {
    return {
      days: [...WEEKDAY_NAMES],
      time: '00:00',
      timezone: schedule.timezone,
      everyMinutes: schedule.everyMinutes,
      selectableDays: false,
    };
  }
  return {
    days: schedule.weekdays.map((d) => WEEKDAY_NAMES[d - 1] ?? String(d)),
    time: schedule.time,
    timezone: schedule.timezone,
    selectableDays: schedule.selectableDays === true,
  };
}

/** Branding of every available offer, in display order. */
export async function listOfferBranding(ctx: Reader): Promise<OfferBrandingDto[]> {
  const offers = await ctx.db
    .select()
    .from(productOffers)
    .where(eq(productOffers.available, true))
    .orderBy(asc(productOffers.displayOrder));
  return offers.map(toBrandingDto);
}

/**
 * Game rules are versioned by the draw number they take effect from and are added well ahead of that draw, so the
 * rules in force for a draw are kept in each process for a minute (purchases ask for them on every ticket).
 */
const definitionCache = new ProcessCache<GameDefinitionDto | null>(60_000);

/** The rules in force for a given draw of an offer: the definition with the greatest effective-from <= drawNo. */
export async function getGameDefinition(
  ctx: Reader,
  input: { offerId: string; drawNo: number },
): Promise<GameDefinitionDto | null> {
  const key = `${input.offerId}:${input.drawNo}`;
  const cached = definitionCache.get(key);
  if (cached !== undefined) return cached;
  const definition = await readGameDefinition(ctx, input);
  definitionCache.set(key, definition);
  return definition;
}

async function readGameDefinition(
  ctx: Reader,
  input: { offerId: string; drawNo: number },
): Promise<GameDefinitionDto | null> {
  const [definition] = await ctx.db
    .select()
    .from(gameDefinitions)
    .where(
      and(eq(gameDefinitions.offerId, input.offerId), lte(gameDefinitions.effectiveFromDrawNo, input.drawNo)),
    )
    .orderBy(desc(gameDefinitions.effectiveFromDrawNo))
    .limit(1);
  if (!definition) return null;
  const divisions = await ctx.db
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

/** An available offer as the shop lists it, before its next draw is known (the draws module adds that). */
export type CatalogueOffer = {
  offer: ProductOfferRow;
  dto: Omit<ProductOfferDto, 'matrix' | 'nextDraw' | 'upcomingDraws'>;
  /** The offer's matrices by the draw number they take effect from, ascending. */
  matrices: Array<{ effectiveFromDrawNo: number; matrix: GameMatrixDto }>;
};

/** Every available offer with its game types, prices, matrices, cause and branding, in display order. */
export async function listCatalogue(ctx: Reader): Promise<CatalogueOffer[]> {
  const { db } = ctx;
  const offers = await db
    .select()
    .from(productOffers)
    .where(eq(productOffers.available, true))
    .orderBy(asc(productOffers.displayOrder));
  if (offers.length === 0) return [];
  const offerIds = offers.map((o) => o.id);
  const [types, definitions, causeRows] = await Promise.all([
    db
      .select()
      .from(offerGameTypes)
      .where(and(inArray(offerGameTypes.offerId, offerIds), eq(offerGameTypes.enabled, true)))
      .orderBy(asc(offerGameTypes.displayOrder)),
    // Each definition with how its division 1 is paid (an annuity's jackpot is an amount a month).
    db
      .select({
        offerId: gameDefinitions.offerId,
        effectiveFromDrawNo: gameDefinitions.effectiveFromDrawNo,
        matrix: gameDefinitions.matrix,
        divisionOneKind: gameDivisions.prizeKind,
      })
      .from(gameDefinitions)
      .leftJoin(
        gameDivisions,
        and(eq(gameDivisions.definitionId, gameDefinitions.id), eq(gameDivisions.division, 1)),
      )
      .where(inArray(gameDefinitions.offerId, offerIds))
      .orderBy(asc(gameDefinitions.effectiveFromDrawNo)),
    db.select().from(causes),
  ]);
  const causeById = new Map(causeRows.map((c) => [c.id, c]));
  return offers.map((offer) => {
    const cause = offer.causeId ? causeById.get(offer.causeId) : undefined;
    const own = definitions.filter((d) => d.offerId === offer.id);
    return {
      offer,
      matrices: own.map((d) => ({ effectiveFromDrawNo: d.effectiveFromDrawNo, matrix: d.matrix })),
      dto: {
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
        ticketPrice:
          offer.ticketPriceMinor === null ? null : moneyDto(offer.ticketPriceMinor, offer.currency),
        gameTypes: types
          .filter((t) => t.offerId === offer.id)
          .map((t) => ({
            gameType: t.gameType,
            name: t.name,
            pricePerGame: moneyDto(t.pricePerGameMinor, offer.currency),
            minGames: t.minGames,
            maxGames: t.maxGames,
            defaultGames: t.defaultGames,
            systemSizes: t.systemSizes,
            routeSuffix: GAME_TYPE_ROUTE_SUFFIX[t.gameType],
          })),
        cause: cause ? toCauseDto(cause) : null,
        branding: toBrandingDto(offer),
        // The latest rules' division 1 (the demo's games have one version each).
        jackpotMonthly: own.at(-1)?.divisionOneKind === 'annuity',
      },
    };
  });
}

/** A page of causes by name (optionally the one with a url slug), with the count of all that match. */
export async function listCauses(
  ctx: Reader,
  query: { urlSlug?: string; limit?: number; offset?: number } = {},
): Promise<Page<CauseDto>> {
  const where = query.urlSlug === undefined ? undefined : eq(causes.urlSlug, query.urlSlug);
  const limit = query.limit ?? 100;
  const offset = query.offset ?? 0;
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select()
      .from(causes)
      .where(where)
      .orderBy(asc(causes.name), asc(causes.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ total: sql<number>`count(*)::int` }).from(causes).where(where),
  ]);
  return { items: rows.map(toCauseDto), total: count?.total ?? 0, limit, offset };
}

export async function getCause(ctx: Reader, input: { key: string }): Promise<CauseDto | null> {
  const [row] = await ctx.db.select().from(causes).where(eq(causes.key, input.key)).limit(1);
  return row ? toCauseDto(row) : null;
}

/** Lotteries on sale with a draw schedule (weekly or interval): the offers whose draws the shop schedules itself. */
export async function listScheduledLotteries(ctx: Reader): Promise<ProductOfferRow[]> {
  return ctx.db
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

export async function getProductOfferByKey(ctx: Reader, key: string): Promise<ProductOfferRow | null> {
  const [row] = await ctx.db.select().from(productOffers).where(eq(productOffers.key, key)).limit(1);
  return row ?? null;
}

/** Offers by id (any that do not exist are left out), keyed by id. */
export async function getProductOffersByIds(
  ctx: Reader,
  offerIds: readonly string[],
): Promise<Map<string, ProductOfferRow>> {
  const ids = [...new Set(offerIds)];
  if (ids.length === 0) return new Map();
  const rows = await ctx.db.select().from(productOffers).where(inArray(productOffers.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** A schedule's `playedOn` (the lottery whose draws an offer is played on), as SQL. */
const playedOnKey = sql`${productOffers.drawSchedule}->>'playedOn'`;

/**
 * Ids of the offers matching every given property (e.g. drawn by the shop, raffles, one key), in display order.
 * `ownDraws` leaves out the games played on another lottery's draws (`playedOn`), which are never drawn alone.
 */
export async function listOfferIds(
  ctx: Reader,
  filter: { drawnBy?: DrawnBy; kind?: 'lottery' | 'raffle'; key?: string; ownDraws?: true },
): Promise<string[]> {
  const conditions = [];
  if (filter.drawnBy) conditions.push(eq(productOffers.drawnBy, filter.drawnBy));
  if (filter.ownDraws) conditions.push(sql`${playedOnKey} is null`);
  if (filter.kind) conditions.push(eq(productOffers.kind, filter.kind));
  if (filter.key) conditions.push(eq(productOffers.key, filter.key));
  const rows = await ctx.db
    .select({ id: productOffers.id })
    .from(productOffers)
    .where(and(...conditions))
    .orderBy(asc(productOffers.displayOrder), asc(productOffers.key));
  return rows.map((r) => r.id);
}

/** The lotteries played on the draws of the lottery `hostKey` (their schedule's `playedOn`), available or not. */
export async function listOffersPlayedOn(ctx: Reader, hostKey: string): Promise<ProductOfferRow[]> {
  return ctx.db
    .select()
    .from(productOffers)
    .where(and(eq(productOffers.kind, 'lottery'), sql`${playedOnKey} = ${hostKey}`))
    .orderBy(asc(productOffers.displayOrder), asc(productOffers.key));
}

/** The enabled game type of an offer, or null when the offer does not sell it. */
export async function findEnabledGameType(
  ctx: Reader,
  input: { offerId: string; gameType: GameType },
): Promise<OfferGameTypeRow | null> {
  const [row] = await ctx.db
    .select()
    .from(offerGameTypes)
    .where(
      and(
        eq(offerGameTypes.offerId, input.offerId),
        eq(offerGameTypes.gameType, input.gameType),
        eq(offerGameTypes.enabled, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** An offer with its game types as they stand (names, prices, whether sold), as carts, tickets and purchases read it. */
export type OfferGameTypeState = Pick<
  OfferGameTypeRow,
  'name' | 'pricePerGameMinor' | 'enabled' | 'systemSizes' | 'minGames' | 'maxGames'
>;
export type OfferWithGameTypes = {
  offer: ProductOfferRow;
  gameTypes: ReadonlyMap<GameType, OfferGameTypeState>;
  /** Raffles: the price of each bundle sold, by its number of tickets (empty for lotteries). */
  bundles: ReadonlyMap<number, bigint>;
};

/** Offers by id with their game types, one row per game type; built once (db/built-once.ts). */
const offersWithGameTypes = builtOnce((db) =>
  db
    .select({
      offer: productOffers,
      gameType: offerGameTypes.gameType,
      name: offerGameTypes.name,
      pricePerGameMinor: offerGameTypes.pricePerGameMinor,
      enabled: offerGameTypes.enabled,
      systemSizes: offerGameTypes.systemSizes,
      minGames: offerGameTypes.minGames,
      maxGames: offerGameTypes.maxGames,
    })
    .from(productOffers)
    .leftJoin(offerGameTypes, eq(offerGameTypes.offerId, productOffers.id))
    .where(sql`${productOffers.id} = any(${sql.placeholder('ids')}::uuid[])`),
);

/** Offers by id with their game types, in one query; offers that do not exist are left out. */
export async function getOffersWithGameTypes(
  ctx: Reader,
  offerIds: readonly string[],
): Promise<Map<string, OfferWithGameTypes>> {
  const ids = [...new Set(offerIds)];
  const found = new Map<
    string,
    { offer: ProductOfferRow; gameTypes: Map<GameType, OfferGameTypeState>; bundles: Map<number, bigint> }
  >();
  if (ids.length === 0) return found;
  const rows = await offersWithGameTypes(ctx.db, { ids });
  for (const row of rows) {
    let entry = found.get(row.offer.id);
    if (!entry) {
      entry = { offer: row.offer, gameTypes: new Map(), bundles: new Map() };
      found.set(row.offer.id, entry);
    }
    if (
      row.gameType !== null &&
      row.name !== null &&
      row.pricePerGameMinor !== null &&
      row.enabled !== null &&
      row.minGames !== null &&
      row.maxGames !== null
    ) {
      entry.gameTypes.set(row.gameType, {
        name: row.name,
        pricePerGameMinor: row.pricePerGameMinor,
        enabled: row.enabled,
        systemSizes: row.systemSizes,
        minGames: row.minGames,
        maxGames: row.maxGames,
      });
    }
  }
  // Raffles are priced by bundle; read only when a raffle is among the offers (a lottery cart keeps one query).
  const raffleIds = [...found.values()].filter((e) => e.offer.kind === 'raffle').map((e) => e.offer.id);
  if (raffleIds.length > 0) {
    const bundles = await ctx.db
      .select()
      .from(raffleBundles)
      .where(and(inArray(raffleBundles.offerId, raffleIds), eq(raffleBundles.enabled, true)));
    for (const b of bundles) found.get(b.offerId)?.bundles.set(b.numTickets, b.priceMinor);
  }
  return found;
}

/**
 * What a ticket of this offer costs now, in the offer's currency, from an offer read with getOffersWithGameTypes:
 * price per game x games x draws; null when the offer is no longer on sale or the game type is no longer sold.
 */
export function currentPriceFrom(found: OfferWithGameTypes | undefined, ticket: PricedTicket): Money | null {
  if (!found?.offer.available) return null;
  const currency = found.offer.currency;
  if (found.offer.kind === 'raffle') {
    // A raffle item is one bundle: `numGames` is its number of tickets.
    const bundle = found.bundles.get(ticket.numGames);
    return bundle === undefined
      ? null
      : priceOf(moneyOf(bundle, currency), { numGames: 1, numDraws: ticket.numDraws });
  }
  const type = found.gameTypes.get(ticket.gameType);
  return type?.enabled ? priceOf(moneyOf(type.pricePerGameMinor, currency), ticket) : null;
}

/** What a ticket is priced by: its offer, game type, games and draws. */
export type PricedTicket = { offerId: string; gameType: GameType; numGames: number; numDraws: number };

/**
 * What one such ticket costs now: the game type's current price per game x games x draws; null when the offer is
 * no longer on sale or the game type is no longer sold.
 */
export async function currentTicketPriceMinor(ctx: Reader, ticket: PricedTicket): Promise<bigint | null> {
  const offers = await getOffersWithGameTypes(ctx, [ticket.offerId]);
  const price = currentPriceFrom(offers.get(ticket.offerId), ticket);
  return price === null ? null : minorUnits(price);
}

/** Spec 2 §9: a ticket costs its price per game x games x draws. */
export function priceOf(pricePerGame: Money, ticket: Pick<PricedTicket, 'numGames' | 'numDraws'>): Money {
  return multiply(pricePerGame, ticket.numGames * ticket.numDraws);
}

/** Price of one game of the offer (its cheapest game type): what a free-entry division is credited. */
export async function priceOfOneGame(ctx: Reader, offerId: string): Promise<bigint> {
  const [row] = await ctx.db
    .select({ price: offerGameTypes.pricePerGameMinor })
    .from(offerGameTypes)
    .where(and(eq(offerGameTypes.offerId, offerId), eq(offerGameTypes.enabled, true)))
    .orderBy(asc(offerGameTypes.pricePerGameMinor))
    .limit(1);
  return row?.price ?? 0n;
}
