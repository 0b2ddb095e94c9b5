import { z } from 'zod';
import { BrandNameSchema, OfferBrandingDto } from './catalog.ts';
import { DrawDto } from './draws.ts';
import { MoneyDto } from './money.ts';

/**
 * GET /draw/preview/{productOfferKey}/{drawNo} (spec 2 §7, 3.3+): one draw as a card shows it — the draw, its
 * offer's name and branding and the price to enter — without the game rules that /draw/details adds (decision 049).
 */
export const DrawPreviewDto = z.object({
  draw: DrawDto,
  productOfferName: z.string(),
  brandName: BrandNameSchema,
  kind: z.enum(['lottery', 'raffle']),
  branding: OfferBrandingDto,
  /** The lowest price to enter: a raffle's ticket price, else the cheapest game of a game type sold. */
  priceFrom: MoneyDto.nullable(),
});
export type DrawPreviewDto = z.infer<typeof DrawPreviewDto>;
