import { DEFAULT_LOCALE } from '@lottoshop/contracts/formatting';
import { Pager } from '../components/lists/pager.tsx';
import { RaffleResultCard, RaffleResultsTabs, readRaffleTab } from '../features/raffles/raffle-results.tsx';
import { loadRaffleResults } from '../features/raffles/raffles.server.ts';
import { publicIdentity } from '../features/results/results.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { pageCountOf, readPageParam, requirePageInRange } from '../lib/paging.ts';
import { useShell } from '../lib/shell-hooks.ts';
import type { Route } from './+types/lotto-results.raffles';

const PER_PAGE = 5;

/** /lotto-results/raffles/{page?} (public): every raffle's drawn draws, newest first; `?tab=winners` names winners. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = readPageParam(params.page);
  const tab = readRaffleTab(new URL(request.url).searchParams.get('tab'));
  const { items, total } = await loadRaffleResults(publicIdentity(request), { page, perPage: PER_PAGE });
  const pageCount = pageCountOf(total, PER_PAGE);
  requirePageInRange(page, pageCount);
  return { items, page, pageCount, tab };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Raffle results', siteNameFrom(matches)) }];
}

export default function RaffleResults({ loaderData }: Route.ComponentProps) {
  const locale = useShell()?.site.siteLocale ?? DEFAULT_LOCALE;
  const { items, page, pageCount, tab } = loaderData;
  return (
    <div className="mx-auto max-w-4xl py-10">
      <h1 className="text-3xl font-extrabold text-theme-primary">Raffle results</h1>
      <RaffleResultsTabs tab={tab} base="/lotto-results/raffles" />
      {items.length === 0 ? (
        <p className="mt-8 rounded-theme bg-theme-tertiary p-6">No raffles have been drawn yet.</p>
      ) : (
        <div className="mt-6 flex flex-col gap-4">
          {items.map((r) => (
            <RaffleResultCard key={`${r.productOfferKey}-${r.drawNo}`} result={r} tab={tab} locale={locale} />
          ))}
        </div>
      )}
      <Pager
        page={page}
        pageCount={pageCount}
        hrefFor={(p) => `/lotto-results/raffles/${p}${tab === 'winners' ? '?tab=winners' : ''}`}
        label="Raffle results pages"
      />
    </div>
  );
}
