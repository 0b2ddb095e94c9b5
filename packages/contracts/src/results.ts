/** Draw results (spec 2 §7 Draws): drawn numbers and each division's dividend. */
import { z } from 'zod';
import { GameMatrixDto } from './catalog.ts';
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
