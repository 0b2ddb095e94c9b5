import { DEFAULT_LOCALE } from '@lottoshop/contracts/formatting';
import { data } from 'react-router';
import { loadOfferCards } from '../features/content/content.server.ts';
import { OfferGrid } from '../features/content/sections.tsx';
import { withDrawWording } from '../features/play/offer-cards.server.ts';
import { loadPlayableKeys } from '../features/play/offers.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { readVisitor } from '../lib/session.server.ts';
import { useShell } from '../lib/shell-hooks.ts';
import type { Route } from './+types/lotto-tickets';

/** /lotto-tickets: every lottery on sale, with its jackpot and next draw, each card opening its play screen. */
export async function loader({ request }: Route.LoaderArgs) {
  const visitor = readVisitor(request);
  const loaded = await loadOfferCards(visitor.identity);
  if (loaded === null) throw data(null, { status: 502 });
  const lotteries = loaded.filter((o) => o.kind === 'lottery');
  if (lotteries.length === 0) throw data(null, { status: 418 });
  const playable = await loadPlayableKeys(visitor.identity);
  return { offers: withDrawWording(lotteries, { now: new Date(), locale: DEFAULT_LOCALE, playable }) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle('Lotto tickets', siteNameFrom(matches)) },
    { name: 'description', content: 'Buy tickets for Australian lotteries online: jackpots and next draws.' },
  ];
}

export default function LottoTickets({ loaderData }: Route.ComponentProps) {
  const locale = useShell()?.site.siteLocale ?? DEFAULT_LOCALE;
  return (
    <div className="mx-auto max-w-6xl py-10">
      <h1 className="text-3xl font-extrabold text-theme-primary sm:text-4xl">Lotto tickets</h1>
      <p className="mt-2 mb-8 text-lg text-mono/80">Choose a lottery, pick your numbers and play online.</p>
      <OfferGrid offers={loaderData.offers} locale={locale} heading="h2" />
    </div>
  );
}
