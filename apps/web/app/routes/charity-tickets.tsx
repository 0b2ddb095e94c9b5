import { DEFAULT_LOCALE } from '@lottoshop/contracts/formatting';
import { data } from 'react-router';
import { RaffleGrid } from '../features/raffles/raffle-cards.tsx';
import { loadRaffles } from '../features/raffles/raffles.server.ts';
import { requireCapability } from '../lib/capabilities.server.ts';
import { loadPageContext } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { useShell } from '../lib/shell-hooks.ts';
import type { Route } from './+types/charity-tickets';

/**
 * /charity-tickets (charity lotteries capability): every raffle and charity draw with its prize value, draw stop,
 * tickets left and purchase status, each card opening the raffle's page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { visitor, capabilities } = await loadPageContext(request);
  requireCapability(capabilities, 'charity_lotteries');
  const raffles = await loadRaffles(visitor.identity);
  if (raffles === null) throw data(null, { status: 502 });
  return { raffles };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle('Charity raffles', siteNameFrom(matches)) },
    {
      name: 'description',
      content: 'Prize homes, cars and 50/50 cash draws that raise money for Australian charities.',
    },
  ];
}

export default function CharityTickets({ loaderData }: Route.ComponentProps) {
  const locale = useShell()?.site.siteLocale ?? DEFAULT_LOCALE;
  return (
    <div className="mx-auto max-w-6xl py-10">
      <h1 className="text-3xl font-extrabold text-theme-primary sm:text-4xl">Charity raffles</h1>
      <p className="mt-2 mb-8 text-lg text-mono/80">
        Win a home, a car or cash — and every ticket gives part of its price to the cause you choose.
      </p>
      {loaderData.raffles.length > 0 ? (
        <RaffleGrid raffles={loaderData.raffles} locale={locale} heading="h2" />
      ) : (
        <p role="status">No raffles are on sale right now. Check back soon.</p>
      )}
    </div>
  );
}
