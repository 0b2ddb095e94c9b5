/** Draw results (spec 2 §7 Draws): drawn numbers and each division's dividend. */
import { z } from 'zod';
import { GameMatrixDto } from './catalog.ts';
import { DRAW_NO_MAX, DrawStatusSchema, OfferKeyParam } from './draws.ts';
import { intQuery } from './int-query.ts';
import { MoneyDto } from './money.ts';
import { DrawnNumbersDto } from './orders.ts';

export const DivisionResultDto = z.object({
  division: z.number().int(),
  /** e.g. "5 winning numbers + 1 supplementary". */
  description: z.string(),
  winners: z.number().int(),
  /** The dividend paid to each winning line. */
  prize: MoneyDto,
});
export type DivisionResultDto = z.infer<typeof DivisionResultDto>;

export const DrawResultDto = z.object({
  productOfferKey: z.string(),
  productOfferName: z.string(),
  drawNo: z.number().int(),
  drawDate: z.string(),
  status: DrawStatusSchema,
  numbers: DrawnNumbersDto,
  divisions: z.array(DivisionResultDto),
  jackpot: MoneyDto.nullable(),
  /** How the numbers came: the operator's official result, or drawn by the shop (then auditable). */
  source: z.enum(['official', 'shop_rng']),
  /** For shop draws: the seed hash published before sales closed and the seed revealed after the draw. */
  audit: z
    .object({ seedHash: z.string(), seed: z.string().nullable(), entriesHash: z.string().nullable() })
    .nullable(),
  /** Demo history made by the shop's RNG when the demo was set up (not a real draw): shown as "demo results". */
  demo: z.boolean(),
});
export type DrawResultDto = z.infer<typeof DrawResultDto>;

/** One of the signed-in customer's lines in a draw, and what it won (null: nothing). */
export const CustomerDrawLineDto = z.object({
  lineNo: z.number().int(),
  numbers: z.array(z.number().int()),
  bonus: z.array(z.number().int()),
  division: z.number().int().nullable(),
  prize: MoneyDto.nullable(),
});
export type CustomerDrawLineDto = z.infer<typeof CustomerDrawLineDto>;

/** A draw's result with the signed-in customer's own entries in it (spec 2 §3 Past draw: customerData.orders). */
export const CustomerDrawResultDto = DrawResultDto.extend({
  customerData: z.object({
    orders: z.array(
      z.object({ ticketId: z.string(), checkoutId: z.string(), lines: z.array(CustomerDrawLineDto) }),
    ),
    /** The sum of the customer's prizes in this draw. */
    totalWon: MoneyDto,
  }),
});
export type CustomerDrawResultDto = z.infer<typeof CustomerDrawResultDto>;

// Zod-free, so the browser's results pages can use it without the schemas (apps/web's JS budget).
export { divisionOnePrize } from './results-figures.ts';

/** Past results page size (spec 2 §9). */
export const PAST_RESULTS_PAGE_SIZE = 5;
export const RESULT_CATEGORIES = ['lotteries', 'raffles'] as const;

/** The archive's month (spec 1 §2 `/{offer}/results/{date}`): `YYYY-MM`. */
export const ARCHIVE_MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** The first year the archive answers for, and how many draws a month's archive page shows at most. */
export const ARCHIVE_FIRST_YEAR = 2000;
export const ARCHIVE_PAGE_SIZE = 31;

/** Statistics window (draws counted back from the latest): the choices offered, the default and the limits. */
export const STATISTICS_WINDOWS = [10, 25, 50, 100, 200] as const;
export const STATISTICS_DEFAULT_WINDOW = 50;
export const STATISTICS_MAX_WINDOW = 500;

/** How one number has done over the window of draws. */
export const NumberStatDto = z.object({
  number: z.number().int(),
  /** Draws of the window in which it was drawn (as a main number, or as the bonus ball in the bonus table). */
  drawn: z.number().int(),
  /** Draws since it was last drawn (0: in the latest draw); null when not drawn in the window. */
  drawsSinceSeen: z.number().int().nullable(),
  /** The average division 1 dividend of the draws it was drawn in, in minor units; null when not drawn. */
  averageDivisionOne: MoneyDto.nullable(),
});
export type NumberStatDto = z.infer<typeof NumberStatDto>;

export const NumberStatisticsDto = z.object({
  productOfferKey: z.string(),
  productOfferName: z.string(),
  /** Draws asked for, and draws actually counted (fewer when the history is shorter). */
  window: z.number().int(),
  drawsCounted: z.number().int(),
  firstDrawNo: z.number().int().nullable(),
  lastDrawNo: z.number().int().nullable(),
  /** Whether any of the draws counted is demo history. */
  demo: z.boolean(),
  main: z.array(NumberStatDto),
  bonus: z.array(NumberStatDto),
});
export type NumberStatisticsDto = z.infer<typeof NumberStatisticsDto>;

/** A division's winners among the shop's customers; names only of those who agreed to be named. */
export const DivisionWinnersDto = z.object({
  division: z.number().int(),
  description: z.string(),
  prize: MoneyDto,
  winners: z.number().int(),
  /** First name and state of each winner who agreed to be named (decision 037); the rest are counted only. */
  named: z.array(z.object({ firstName: z.string(), state: z.string() })),
});
export type DivisionWinnersDto = z.infer<typeof DivisionWinnersDto>;

export const DrawWinnersDto = z.object({
  productOfferKey: z.string(),
  productOfferName: z.string(),
  drawNo: z.number().int(),
  drawDate: z.string(),
  demo: z.boolean(),
  divisions: z.array(DivisionWinnersDto),
});
export type DrawWinnersDto = z.infer<typeof DrawWinnersDto>;

/** A draw's prize table: every division, what it takes to win it, its kind and its dividend. */
export const DrawPrizesDto = z.object({
  productOfferKey: z.string(),
  productOfferName: z.string(),
  drawNo: z.number().int(),
  drawDate: z.string(),
  status: DrawStatusSchema,
  demo: z.boolean(),
  divisions: z.array(
    z.object({
      division: z.number().int(),
      description: z.string(),
      prizeKind: z.enum(['pool', 'fixed', 'annuity', 'free_entry']),
      /** Null before the dividends are declared. */
      prize: MoneyDto.nullable(),
    }),
  ),
});
export type DrawPrizesDto = z.infer<typeof DrawPrizesDto>;
/**
 * What anyone needs to check a draw the shop made itself (docs/raffle-draw-verification.md, "lotteries"): the seed
 * hash published while on sale, the frozen entries' hash, the seed once drawn, the game's barrels and the numbers.
 */
export const LotteryDrawVerificationDto = z.object({
  productOfferKey: z.string(),
  offerName: z.string(),
  drawId: z.string(),
  drawNo: z.number().int(),
  status: z.string(),
  algorithm: z.string(),
  seedHash: z.string().nullable(),
  seedCommittedAt: z.string().nullable(),
  entriesHash: z.string().nullable(),
  entriesCount: z.number().int().nullable(),
  /** Revealed once the draw is drawn; null before. */
  seed: z.string().nullable(),
  matrix: GameMatrixDto,
  /** The numbers the shop published; null before the draw. */
  drawn: z
    .object({
      main: z.array(z.number().int()),
      supplementary: z.array(z.number().int()),
      bonus: z.array(z.number().int()),
    })
    .nullable(),
});
export type LotteryDrawVerificationDto = z.infer<typeof LotteryDrawVerificationDto>;

/** The frozen entry list of a shop-drawn lottery draw: one line per game, "<ticketId>|<lineNo>|<numbers>|<bonus>". */
export const LotteryDrawEntriesDto = z.object({ drawId: z.string(), lines: z.array(z.string()) });
export type LotteryDrawEntriesDto = z.infer<typeof LotteryDrawEntriesDto>;

// ---------------------------------------------------------------- requests

/**
 * Results are cached for 30 s, not the usual 60: they appear when a draw is made, and the demo's express draws come
 * round every five minutes, so a shorter life keeps a fresh result from waiting a full minute behind the cache.
 */
export const RESULTS_CACHE_TTL_SECONDS = 30;

/** `/draws/pricing/{pricingId}/...`: pricing ids come from the pricing_id cookie (the characters a cookie value may hold, spec 1 §5). */
export const PricingParams = z.object({
  pricingId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, 'A pricing id has letters, digits, hyphens and underscores.'),
});

/** GET /v2/draws/pricing/{pricingId}/past: a page of past results of a category, or of one offer. */
export const PastResultsQuery = z.object({
  limit: intQuery({ min: 1, max: 50 }).optional(),
  offset: intQuery({ min: 0, max: 1_000_000 }).optional(),
  category: z
    .enum(RESULT_CATEGORIES, { error: `Must be one of: ${RESULT_CATEGORIES.join(', ')}.` })
    .optional(),
  key: OfferKeyParam.optional(),
});

/** A page of results. */
export const ResultsPageQuery = z.object({
  limit: intQuery({ min: 1, max: 50 }).optional(),
  offset: intQuery({ min: 0, max: 1_000_000 }).optional(),
});

/** One offer's results: `/draws/past_customer/{key}`. */
export const OfferKeyParams = z.object({ key: OfferKeyParam });

/** The archive by month: `/draws/past/archived/{key}/{year}/{month}`. */
export const ArchiveParams = OfferKeyParams.extend({
  year: intQuery({ min: ARCHIVE_FIRST_YEAR, max: 9999 }),
  month: intQuery({ min: 1, max: 12 }),
});

/** GET /v2/draws/statistics/{key}?window=N. */
export const StatisticsQuery = z.object({
  window: intQuery({ min: 1, max: STATISTICS_MAX_WINDOW }).optional(),
});

/** A lottery draw the shop drew itself, in its verifier's path: `/draw/verification/{productOfferKey}/{drawNo}`. */
export const LotteryDrawParams = z.object({
  productOfferKey: z.string().regex(/^[a-z0-9_]{1,100}$/, 'That lottery does not exist.'),
  drawNo: intQuery({ min: 1, max: DRAW_NO_MAX }),
});
