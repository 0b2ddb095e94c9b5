import { z } from 'zod';
import { DrawDto, DrawTypeSchema } from './draws.ts';
import { intQuery } from './int-query.ts';
import { MoneyDto } from './money.ts';

export const PRODUCT_TYPES = ['lottery_ticket', 'syndicate_share', 'raffle_ticket'] as const;
export const ProductTypeSchema = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof ProductTypeSchema>;

/** Entry types ("game types") of the specification. */
export const GAME_TYPES = [
  'standard',
  'reduced_system',
  'powerhit',
  'powerpik',
  'mega_combo',
  'random',
  'strike_standard',
  'strike_boxed',
  'sequential',
  'syndicate',
  'deferred',
  'lotto_party',
] as const;
export const GameTypeSchema = z.enum(GAME_TYPES);
export type GameType = z.infer<typeof GameTypeSchema>;

/** URL suffix of each game type's play route (spec 1 §2); null means the bare offer route. */
export const GAME_TYPE_ROUTE_SUFFIX: Record<GameType, string | null> = {
  deferred: '/subscriptions',
  powerhit: '/powerhit',
  powerpik: '/powerpik',
  random: '/random',
  reduced_system: '/systems',
  standard: '/standard',
  strike_boxed: '/boxed',
  mega_combo: '/super-combos',
  syndicate: '/syndicates',
  lotto_party: '/lotto-party',
  sequential: null,
  strike_standard: null,
};

export const BRAND_NAMES = ['Lotto', 'Raffle', 'Jackpot', 'Strike'] as const;
export const BrandNameSchema = z.enum(BRAND_NAMES);

export const PRIZE_KINDS = ['pool', 'fixed', 'annuity', 'free_entry'] as const;
export const PrizeKindSchema = z.enum(PRIZE_KINDS);

/** A number barrel: pick `pick` numbers from `min`..`max`; the draw takes `drawn` (plus `supplementary` after them). */
export const NumberSetDto = z.object({
  pick: z.number().int().positive(),
  min: z.number().int(),
  max: z.number().int(),
  drawn: z.number().int().positive(),
  supplementary: z.number().int().min(0),
});

export const GameMatrixDto = z.object({
  main: NumberSetDto,
  /** A separate barrel (e.g. the Powerball); null when the game has none. */
  bonus: NumberSetDto.nullable(),
  /** Main numbers must match by position (Lotto Strike). */
  ordered: z.boolean(),
});
export type GameMatrixDto = z.infer<typeof GameMatrixDto>;

/** A division wins when the line matches `mainMatches` mains, at least `minSupplementary` supps and the bonus if required. */
export const DivisionRuleDto = z.object({
  division: z.number().int().positive(),
  mainMatches: z.number().int().min(0),
  minSupplementary: z.number().int().min(0),
  bonusRequired: z.boolean(),
  prizeKind: PrizeKindSchema,
});
export type DivisionRuleDto = z.infer<typeof DivisionRuleDto>;

export const GameDefinitionDto = z.object({
  effectiveFromDrawNo: z.number().int(),
  matrix: GameMatrixDto,
  divisions: z.array(DivisionRuleDto),
});
export type GameDefinitionDto = z.infer<typeof GameDefinitionDto>;

export const OfferGameTypeDto = z.object({
  gameType: GameTypeSchema,
  name: z.string(),
  pricePerGame: MoneyDto,
  minGames: z.number().int(),
  maxGames: z.number().int(),
  defaultGames: z.number().int(),
  /** For systems: the allowed numbers of picked numbers (System N). */
  systemSizes: z.array(z.number().int()).nullable(),
  routeSuffix: z.string().nullable(),
});
export type OfferGameTypeDto = z.infer<typeof OfferGameTypeDto>;

export const CauseDto = z.object({
  key: z.string(),
  urlSlug: z.string(),
  name: z.string(),
  description: z.string(),
  websiteUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type CauseDto = z.infer<typeof CauseDto>;

export const OfferBrandingDto = z.object({
  productOfferKey: z.string(),
  name: z.string(),
  brandName: BrandNameSchema,
  colours: z.object({ primary: z.string(), secondary: z.string(), text: z.string() }),
  logoUrl: z.string(),
});
export type OfferBrandingDto = z.infer<typeof OfferBrandingDto>;

/** How many draws on sale an offer lists: enough for six starting draws on one of two draw days. */
export const UPCOMING_DRAWS_LISTED = 14;

export const ProductOfferDto = z.object({
  key: z.string(),
  name: z.string(),
  brandName: BrandNameSchema,
  kind: z.enum(['lottery', 'raffle']),
  productType: ProductTypeSchema,
  drawType: DrawTypeSchema,
  description: z.string(),
  availability: z.enum(['available', 'unavailable']),
  displayOrder: z.number().int(),
  /**
   * When draws take place: weekdays and a local time; for a quick game drawn on an interval, every day from
   * `time` (midnight) every `everyMinutes` minutes (absent on weekly schedules).
   */
  drawSchedule: z
    .object({
      days: z.array(z.string()),
      time: z.string(),
      timezone: z.string(),
      everyMinutes: z.number().int().positive().optional(),
      /** The player chooses a day (one of `days`, or 'all') and a number of weeks (decision 052). */
      selectableDays: z.boolean().default(false),
    })
    .nullable(),
  ticketPrice: MoneyDto.nullable(),
  gameTypes: z.array(OfferGameTypeDto),
  matrix: GameMatrixDto.nullable(),
  cause: CauseDto.nullable(),
  branding: OfferBrandingDto,
  nextDraw: DrawDto.nullable(),
  /**
   * The draws on sale now, in order (at most UPCOMING_DRAWS_LISTED): what each forward draw (`drawOffset` 0, 1,
   * …, counted among the chosen days' draws on an offer with selectable days) names, shown on the play screen.
   */
  upcomingDraws: z.array(z.object({ drawNo: z.number().int(), drawDate: z.string() })).default([]),
  /** Division 1 is paid monthly (an annuity, Set for Life): the jackpot is the amount a month. */
  jackpotMonthly: z.boolean().default(false),
});
export type ProductOfferDto = z.infer<typeof ProductOfferDto>;

/** A draw with the rules in force for it (the game definition versioned by draw number). */
export const DrawDetailsDto = z.object({
  draw: DrawDto,
  productOfferName: z.string(),
  matrix: GameMatrixDto.nullable(),
  divisions: z.array(DivisionRuleDto),
});
export type DrawDetailsDto = z.infer<typeof DrawDetailsDto>;

/** GET /v2/causes: a page of causes, or the one with a url slug. */
export const CausesQuery = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9-]{1,100}$/, 'A cause slug has lower-case letters, digits and dashes.')
    .optional(),
  limit: intQuery({ min: 1, max: 100 }).optional(),
  offset: intQuery({ min: 0, max: Number.MAX_SAFE_INTEGER }).optional(),
});

/** GET /v2/causes/{key}. */
export const CauseParams = z.object({
  key: z.string().regex(/^[a-z0-9_]{1,100}$/, 'A cause key has lower-case letters, digits and underscores.'),
});
