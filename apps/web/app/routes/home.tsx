import { DEFAULT_LOCALE } from '@lottoshop/contracts/formatting';
import { data } from 'react-router';
import { loadContentPage, loadOfferCards } from '../features/content/content.server.ts';
import type { RenderedPage } from '../features/content/section-types.ts';
import { OfferGrid, Sections } from '../features/content/sections.tsx';
import { withDrawWording } from '../features/play/offer-cards.server.ts';
import { loadPlayableKeys } from '../features/play/offers.server.ts';
import { RaffleGrid } from '../features/raffles/raffle-cards.tsx';
import { loadRaffles } from '../features/raffles/raffles.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { readVisitor } from '../lib/session.server.ts';
import { useShell } from '../lib/shell-hooks.ts';
import { loadSiteConfig } from '../lib/site.server.ts';
import type { Route } from './+types/home';

export async function loader({ request }: Route.LoaderArgs) {
  const visitor = readVisitor(request);
  const [loaded, config] = await Promise.all([
    loadOfferCards(visitor.identity),
    loadSiteConfig(visitor.identity),
  ]);
  // A shop with nothing on sale shows the 418 page (spec 2 §2: 'There are currently no products available').
  if (loaded !== null && loaded.length === 0) throw data(null, { status: 418 });
  // Next draws in words ('Tonight', 'This Saturday'; Sydney time) and links to each lottery's play screen.
  const playable = await loadPlayableKeys(visitor.identity);
  const offers = withDrawWording(loaded ?? [], { now: new Date(), locale: DEFAULT_LOCALE, playable });
  // The home page renders without its content blocks when the content service has none or fails.
  let page: RenderedPage | null = null;
  try {
    page = await loadContentPage('/', { offers, siteCapabilities: config.siteCapabilities });
  } catch {
    // Content loading failures are swallowed (spec 2 §8): the page renders with its defaults.
  }
  const raffles = (await loadRaffles(visitor.identity)) ?? [];
  return { page, offers, raffles };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const siteName = siteNameFrom(matches);
  const page = loaderData?.page;
  const tags: { title?: string; name?: string; content?: string }[] = [
    { title: page && page.seoTitle !== siteName ? pageTitle(page.seoTitle, siteName) : siteName },
  ];
  if (page?.seoDescription) tags.push({ name: 'description', content: page.seoDescription });
  return tags;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const shell = useShell();
  const locale = shell?.site.siteLocale ?? 'en-AU';
  const { page, offers, raffles } = loaderData;
  const hasHeader = page?.sections[0]?.kind === 'page_header';
  const showsOffers = page?.sections.some((s) => s.kind === 'featured_tickets' && s.offers.length > 0);
  return (
    <div className="flex flex-col gap-10 pb-8">
      {hasHeader ? null : (
        <header className="-mx-4 bg-theme-tertiary px-4 py-12">
          <div className="mx-auto max-w-4xl">
            <h1 className="text-3xl text-theme-primary sm:text-5xl">{shell?.site.siteName ?? 'Lottoshop'}</h1>
            <p className="mt-3 text-lg text-mono/80">Lotteries, raffles and charity draws in one place.</p>
          </div>
        </header>
      )}
      {page ? <Sections sections={page.sections} locale={locale} /> : null}
      {offers.length > 0 && !showsOffers ? (
        <section aria-labelledby="offers-heading" className="mx-auto w-full max-w-6xl">
          <h2 id="offers-heading" className="mb-4 text-2xl text-theme-primary sm:text-3xl">
            Our draws
          </h2>
          <OfferGrid offers={offers} locale={locale} />
        </section>
      ) : null}
      {raffles.length > 0 ? (
        <section aria-labelledby="raffles-heading" className="mx-auto w-full max-w-6xl">
          <h2 id="raffles-heading" className="mb-4 text-2xl text-theme-primary sm:text-3xl">
            Charity raffles
          </h2>
          <RaffleGrid raffles={raffles} locale={locale} />
        </section>
      ) : null}
    </div>
  );
}
