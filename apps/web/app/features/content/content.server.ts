import { CACHE_TTL_SECONDS } from '@lottoshop/contracts/cache-ttl';
import { ProductOfferDto } from '@lottoshop/contracts/catalog';
import { PageDto, type PageSection } from '@lottoshop/contracts/content';
import * as content from '@lottoshop/contracts/endpoints/content';
import * as offersApi from '@lottoshop/contracts/endpoints/offers';
import { data } from 'react-router';
import { z } from 'zod';
import { ABOUT_PAGE_CAPABILITY } from '../../lib/about-pages.ts';
import type { ApiIdentity } from '../../lib/api.server.ts';
import { callTolerant, firstOf, tolerant } from '../../lib/api-client.server.ts';
import { markdownToHtml, plainTextToHtml, sanitizeRichHtml } from '../../lib/rich-text.server.ts';
import { hasCapability } from '../../lib/shell-data.ts';
import type { OfferCard, RenderedPage, RenderedSection } from './section-types.ts';

/** A page the content service answers, read tolerantly (decision 080): one it cannot read is not found. */
const PAGE_READING = tolerant(firstOf(PageDto), null);

/**
 * Content-managed pages, loaded by path from the content service (spec 2 §7 GET /items/pages). Sections and
 * content grid items that name capabilities show only when the site has all of them on (`siteCapabilities`).
 */
export async function loadContentPage(
  path: string,
  opts: { offers?: OfferCard[]; siteCapabilities: readonly string[] },
): Promise<RenderedPage> {
  const offers = opts.offers ?? [];
  const shown = (gated: { capabilities?: string[] | undefined }) =>
    hasCapability(opts.siteCapabilities, gated.capabilities ?? []);
  const page = await callTolerant(
    content.pages,
    {
      query: { filter: JSON.stringify({ path: { _eq: path }, status: { _eq: 'published' } }), limit: '1' },
      cacheTtlSeconds: CACHE_TTL_SECONDS.default,
    },
    PAGE_READING,
  );
  if (!page) throw data(null, { status: 404 });
  return {
    path: page.path,
    name: page.name,
    seoTitle: page.seo.title || page.name,
    seoDescription: page.seo.description,
    noIndex: page.seo.noIndex,
    // A link to an about page the site has switched off (the cookie policy without cookie consent) is left out.
    subnavigation: (page.subnavigationMenu ?? []).filter((l) => {
      const needs = ABOUT_PAGE_CAPABILITY[l.url];
      return needs === undefined || hasCapability(opts.siteCapabilities, needs);
    }),
    sections: page.sections
      .filter(shown)
      .map((s) =>
        renderSection(s.kind === 'content_grid' ? { ...s, items: s.items.filter(shown) } : s, offers),
      ),
  };
}

function body(format: 'markdown' | 'plain', text: string): string {
  return format === 'markdown' ? markdownToHtml(text) : plainTextToHtml(text);
}

export function renderSection(section: PageSection, offers: OfferCard[]): RenderedSection {
  switch (section.kind) {
    case 'page_header':
      return { kind: 'page_header', title: section.title, subtitle: section.subtitle, image: section.image };
    case 'single_column_content':
      return {
        kind: 'single_column_content',
        heading: section.heading,
        html: body(section.format, section.body),
      };
    case 'two_column_grid':
      return {
        kind: 'two_column_grid',
        heading: section.heading,
        columns: section.columns.map((c) => ({ heading: c.heading, html: body(c.format, c.body) })),
      };
    case 'content_grid':
      return {
        kind: 'content_grid',
        heading: section.heading,
        items: section.items.map((i) => ({ title: i.title, html: markdownToHtml(i.body), icon: i.icon })),
      };
    case 'call_to_action':
      return {
        kind: 'call_to_action',
        heading: section.heading,
        html: section.body ? markdownToHtml(section.body) : null,
        buttonLabel: section.buttonLabel,
        buttonUrl: section.buttonUrl,
      };
    case 'html_content':
      return { kind: 'html_content', html: sanitizeRichHtml(section.html) };
    case 'featured_tickets':
      return {
        kind: 'featured_tickets',
        heading: section.heading,
        offers: section.productOfferKeys
          .map((key) => offers.find((o) => o.key === key))
          .filter((o): o is OfferCard => o !== undefined),
      };
    case 'accordion':
      return {
        kind: 'accordion',
        heading: section.heading,
        items: section.items.map((i) => ({ question: i.question, html: markdownToHtml(i.answer) })),
      };
    case 'divider_line':
      return { kind: 'divider_line' };
    case 'banner':
      return { kind: 'banner', tone: section.tone, html: markdownToHtml(section.body) };
  }
}

const OfferForCard = ProductOfferDto.pick({
  key: true,
  name: true,
  kind: true,
  description: true,
  availability: true,
  displayOrder: true,
  jackpotMonthly: true,
}).extend({
  ticketPrice: ProductOfferDto.shape.ticketPrice.catch(null),
  branding: ProductOfferDto.shape.branding.nullable().catch(null),
  nextDraw: z
    .object({ drawDate: z.string(), jackpot: ProductOfferDto.shape.ticketPrice })
    .nullable()
    .catch(null),
});
const OFFER_CARDS_READING = tolerant(z.array(OfferForCard), null);

/** The offers on sale, or null when they could not be loaded (an outage is not "no products"). */
export async function loadOfferCards(identity: ApiIdentity): Promise<OfferCard[] | null> {
  try {
    const offers = await callTolerant(
      offersApi.list,
      { identity, cacheTtlSeconds: CACHE_TTL_SECONDS.default },
      OFFER_CARDS_READING,
    );
    if (!offers) return null;
    return offers
      .filter((o) => o.availability === 'available')
      .sort((a, b) => a.displayOrder - b.displayOrder)
      .map((o) => ({
        key: o.key,
        name: o.name,
        kind: o.kind,
        description: o.description,
        jackpot: o.nextDraw?.jackpot ?? null,
        jackpotMonthly: o.jackpotMonthly,
        drawDate: o.nextDraw?.drawDate ?? null,
        ticketPrice: o.ticketPrice,
        colours: o.branding?.colours ?? null,
      }));
  } catch {
    return null;
  }
}
