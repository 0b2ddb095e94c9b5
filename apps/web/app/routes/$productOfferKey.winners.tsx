import { formatMoney } from '@lottoshop/contracts/formatting';
import { Form, Link, redirect } from 'react-router';
import { DemoResultsNotice } from '../features/results/demo-notice.tsx';
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
  await saveWinnerPublicity(session, form.get('consented') === 'yes');
  const url = new URL(request.url);
  throw redirect(`${url.pathname}${url.search}`, { headers: session.headers() });
}

function PublicityChoice({ named }: { named: boolean }) {
  return (
    <Form
      method="post"
      className="mt-6 rounded-theme bg-theme-tertiary p-4 text-sm"
      data-testid="winner-publicity"
    >
      <p>
        {named
          ? 'When you win, we show your first name and state on the winners list.'
          : 'When you win, you are only counted on the winners list, not named.'}
      </p>
      <input type="hidden" name="consented" value={named ? 'no' : 'yes'} />
      <button type="submit" className="mt-2 rounded-theme bg-action-primary px-4 py-2 font-bold text-white">
        {named ? 'Stop naming me as a winner' : 'Name me as a winner (first name and state)'}
      </button>
    </Form>
  );
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
            <nav aria-label="Latest draws" className="mt-4">
              <ul className="flex flex-wrap gap-2 text-sm">
                {latest.map((n) => (
                  <li key={n}>
                    <Link
                      to={`/${offer.key}/winners?draw=${n}`}
                      aria-current={n === winners.drawNo ? 'page' : undefined}
                      className={`rounded-theme px-3 py-1 ${n === winners.drawNo ? 'bg-theme-primary font-bold text-white' : 'bg-theme-tertiary text-action-secondary hover:underline'}`}
                    >
                      Draw {n}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {winners.demo ? <DemoResultsNotice /> : null}
          <section aria-labelledby="winners-heading" className="mt-8">
            <h2 id="winners-heading" className="text-xl font-bold text-theme-primary">
              Our winners by division
            </h2>
            <p className="mt-1 text-sm">
              Winners who agreed to it are named by first name and state; the others are only counted.
            </p>
            <table className="mt-3 w-full text-left text-sm" data-testid="winners">
              <thead className="border-b border-mono/20 text-mono/70">
                <tr>
                  <th scope="col" className="py-2 pr-4">
                    Division
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right">
                    Winning lines
                  </th>
                  <th scope="col" className="py-2">
                    Winners
                  </th>
                </tr>
              </thead>
              <tbody>
                {winners.divisions.map((d) => (
                  <tr key={d.division} className="border-b border-mono/10">
                    <th scope="row" className="py-2 pr-4 font-semibold">
                      Division {d.division}
                      <span className="block text-xs font-normal text-mono/80">{d.description}</span>
                    </th>
                    <td className="py-2 pr-4 text-right">{d.winners}</td>
                    <td className="py-2" data-testid="named-winners">
                      {d.named.length > 0
                        ? d.named.map((w) => `${w.firstName} (${w.state})`).join(', ')
                        : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section aria-labelledby="prizes-heading" className="mt-8">
            <h2 id="prizes-heading" className="text-xl font-bold text-theme-primary">
              Prizes
            </h2>
            <table className="mt-3 w-full text-left text-sm" data-testid="prizes">
              <thead className="border-b border-mono/20 text-mono/70">
                <tr>
                  <th scope="col" className="py-2 pr-4">
                    Division
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    To win
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Prize per winning line
                  </th>
                </tr>
              </thead>
              <tbody>
                {prizes.divisions.map((d) => (
                  <tr key={d.division} className="border-b border-mono/10">
                    <th scope="row" className="py-2 pr-4 font-semibold">
                      Division {d.division}
                    </th>
                    <td className="py-2 pr-4">{d.description}</td>
                    <td className="py-2 text-right font-semibold">
                      {d.prize ? formatMoney(d.prize, locale) : 'Not declared yet'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </div>
  );
}
