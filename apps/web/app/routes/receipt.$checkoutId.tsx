import { formatDrawDateTime } from '@lottoshop/contracts/draw-dates';
import { DEFAULT_LOCALE, formatMoney } from '@lottoshop/contracts/formatting';
import { data, Link } from 'react-router';
import { LineNumbers } from '../features/cart-checkout/cart-view.tsx';
import { loadReceipt } from '../features/cart-checkout/checkout.server.ts';
import { CHECKOUT_WORDS } from '../features/cart-checkout/checkout-words.ts';
import { groupRaffleTickets } from '../features/raffles/raffle-tickets.ts';
import { loadCheckoutRaffleTickets } from '../features/raffles/raffles.server.ts';
import { AUTOPLAY_NOTE, dayPlanText } from '../features/tickets/draw-run.ts';
import { isApiError } from '../lib/api-errors.ts';
import { requireCustomer, sessionExpiredRedirect } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { isResourceId } from '../lib/resource-id.ts';
import { useShell } from '../lib/shell-hooks.ts';
import type { Route } from './+types/receipt.$checkoutId';

/**
 * /receipt/{checkoutID} (protected): what was bought — the total, each ticket with its offer, draws and lines —
 * and the wallet balance after the purchase. Another customer's checkout, or an unknown one, is not found.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const session = requireCustomer(request, context);
  if (!isResourceId(params.checkoutId)) throw data(null, { status: 404 });
  try {
    const receipt = await loadReceipt(session, params.checkoutId);
    const tickets = receipt.orders.map((t) => ({
      id: t.id,
      raffle: t.productType === 'raffle_ticket',
      productOfferName: t.productOfferName,
      gameOffer: t.gameOffer,
      numGames: t.numGames,
      numDraws: t.numDraws,
      dayPlan: dayPlanText(t),
      autoplay: t.autoplay,
      price: t.price,
      lines: t.lines,
      draws: t.draws.map((d) => ({
        drawNo: d.drawNo,
        label: formatDrawDateTime(d.drawDate, { locale: DEFAULT_LOCALE }),
      })),
    }));
    const raffleTickets = tickets.some((t) => t.raffle)
      ? await loadCheckoutRaffleTickets(session, receipt.checkoutId)
      : [];
    return data(
      {
        checkoutId: receipt.checkoutId,
        raffleGroups: groupRaffleTickets(raffleTickets),
        paidNow: receipt.paidNow,
        heldForPreOrders: receipt.heldForPreOrders,
        balance: receipt.balance,
        purchasedAt: formatDrawDateTime(receipt.createdAt, { locale: DEFAULT_LOCALE }),
        tickets,
      },
      { headers: session.headers() },
    );
  } catch (err) {
    if (!isApiError(err)) throw err;
    if (session.expired) throw sessionExpiredRedirect(request, session);
    if (err.status >= 400 && err.status < 500) throw data(null, { status: 404, headers: session.headers() });
    throw err;
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Receipt', siteNameFrom(matches)) }, { name: 'robots', content: 'noindex' }];
}

export default function Receipt({ loaderData }: Route.ComponentProps) {
  const locale = useShell()?.site.siteLocale ?? DEFAULT_LOCALE;
  const { checkoutId, paidNow, heldForPreOrders, balance, purchasedAt, tickets, raffleGroups } = loaderData;
  return (
    <div className="mx-auto max-w-3xl py-10">
      <h1 className="text-3xl font-extrabold text-theme-primary">Thank you — your tickets are bought</h1>
      <p className="mt-2 text-mono/80">
        Order <span className="font-mono text-sm">{checkoutId}</span> · {purchasedAt}
      </p>
      <dl className="mt-6 grid grid-cols-2 gap-4 rounded-theme bg-theme-tertiary p-5">
        <div>
          <dt className="text-sm text-mono/70">{CHECKOUT_WORDS.paidNow}</dt>
          <dd className="text-2xl font-extrabold" data-testid="receipt-total">
            {formatMoney(paidNow, locale)}
          </dd>
        </div>
        {heldForPreOrders.amount > 0 ? (
          <div>
            <dt className="text-sm text-mono/70">{CHECKOUT_WORDS.heldForPreOrders}</dt>
            <dd className="text-2xl font-extrabold" data-testid="receipt-held">
              {formatMoney(heldForPreOrders, locale)}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-sm text-mono/70">{CHECKOUT_WORDS.availableAfter}</dt>
          <dd className="text-2xl font-extrabold" data-testid="receipt-balance">
            {formatMoney(balance, locale)}
          </dd>
        </div>
      </dl>
      <h2 className="mt-8 mb-3 text-xl font-bold text-theme-primary">Your tickets</h2>
      <ul className="flex flex-col gap-4">
        {tickets.map((t) => (
          <li
            key={t.id}
            data-testid="receipt-ticket"
            className="rounded-theme bg-white p-4 shadow-theme ring-1 ring-black/10"
          >
            <div className="flex flex-wrap justify-between gap-2">
              <h3 className="text-lg font-bold">
                {t.productOfferName} <span className="font-normal text-mono/70">· {t.gameOffer}</span>
              </h3>
              <span className="font-semibold">{formatMoney(t.price, locale)}</span>
            </div>
            <p className="text-sm text-mono/80">
              {t.raffle ? `${t.numGames} raffle ${t.numGames === 1 ? 'ticket' : 'tickets'}` : null}
              {t.raffle ? ': ' : null}
              {t.raffle ? null : `${t.numGames} ${t.numGames === 1 ? 'game' : 'games'} × `}
              {t.raffle ? null : t.numDraws}
              {t.raffle ? null : ' '}
              {t.raffle ? null : t.numDraws === 1 ? 'draw: ' : 'draws: '}
              {t.draws.map((d, i) => (
                <span key={d.drawNo} data-testid="receipt-draw" data-draw-no={d.drawNo}>
                  {i > 0 ? ', ' : ''}Draw {d.drawNo} ({d.label})
                </span>
              ))}
            </p>
            {t.dayPlan ? <p className="text-sm text-mono/80">{t.dayPlan}</p> : null}
            {t.autoplay ? <p className="text-sm text-mono/80">{AUTOPLAY_NOTE}</p> : null}
            <ul className="mt-2 flex flex-col gap-1">
              {t.lines.map((line, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines are numbered by place
                <LineNumbers key={i} line={line} index={i} />
              ))}
            </ul>
            <Link
              to={`/my-account/upcoming-tickets/ticket/${t.id}`}
              className="mt-2 inline-block text-sm underline"
            >
              View ticket
            </Link>
          </li>
        ))}
      </ul>
      {raffleGroups.length > 0 ? (
        <section aria-labelledby="raffle-numbers-heading" className="mt-8">
          <h2 id="raffle-numbers-heading" className="mb-3 text-xl font-bold text-theme-primary">
            Your raffle ticket numbers
          </h2>
          <ul className="flex flex-col gap-3">
            {raffleGroups.map((g) => (
              <li key={g.key} className="rounded-theme bg-theme-tertiary p-4" data-testid="raffle-numbers">
                <p className="font-bold">
                  {g.drawName}
                  {g.causeName ? <span className="font-normal"> · supporting {g.causeName}</span> : null}
                </p>
                <p className="mt-1 font-mono" data-testid="raffle-ticket-numbers">
                  {g.ticketNos.map((n) => `#${n}`).join(', ')}
                </p>
                {g.drawn ? (
                  <p className="mt-1 font-semibold" data-testid="raffle-outcome">
                    {g.won.length > 0
                      ? g.won.map((w) => `Ticket #${w.ticketNo} won ${w.prizeName}.`).join(' ')
                      : 'Drawn: no prize for these tickets this time.'}
                  </p>
                ) : null}
                {g.causeName ? (
                  <p className="text-sm text-mono/80">
                    {formatMoney(g.causeAmount, locale)} of these tickets goes to {g.causeName}.
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="mt-8 flex flex-wrap gap-3">
        <Link
          to="/lotto-tickets"
          className="rounded-theme bg-action-primary px-6 py-3 font-bold text-white hover:brightness-110"
        >
          Play again
        </Link>
        <Link
          to="/my-account/upcoming-tickets/1"
          className="rounded-theme border border-theme-primary px-6 py-3 font-semibold text-theme-primary"
        >
          My tickets
        </Link>
      </div>
    </div>
  );
}
