import type { GameMatrixDto, GameType, OfferBrandingDto, ProductType } from '@lottoshop/contracts/catalog';
import type { DrawType } from '@lottoshop/contracts/draws';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from '../../db/columns.ts';
import type { LocalDate } from '../../shared/calendar.ts';

/** Charities a raffle or charity draw supports. */
export const causes = pgTable('causes', {
  id: idColumn(),
  key: text('key').notNull().unique(),
  urlSlug: text('url_slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  websiteUrl: text('website_url'),
  logoUrl: text('logo_url'),
  createdAt: createdAt(),
});

/** Draws on given weekdays at one local time (the operators' weekly lotteries). */
export type WeeklyDrawSchedule = {
  /** Absent on schedules stored before interval schedules existed; a schedule without a kind is weekly. */
  kind?: 'weekly';
  /** ISO weekdays 1 (Monday) .. 7 (Sunday) on which the draw takes place. */
  weekdays: number[];
  /** Local draw time HH:MM in `timezone`. */
  time: string;
  timezone: string;
  /** Sales stop this many minutes before the draw. */
  salesCloseMinutesBefore: number;
  /**
   * How the operator numbers draws: the draw on `epoch` (a scheduled day) was number `firstDrawNo` and every
   * scheduled draw since counts on by one. Used for an offer's first scheduled draw; without it, draw 1.
   */
  numbering?: { epoch: LocalDate; firstDrawNo: number };
  /**
   * The player chooses which of the draw days to play (one, or all) and for how many weeks (spec 1 §3 `days`,
   * `day`, `numWeeks`; decision 052). Absent: every ticket enters consecutive draws.
   */
  selectableDays?: boolean;
  /**
   * The key of the lottery whose draws this game is played on (Lotto Strike on Saturday Lotto): the same days and
   * draw numbers, and its numbers are the first balls of that lottery's draw, in the order drawn (GAMES.md). The
   * schedule is then the same as that lottery's.
   */
  playedOn?: string;
};

/**
 * A draw every `everyMinutes` minutes, all day, counted from each local midnight in `timezone` (a quick game the
 * shop draws itself). `everyMinutes` divides a day (1440) evenly. The first draw is number 1; later draws count
 * on from the last one. Draw periods that pass while the shop is not running are skipped, not filled in.
 */
export type IntervalDrawSchedule = {
  kind: 'interval';
  everyMinutes: number;
  timezone: string;
  /** Sales stop this many minutes before the draw; less than `everyMinutes`, so the next draw is on sale. */
  salesCloseMinutesBefore: number;
};

export type DrawSchedule = WeeklyDrawSchedule | IntervalDrawSchedule;

/** Who draws an offer's numbers: the lottery operator (results are entered) or the shop itself (its RNG). */
export type DrawnBy = 'operator' | 'shop';

/** Something the shop sells draws of: a lottery or a raffle. */
export const productOffers = pgTable(
  'product_offers',
  {
    id: idColumn(),
    key: text('key').notNull().unique(),
    kind: text('kind').$type<'lottery' | 'raffle'>().notNull(),
    productType: text('product_type').$type<ProductType>().notNull(),
    drawType: text('draw_type').$type<DrawType>().notNull(),
    name: text('name').notNull(),
    brandName: text('brand_name').$type<OfferBrandingDto['brandName']>().notNull(),
    description: text('description').notNull(),
    available: boolean('available').notNull().default(true),
    displayOrder: integer('display_order').notNull(),
    currency: text('currency').notNull(),
    /** Raffles: price of one ticket. Lotteries price per game type (offer_game_types). */
    ticketPriceMinor: bigint('ticket_price_minor', { mode: 'bigint' }),
    /** Lotteries: when draws take place. Raffles are scheduled one draw at a time. */
    drawSchedule: jsonb('draw_schedule').$type<DrawSchedule>(),
    /** Lotteries: whether the operator's official result is entered, or the shop draws the numbers itself. */
    drawnBy: text('drawn_by').$type<DrawnBy>().notNull().default('operator'),
    /** Lotteries: the announced jackpot, given to a draw scheduled when the offer has no other draw on sale. */
    nextJackpotMinor: bigint('next_jackpot_minor', { mode: 'bigint' }),
    /**
     * Lotteries: the jackpot every other scheduled draw starts with when it is fixed (a guaranteed pool, a
     * monthly annuity); null when a draw's jackpot is announced after the previous draw.
     */
    standingJackpotMinor: bigint('standing_jackpot_minor', { mode: 'bigint' }),
    causeId: uuid('cause_id').references(() => causes.id),
    branding: jsonb('branding').$type<Pick<OfferBrandingDto, 'colours' | 'logoUrl'>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('product_offers_kind', sql`${t.kind} in ('lottery', 'raffle')`),
    check('product_offers_drawn_by', sql`${t.drawnBy} in ('operator', 'shop')`),
    check(
      'product_offers_ticket_price_positive',
      sql`${t.ticketPriceMinor} is null or ${t.ticketPriceMinor} > 0`,
    ),
    check(
      'product_offers_jackpots_non_negative',
      sql`coalesce(${t.nextJackpotMinor}, 0) >= 0 and coalesce(${t.standingJackpotMinor}, 0) >= 0`,
    ),
  ],
);
export type ProductOfferRow = typeof productOffers.$inferSelect;

/**
 * A lottery's rules, versioned: a definition applies to draws numbered from `effectiveFromDrawNo` until the
 * next definition of the same offer. Score a draw with the definition in force for its number.
 */
export const gameDefinitions = pgTable(
  'game_definitions',
  {
    id: idColumn(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => productOffers.id, { onDelete: 'cascade' }),
    effectiveFromDrawNo: integer('effective_from_draw_no').notNull(),
    matrix: jsonb('matrix').$type<GameMatrixDto>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('game_definitions_offer_from').on(t.offerId, t.effectiveFromDrawNo)],
);

/** Division rules of a game definition, checked in division order; a line wins at most one division. */
export const gameDivisions = pgTable(
  'game_divisions',
  {
    definitionId: uuid('definition_id')
      .notNull()
      .references(() => gameDefinitions.id, { onDelete: 'cascade' }),
    division: integer('division').notNull(),
    mainMatches: integer('main_matches').notNull(),
    minSupplementary: integer('min_supplementary').notNull().default(0),
    bonusRequired: boolean('bonus_required').notNull().default(false),
    prizeKind: text('prize_kind').$type<'pool' | 'fixed' | 'annuity' | 'free_entry'>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.definitionId, t.division] }),
    check(
      'game_divisions_positive',
      sql`${t.division} > 0 and ${t.mainMatches} >= 0 and ${t.minSupplementary} >= 0`,
    ),
  ],
);

/** The entry types an offer sells, each with its price per game and limits. */
export const offerGameTypes = pgTable(
  'offer_game_types',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => productOffers.id, { onDelete: 'cascade' }),
    gameType: text('game_type').$type<GameType>().notNull(),
    name: text('name').notNull(),
    pricePerGameMinor: bigint('price_per_game_minor', { mode: 'bigint' }).notNull(),
    minGames: integer('min_games').notNull(),
    maxGames: integer('max_games').notNull(),
    defaultGames: integer('default_games').notNull(),
    systemSizes: jsonb('system_sizes').$type<number[]>(),
    displayOrder: integer('display_order').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.gameType] }),
    check('offer_game_types_price_positive', sql`${t.pricePerGameMinor} > 0`),
    check(
      'offer_game_types_games_range',
      sql`${t.minGames} >= 1 and ${t.minGames} <= ${t.defaultGames} and ${t.defaultGames} <= ${t.maxGames}`,
    ),
  ],
);
export type OfferGameTypeRow = typeof offerGameTypes.$inferSelect;

/**
 * Raffles: the bundles a raffle's tickets are sold in (1 ticket, 5 for the price of 4, …). A cart item of a raffle
 * is one bundle (`num_games` = the bundle's tickets), priced by this row.
 */
export const raffleBundles = pgTable(
  'raffle_bundles',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => productOffers.id, { onDelete: 'cascade' }),
    numTickets: integer('num_tickets').notNull(),
    priceMinor: bigint('price_minor', { mode: 'bigint' }).notNull(),
    /** A short name shown on the bundle, e.g. "Best value". */
    label: text('label'),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.numTickets] }),
    check('raffle_bundles_tickets_range', sql`${t.numTickets} between 1 and 500`),
    check('raffle_bundles_price_positive', sql`${t.priceMinor} > 0`),
  ],
);
export type RaffleBundleRow = typeof raffleBundles.$inferSelect;

/**
 * The causes a raffle's buyer may choose between, and the share of each ticket's price (in basis points of the
 * price) that goes to the cause chosen.
 */
export const offerCauses = pgTable(
  'offer_causes',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => productOffers.id, { onDelete: 'cascade' }),
    causeId: uuid('cause_id')
      .notNull()
      .references(() => causes.id, { onDelete: 'cascade' }),
    shareBasisPoints: integer('share_basis_points').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.causeId] }),
    check('offer_causes_share_range', sql`${t.shareBasisPoints} between 0 and 10000`),
  ],
);
export type OfferCauseRow = typeof offerCauses.$inferSelect;
