import { DEFAULT_LOCALE, formatMoney } from '@lottoshop/contracts/formatting';
import { RaffleCard } from '../features/raffles/raffle-cards.tsx';
import { loadCauseSupport } from '../features/raffles/raffles.server.ts';
import { requireCapability } from '../lib/capabilities.server.ts';
import { loadPageContext } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { notFound } from '../lib/paging.ts';
import { useShell } from '../lib/shell-hooks.ts';
import type { Route } from './+types/causes.$causeSlug';

/**
 * /causes/{causeSlug} and /causes/{causeSlug}/{productOfferKey} (charity lotteries capability): a cause, what its
 * raffle tickets have raised, and its raffles — all of them, or the one named, each opening its raffle page.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { visitor, capabilities } = await loadPageContext(request);
  requireCapability(capabilities, 'charity_lotteries');
  const support = await loadCauseSupport(visitor.identity, params.causeSlug);
  if (!support) notFound();
  const raffles = params.productOfferKey
    ? support.raffles.filter((r) => r.productOfferKey === params.productOfferKey)
    : support.raffles;
  if (params.productOfferKey && raffles.length === 0) notFound();
  return { ...support, raffles };
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  return [{ title: pageTitle(loaderData?.cause.name ?? 'Cause', siteNameFrom(matches)) }];
}

export default function Cause({ loaderData }: Route.ComponentProps) {
  const locale = useShell()?.site.siteLocale ?? DEFAULT_LOCALE;
  const { cause, raised, ticketsSold, raffles } = loaderData;
  return (
    <div className="mx-auto max-w-6xl py-10">
      <h1 className="text-3xl font-extrabold text-theme-primary">{cause.name}</h1>
      <p className="mt-2 max-w-3xl text-mono/80">{cause.description}</p>
      <p className="mt-4 text-lg" data-testid="cause-raised">
        Raised by raffle tickets so far: <strong>{formatMoney(raised, locale)}</strong> from{' '}
        {ticketsSold.toLocaleString(locale)} tickets.
      </p>
      <h2 className="mt-8 mb-4 text-2xl text-theme-primary">Raffles supporting {cause.name}</h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {raffles.map((r) => (
          <li key={r.productOfferKey}>
            <RaffleCard raffle={r} locale={locale} />
          </li>
        ))}
      </ul>
    </div>
  );
}
