import { z } from 'zod';
import { BrandNameSchema, GameTypeSchema } from './catalog.ts';
import { DrawDto } from './draws.ts';
import { intQuery } from './int-query.ts';

/**
 * GET /orders/recommended (spec 2 §7): what a signed-in customer might play next. `history` comes from their own
 * paid tickets; `featured` fills the rest from the shop's own order of its offers (decision 049).
 */
export const RECOMMENDATION_REASONS = ['history', 'featured'] as const;
export const RecommendationReasonSchema = z.enum(RECOMMENDATION_REASONS);
export type RecommendationReason = z.infer<typeof RecommendationReasonSchema>;

export const RECOMMENDED_DEFAULT_LIMIT = 3;
export const RECOMMENDED_MAX_LIMIT = 10;

export const RecommendedPlayDto = z.object({
  productOfferKey: z.string(),
  productOfferName: z.string(),
  brandName: BrandNameSchema,
  kind: z.enum(['lottery', 'raffle']),
  reason: RecommendationReasonSchema,
  /** The entry type the customer buys most of this offer (the offer's first game type when featured). */
  gameType: GameTypeSchema,
  gameOffer: z.string(),
  /** The play route's suffix of that entry type (null: the bare offer route). */
  routeSuffix: z.string().nullable(),
  /** Their usual games (lines) and draws per ticket, kept within what the entry type allows now. */
  numGames: z.number().int().positive(),
  numDraws: z.number().int().positive(),
  /** How many purchases (checkouts) included this offer; 0 when featured. */
  timesBought: z.number().int().nonnegative(),
  lastBoughtAt: z.string().nullable(),
  /** Whether the customer has saved favourite numbers for this offer. */
  hasFavouriteNumbers: z.boolean(),
  /** The next draw of the offer that can be bought now (open or pre-order). */
  nextDraw: DrawDto,
});
export type RecommendedPlayDto = z.infer<typeof RecommendedPlayDto>;

/** GET /v2/orders/recommended?limit=N. */
export const RecommendedQuery = z.object({
  limit: intQuery({ min: 1, max: RECOMMENDED_MAX_LIMIT }).optional(),
});
