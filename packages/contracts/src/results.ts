/** Draw results (spec 2 §7 Draws): drawn numbers and each division's dividend. */
import { z } from 'zod';
import { DrawStatusSchema } from './draws.ts';
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
});
export type DrawResultDto = z.infer<typeof DrawResultDto>;

// Zod-free, so the browser's results pages can use it without the schemas (apps/web's JS budget).
export { divisionOnePrize } from './results-figures.ts';

/** Past results page size (spec 2 §9). */
export const PAST_RESULTS_PAGE_SIZE = 5;
export const RESULT_CATEGORIES = ['lotteries', 'raffles'] as const;
