import type { DrawDetailsDto } from '@lottoshop/contracts/catalog';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../errors.ts';
import { getGameDefinition, getProductOfferByKey } from '../catalog/catalog.queries.ts';
import { toDrawDto } from './draws.queries.ts';
import { draws } from './draws.tables.ts';

/** One draw of an offer with the game definition in force for its number. */
export async function getDrawDetails(
  db: Db,
  productOfferKey: string,
  drawNo: number,
  now: Date,
): Promise<DrawDetailsDto> {
  const offer = await getProductOfferByKey(db, productOfferKey);
  if (!offer)
    throw new DomainError('not_found', { message: `There is no product offer '${productOfferKey}'.` });
  const [draw] = await db
    .select()
    .from(draws)
    .where(and(eq(draws.offerId, offer.id), eq(draws.drawNo, drawNo)))
    .limit(1);
  if (!draw) throw new DomainError('not_found', { message: `${offer.name} has no draw ${drawNo}.` });
  const definition = await getGameDefinition(db, offer.id, drawNo);
  return {
    draw: toDrawDto(draw, offer.key, now),
    productOfferName: offer.name,
    matrix: definition?.matrix ?? null,
    divisions: definition?.divisions ?? [],
  };
}
