import { DEFAULT_LOCALE, formatMoney } from '@lottoshop/contracts/formatting';
import { data, Form } from 'react-router';
import { ShopLink } from '../components/shell/shop-link.tsx';
import { loadRecommendedPlays } from '../features/play/recommended.server.ts';
import { RecommendedPlays } from '../features/play/recommended-plays.tsx';
import { requireCustomer, sessionExpiredRedirect } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { hasCapability } from '../lib/shell-data.ts';
import { useShell } from '../lib/shell-hooks.ts';
import { loadCustomer } from '../lib/site.server.ts';
import type { Route } from './+types/my-account';

/** How many recommendations the account page shows. */
const PLAY_AGAIN_COUNT = 3;

/**
 * The account landing page (protected): greeting, available funds, the account's e-mail, what to play next (their
 * usual tickets, GET /orders/recommended) and its sections.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = requireCustomer(request, context);
  const customer = await loadCustomer(session);
  // The API no longer accepts the session (and it could not be refreshed): sign in again and come back.
  if (!customer) throw sessionExpiredRedirect(request, session);
  const recommended = await loadRecommendedPlays(session, PLAY_AGAIN_COUNT);
  return data(
    {
      customer: {
        firstname: customer.firstname,
        lastname: customer.lastname,
        email: customer.email,
        availableFunds: customer.availableFunds,
      },
      recommended,
    },
    { headers: session.headers() },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('My account', siteNameFrom(matches)) }];
}

const SECTION_LINK = 'font-semibold text-action-secondary hover:underline';

export default function MyAccount({ loaderData }: Route.ComponentProps) {
  const shell = useShell();
  const { customer, recommended } = loaderData;
  const funds = customer.availableFunds ?? { amount: 0, currency: 'AUD' as const };
  const can = (key: string) => hasCapability(shell?.capabilities ?? [], key);
  return (
    <div className="mx-auto max-w-4xl py-10">
      <h1 className="text-3xl font-extrabold text-theme-primary">My account</h1>
      <p className="mt-2 text-lg">
        Hello, <span data-testid="customer-firstname">{customer.firstname}</span>
      </p>
      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="funds-heading" className="rounded-theme bg-theme-tertiary p-6">
          <h2 id="funds-heading" className="text-sm font-bold tracking-wide text-mono/70 uppercase">
            Available funds
          </h2>
          <p className="mt-1 text-3xl font-extrabold text-theme-primary" data-testid="available-funds">
            {formatMoney(funds, shell?.site.siteLocale)}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            {can('wallet_deposit') ? (
              <ShopLink
                to="/my-account/deposit"
                className="rounded-theme bg-action-primary px-4 py-2 font-bold text-white hover:opacity-90"
              >
                Deposit
              </ShopLink>
            ) : null}
            {can('viewing_orders') ? (
              <ShopLink
                to="/my-account/transactions/1"
                className="rounded-theme border border-theme-primary px-4 py-2 font-semibold text-theme-primary hover:bg-white"
              >
                Transactions
              </ShopLink>
            ) : null}
          </div>
        </section>
        <section aria-labelledby="details-heading" className="rounded-theme border border-mono/15 p-6">
          <h2 id="details-heading" className="text-sm font-bold tracking-wide text-mono/70 uppercase">
            Account
          </h2>
          <p className="mt-1">
            {customer.firstname} {customer.lastname}
          </p>
          <p className="mt-1 break-all text-mono/80" data-testid="customer-email">
            {customer.email}
          </p>
        </section>
      </div>
      {can('viewing_orders') ? (
        <RecommendedPlays plays={recommended} locale={shell?.site.siteLocale ?? DEFAULT_LOCALE} />
      ) : null}
      <nav aria-label="Account" className="mt-10">
        <ul className="flex flex-col gap-2">
          {can('viewing_orders') ? (
            <>
              <li>
                <ShopLink to="/my-account/upcoming-tickets/1" className={SECTION_LINK}>
                  Upcoming tickets
                </ShopLink>
              </li>
              <li>
                <ShopLink to="/my-account/past-tickets/1" className={SECTION_LINK}>
                  Past tickets
                </ShopLink>
              </li>
              <li>
                <ShopLink to="/my-account/print-tickets" className={SECTION_LINK}>
                  Print tickets
                </ShopLink>
              </li>
              <li>
                <ShopLink to="/my-account/activity-statements" className={SECTION_LINK}>
                  Activity statements
                </ShopLink>
              </li>
            </>
          ) : null}
          <li>
            <ShopLink to="/my-account/my-details" className={SECTION_LINK}>
              My details
            </ShopLink>
          </li>
          {can('favourite-numbers') ? (
            <li>
              <ShopLink to="/my-account/favourite-numbers" className={SECTION_LINK}>
                Favourite numbers
              </ShopLink>
            </li>
          ) : null}
          {can('manage_notification_settings') ? (
            <li>
              <ShopLink to="/communication-preferences" className={SECTION_LINK}>
                Communication preferences
              </ShopLink>
            </li>
          ) : null}
          {can('customer_deactivate') ? (
            <li>
              <ShopLink to="/close-my-account" className={SECTION_LINK}>
                Close my account
              </ShopLink>
            </li>
          ) : null}
          {can('spend_limits') ? (
            <>
              <li>
                <ShopLink to="/my-account/spend-limits" className={SECTION_LINK}>
                  {can('deposit_limits') ? 'Spend and deposit limits' : 'Spend limits'}
                </ShopLink>
              </li>
              <li>
                <ShopLink to="/my-account/precommitment-limit" className={SECTION_LINK}>
                  Precommitment limit
                </ShopLink>
              </li>
            </>
          ) : null}
          <li>
            <ShopLink to="/my-account/take-a-break" className={SECTION_LINK}>
              Take a break
            </ShopLink>
          </li>
          <li>
            <ShopLink to="/my-account/login-and-security" className={SECTION_LINK}>
              Login and security
            </ShopLink>
          </li>
          <li>
            <ShopLink to="/change-Password" className={SECTION_LINK}>
              Change password
            </ShopLink>
          </li>
          <li>
            <Form method="post" action="/logout" reloadDocument>
              <button
                type="submit"
                className="rounded-theme border border-theme-primary px-4 py-2 font-semibold text-theme-primary hover:bg-theme-tertiary"
              >
                Log out
              </button>
            </Form>
          </li>
        </ul>
      </nav>
    </div>
  );
}
