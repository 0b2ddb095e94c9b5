/** The storefront's reads: every offer with its next draw, and one draw with the rules in force for it. */
import {
  type DrawDetailsDto,
  type GameMatrixDto,
  type ProductOfferDto,
  UPCOMING_DRAWS_LISTED,
} from '@lottoshop/contracts/catalog';
import { DomainError } from '../../errors.ts';
import type { Ctx } from '../../use-case.ts';
import { getGameDefinition, getProductOfferByKey, listCatalogue } from '../catalog/index.ts';
import { findDraw, getDrawsOnSale, getNextDraws, toDrawDto } from './draws.queries.ts';

/** GET /product_offers: every available offer with its game types, the matrix for its next draw, and that draw. */
export async function listProductOffers(ctx: Ctx): Promise<ProductOfferDto[]> {
  const now = ctx.clock.now();
  const catalogue = await listCatalogue(ctx);
  const offerIds = catalogue.map((c) => c.offer.id);
  const [nextDraws, onSale] = await Promise.all([
    getNextDraws(ctx, { offerIds, now }),
    getDrawsOnSale(ctx, { offerIds, now, perOffer: UPCOMING_DRAWS_LISTED }),
  ]);
  return catalogue.map(({ offer, dto, matrices }) => {
    const nextDraw = nextDraws.get(offer.id) ?? null;
    // The matrix shown is the one in force for the next draw (or the latest when none is scheduled).
    let matrix: GameMatrixDto | null = null;
    for (const m of matrices) {
      if (nextDraw && m.effectiveFromDrawNo > nextDraw.drawNo) break;
      matrix = m.matrix;
    }
    const upcomingDraws = (onSale.get(offer.id) ?? []).map((d) => ({
      drawNo: d.drawNo,
      drawDate: d.drawAt.toISOString(),
    }));
    return { ...dto, matrix, nextDraw: nextDraw ? toDrawDto(nextDraw, offer.key, now) : null, upcomingDraws };
  });
}

/** GET /draw/details/{key}/{drawNo}: one draw of an offer with the game definition in force for its number. */
export async function getDrawDetails(
  ctx: Ctx,
  input: { productOfferKey: string; drawNo: number },
): Promise<DrawDetailsDto> {
  const offer = await getProductOfferByKey(ctx, input.productOfferKey);
  if (!offer) {
    throw new DomainError('not_found', { message: `There is no product offer '${input.productOfferKey}'.` });
  }
  const found = await findDraw(ctx, { offerKey: offer.key, drawNo: input.drawNo });
  if (!found) throw new DomainError('not_found', { message: `${offer.name} has no draw ${input.drawNo}.` });
  const { draw } = found;
  const definition = await getGameDefinition(ctx, { offerId: offer.id, drawNo: draw.drawNo });
  return {
    draw: toDrawDto(draw, offer.key, ctx.clock.now()),
    productOfferName: offer.name,
    matrix: definition?.matrix ?? null,
    divisions: definition?.divisions ?? [],
  };
}
