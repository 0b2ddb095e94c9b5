/** GET /draw/preview/{key}/{drawNo}: one draw as a card shows it, with its offer's branding and price to enter. */
import type { DrawPreviewDto } from '@lottoshop/contracts/draw-preview';
import { DomainError } from '../../errors.ts';
import { moneyDto } from '../../shared/money.ts';
import type { Ctx } from '../../use-case.ts';
import { getOffersWithGameTypes, type OfferWithGameTypes, toBrandingDto } from '../catalog/index.ts';
import { findDraw, toDrawDto } from './draws.queries.ts';

/** A raffle's ticket price, else the cheapest single game of the game types on sale (null when none is). */
function priceFrom({ offer, gameTypes }: OfferWithGameTypes): bigint | null {
  if (offer.kind === 'raffle') return offer.ticketPriceMinor;
  let lowest: bigint | null = null;
  for (const type of gameTypes.values()) {
    if (type.enabled && (lowest === null || type.pricePerGameMinor < lowest)) lowest = type.pricePerGameMinor;
  }
  return lowest;
}

export async function getDrawPreview(
  ctx: Ctx,
  input: { productOfferKey: string; drawNo: number },
): Promise<DrawPreviewDto> {
  const found = await findDraw(ctx, { offerKey: input.productOfferKey, drawNo: input.drawNo });
  if (!found) {
    throw new DomainError('not_found', {
      message: `There is no draw ${input.drawNo} of '${input.productOfferKey}'.`,
    });
  }
  const { draw, offer } = found;
  const priced = (await getOffersWithGameTypes(ctx, [offer.id])).get(offer.id);
  const price = priced ? priceFrom(priced) : null;
  return {
    draw: toDrawDto(draw, offer.key, ctx.clock.now()),
    productOfferName: offer.name,
    brandName: offer.brandName,
    kind: offer.kind,
    branding: toBrandingDto(offer),
    priceFrom: price === null ? null : moneyDto(price, offer.currency),
  };
}
