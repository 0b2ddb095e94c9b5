import { z } from 'zod';
import { intQuery } from './int-query.ts';
import { MoneyDto } from './money.ts';

export const DRAW_STATUSES = [
  'DRAW_OPEN',
  'DRAW_CLOSED',
  'DRAW_DRAWN',
  'DRAW_SCORED',
  'DRAW_PAID',
  'DRAW_EMAILED',
] as const;
export const DrawStatusSchema = z.enum(DRAW_STATUSES);

/**
 * The largest draw number a request may name: the API's draw-number path parameters stop here too, and it
 * keeps every draw number within PostgreSQL's integer column (2^31 - 1), so a larger one is a 400, never a
 * failed query.
 */
export const DRAW_NO_MAX = 1_000_000_000;

/** A draw number sent in a request body. */
export const DrawNoInput = z
  .number()
  .int()
  .min(1)
  .max(DRAW_NO_MAX, `A draw number is at most ${DRAW_NO_MAX.toLocaleString('en-AU')}.`);
export type DrawStatus = z.infer<typeof DrawStatusSchema>;

/** Statuses for which results are shown; paid and emailed count as payout complete. */
export const RESULT_STATUSES: readonly DrawStatus[] = [
  'DRAW_DRAWN',
  'DRAW_SCORED',
  'DRAW_PAID',
  'DRAW_EMAILED',
];
export const PAYOUT_COMPLETE_STATUSES: readonly DrawStatus[] = ['DRAW_PAID', 'DRAW_EMAILED'];

export const DRAW_TYPES = ['lottery_ticket_draw', 'syndicate_share_draw', 'raffle_ticket_draw'] as const;
export const DrawTypeSchema = z.enum(DRAW_TYPES);
export type DrawType = z.infer<typeof DrawTypeSchema>;

/** Open and pre-order are the only purchasable states. */
export const PURCHASE_STATUSES = ['open', 'sold_out', 'past_draw', 'pre_order'] as const;
export const PurchaseStatusSchema = z.enum(PURCHASE_STATUSES);
export type PurchaseStatus = z.infer<typeof PurchaseStatusSchema>;

export const DrawDto = z.object({
  id: z.string(),
  productOfferKey: z.string(),
  drawNo: z.number().int(),
  drawType: DrawTypeSchema,
  status: DrawStatusSchema,
  purchaseStatus: PurchaseStatusSchema,
  drawDate: z.string(),
  drawStop: z.string(),
  drawPreOrderStartDate: z.string().nullable(),
  jackpot: MoneyDto.nullable(),
  prizePool: MoneyDto.nullable(),
  name: z.string().nullable(),
  value: MoneyDto.nullable(),
  prizeDescription: z.string().nullable(),
  featureImage: z.string().nullable(),
});
export type DrawDto = z.infer<typeof DrawDto>;

/** The message of a product offer key in a path that is not one. */
export const OFFER_KEY_MESSAGE = 'A product offer key has lower-case letters, digits and underscores.';

/** A product offer's key in a path (`/draws/statistics/{key}`). */
export const OfferKeyParam = z.string().regex(/^[a-z0-9_]{1,100}$/, OFFER_KEY_MESSAGE);

/** A draw of a product offer in a path: `/draw/details/{productOfferKey}/{drawNo}` and its neighbours. */
export const DrawParams = z.object({
  productOfferKey: OfferKeyParam,
  drawNo: intQuery({ min: 1, max: DRAW_NO_MAX }),
});
