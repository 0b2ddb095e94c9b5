import { formatMoney } from '@lottoshop/contracts/formatting';
import { data, Link, redirect } from 'react-router';
import { loadDepositPurchase } from '../features/cart-checkout/deposit-purchase.server.ts';
import { forSession, requireAccountPage } from '../lib/account-page.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { notFound } from '../lib/paging.ts';
import type { ShellHandle } from '../lib/shell-hooks.ts';
import type { Route } from './+types/checkout.deposit.$depositId.success';

/**
 * /checkout/deposit/{id}/success: where a deposit that pays for the cart lands after the gateway (3-D Secure,
 * PayPal). Asking the API brings it up to date (the deposit settled, the tickets bought, once). Bought → the
 * receipt; the deposit failed → the cancel page; the deposit made but the tickets not (a draw closed meanwhile) →
 * says so here, the money is in the balance; still waiting at the gateway → says so, with its page again.
 */
export const handle: ShellHandle = { footer: 'checkout' };

export async function loader({ request, params }: Route.LoaderArgs) {
  const { session, locale } = await requireAccountPage(request, 'wallet_deposit');
  const dp = await forSession(request, session, () => loadDepositPurchase(session, params.depositId));
  if (!dp) notFound();
  if (dp.status === 'purchased' && dp.checkoutId) {
    throw redirect(`/receipt/${encodeURIComponent(dp.checkoutId)}`, { headers: session.headers() });
  }
  if (dp.status === 'deposit_failed') {
    throw redirect(`/checkout/deposit/${encodeURIComponent(dp.deposit.depositId)}/cancel`, {
      headers: session.headers(),
    });
  }
  return data({ dp, locale }, { headers: session.headers() });
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const title = loaded?.dp.status === 'pending' ? 'Payment pending' : 'Deposit made';
  return [{ title: pageTitle(title, siteNameFrom(matches)) }, { name: 'robots', content: 'noindex' }];
}

const BUTTON =
  'inline-block rounded-theme px-5 py-3 text-center font-bold hover:opacity-90 border border-theme-primary';

export default function CheckoutDepositSuccess({ loaderData }: Route.ComponentProps) {
  const { dp, locale } = loaderData;
  const amount = formatMoney(dp.deposit.amount, locale);
  if (dp.status === 'pending') {
    return (
      <div className="mx-auto max-w-xl py-10">
        <h1 className="text-3xl font-extrabold text-theme-primary">Payment pending</h1>
        <p role="status" className="mt-4">
          Your payment of {amount} has not been confirmed yet. Your tickets are bought as soon as it is.
        </p>
        <div className="mt-8 flex gap-3">
          {dp.deposit.challengeUrl ? (
            <a href={dp.deposit.challengeUrl} className={`${BUTTON} bg-action-primary text-white`}>
              Continue with your payment
            </a>
          ) : null}
          <Link to="." reloadDocument className={`${BUTTON} text-theme-primary`}>
            Check again
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-xl py-10">
      <h1 className="text-3xl font-extrabold text-theme-primary">Deposit made</h1>
      <p
        role="alert"
        data-testid="deposit-purchase-message"
        className="mt-4 rounded-theme border border-error p-4 font-semibold"
      >
        {dp.message ?? `Your deposit of ${amount} is in your balance.`}
      </p>
      <div className="mt-8 flex gap-3">
        <Link to="/cart" className={`${BUTTON} bg-action-primary text-white`}>
          Back to your cart
        </Link>
        <Link to="/my-account/transactions" className={`${BUTTON} text-theme-primary`}>
          Your transactions
        </Link>
      </div>
    </div>
  );
}
