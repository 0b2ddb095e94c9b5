/**
 * Reads of what a raffle sells: its ticket bundles and prices, and the causes a buyer may choose from with the share
 * of each ticket that reaches them.
 */
import type { CauseDto } from '@lottoshop/contracts/catalog';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../use-case.ts';
import {
  causes,
  offerCauses,
  type ProductOfferRow,
  productOffers,
  type RaffleBundleRow,
  raffleBundles,
} from './catalog.tables.ts';

type Reader = Pick<Ctx, 'db'>;

export type OfferCause = CauseDto & { causeId: string; shareBasisPoints: number };

/** The bundles an offer sells, smallest first. */
export async function listRaffleBundles(ctx: Reader, offerId: string): Promise<RaffleBundleRow[]> {
  return ctx.db
    .select()
    .from(raffleBundles)
    .where(and(eq(raffleBundles.offerId, offerId), eq(raffleBundles.enabled, true)))
    .orderBy(asc(raffleBundles.numTickets));
}

/** The causes of each offer, in display order, keyed by offer id. */
export async function listOfferCauses(
  ctx: Reader,
  offerIds: readonly string[],
): Promise<Map<string, OfferCause[]>> {
  const byOffer = new Map<string, OfferCause[]>();
  if (offerIds.length === 0) return byOffer;
  const rows = await ctx.db
    .select({ link: offerCauses, cause: causes })
    .from(offerCauses)
    .innerJoin(causes, eq(causes.id, offerCauses.causeId))
    .where(inArray(offerCauses.offerId, [...new Set(offerIds)]))
    .orderBy(asc(offerCauses.displayOrder), asc(causes.name));
  for (const { link, cause } of rows) {
    const list = byOffer.get(link.offerId) ?? [];
    list.push({
      causeId: cause.id,
      shareBasisPoints: link.shareBasisPoints,
      key: cause.key,
      urlSlug: cause.urlSlug,
      name: cause.name,
      description: cause.description,
      websiteUrl: cause.websiteUrl,
      logoUrl: cause.logoUrl,
    });
    byOffer.set(link.offerId, list);
  }
  return byOffer;
}

/** Available raffle offers in display order. */
export async function listRaffleOffers(ctx: Reader): Promise<ProductOfferRow[]> {
  return ctx.db
    .select()
    .from(productOffers)
    .where(and(eq(productOffers.kind, 'raffle'), eq(productOffers.available, true)))
    .orderBy(asc(productOffers.displayOrder));
}

/** The raffle offers that support a cause (any of their causes), in display order. */
export async function listRaffleOffersOfCause(ctx: Reader, causeId: string): Promise<ProductOfferRow[]> {
  const rows = await ctx.db
    .select({ offer: productOffers })
    .from(productOffers)
    .innerJoin(offerCauses, eq(offerCauses.offerId, productOffers.id))
    .where(
      and(
        eq(offerCauses.causeId, causeId),
        eq(productOffers.kind, 'raffle'),
        eq(productOffers.available, true),
      ),
    )
    .orderBy(asc(productOffers.displayOrder));
  return rows.map((r) => r.offer);
}

/** A cause by its URL slug, with its id (for the cause's own page). */
export async function findCauseBySlug(
  ctx: Reader,
  urlSlug: string,
): Promise<(CauseDto & { causeId: string }) | null> {
  const [c] = await ctx.db.select().from(causes).where(eq(causes.urlSlug, urlSlug)).limit(1);
  if (!c) return null;
  return {
    causeId: c.id,
    key: c.key,
    urlSlug: c.urlSlug,
    name: c.name,
    description: c.description,
    websiteUrl: c.websiteUrl,
    logoUrl: c.logoUrl,
  };
}
