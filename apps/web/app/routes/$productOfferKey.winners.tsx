import { Link, redirect } from 'react-router';
import { DemoResultsNotice } from '../features/results/demo-notice.tsx';
import {
  DrawPrizes,
  LatestDrawsNav,
  PublicityChoice,
  WinnersByDivision,
} from '../features/results/draw-winners.tsx';
import {
  findOffer,
  loadPastResults,
  pricingIdOf,
  publicIdentity,
} from '../features/results/results.server.ts';
import {
  loadPrizes,
  loadWinnerPublicity,
  loadWinners,
  readWinnerPublicityForm,
  saveWinnerPublicity,
} from '../features/results/results-area.server.ts';
import { formatDrawDate } from '../lib/date-format.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { loadPageContext, requireCustomer } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { notFound } from '../lib/paging.ts';
import { isDrawNo } from '../lib/resource-id.ts';
import { requestSession } from '../lib/session.server.ts';
import type { Route } from './+types/$productOfferKey.winners';

/**
 * /{productOfferKey}/winners (public): the shop's winners of a draw by division — counted, and named by first
 * name and state only where the winner agreed (decision 037) — beside the draw's prize table. The latest drawn
 * draw unless `?draw=` names another; links to the five latest. An unknown offer or draw is the 404 page.
 * Signed in, the customer says here whether they may be named (a plain form: it works without JavaScript).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const identity = publicIdentity(request);
  const session = requestSession(request, context);
  const named = await loadWinnerPublicity(session);
  const [{ config }, offer] = await Promise.all([
    loadPageContext(request),
    findOffer(identity, params.productOfferKey),
  ]);
  if (offer?.kind !== 'lottery') notFound();
  const latest = await loadPastResults(identity, {
    pricingId: pricingIdOf(request),
    page: 1,
    offerKey: offer.key,
  });
  const asked = new URL(request.url).searchParams.get('draw');
  if (asked !== null && !isDrawNo(asked)) notFound();
  const drawNo = asked ? Number(asked) : latest.items[0]?.drawNo;
  if (drawNo === undefined)
    return { offer, winners: null, prizes: null, latest: [], locale: config.siteLocale };
  const [winners, prizes] = await Promise.all([
    loadWinners(identity, offer.key, drawNo),
    loadPrizes(identity, offer.key, drawNo),
  ]);
  if (!winners || !prizes) notFound();
  return {
    offer,
    winners,
    prizes,
    latest: latest.items.map((r) => r.drawNo),
    named,
    locale: config.siteLocale,
  };
}

/** The customer's choice: `consented` is "yes" or "no"; back to the same page. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const session = requireCustomer(request, context);
  await saveWinnerPublicity(session, readWinnerPublicityForm(form).consented);
  const url = new URL(request.url);
  throw redirect(`${url.pathname}${url.search}`, { headers: session.headers() });
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const name = loaderData?.offer.name;
  return [{ title: pageTitle(name ? `${name} winners` : 'Winners', siteNameFrom(matches)) }];
}

export default function OfferWinners({ loaderData }: Route.ComponentProps) {
  const { offer, winners, prizes, latest, named, locale } = loaderData;
  return (
    <div className="mx-auto max-w-4xl py-10">
      <p className="text-sm">
        <Link to={`/${offer.key}/results`} className="text-action-secondary hover:underline">
          {offer.name} results
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-extrabold text-theme-primary">{offer.name} winners</h1>
      {typeof named === 'boolean' ? <PublicityChoice named={named} /> : null}
      {!winners || !prizes ? (
        <p className="mt-8 rounded-theme bg-theme-tertiary p-6" data-testid="winners-empty">
          No {offer.name} draws have been drawn yet.
        </p>
      ) : (
        <>
          <p className="mt-1 text-mono/80">
            Draw {winners.drawNo}, {formatDrawDate(winners.drawDate, locale)}
          </p>
          {latest.length > 1 ? (
            <LatestDrawsNav offerKey={offer.key} latest={latest} current={winners.drawNo} />
          ) : null}
          {winners.demo ? <DemoResultsNotice /> : null}
          <WinnersByDivision winners={winners} />
          <DrawPrizes prizes={prizes} locale={locale} />
        </>
      )}
    </div>
  );
}
