import { formatMoney } from '@lottoshop/contracts/formatting';
import { data, Link, redirect } from 'react-router';
import { loadDepositPurchase, nextPathOf } from '../features/cart-checkout/deposit-purchase.server.ts';
import { forSession, requireAccountPage } from '../lib/account-page.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { notFound } from '../lib/paging.ts';
import type { ShellHandle } from '../lib/shell-hooks.ts';
import type { Route } from './+types/checkout.deposit.$depositId.cancel';

/**
 * /checkout/deposit/{id}/cancel: a deposit meant to pay for the cart was declined, failed its 3-D Secure
 * challenge or was cancelled at PayPal. Nothing was bought and no money was taken; the cart is as it was.
 */
export const handle: ShellHandle = { footer: 'checkout' };

export async function loader({ request, params }: Route.LoaderArgs) {
  const { session, locale } = await requireAccountPage(request, 'wallet_deposit');
  const dp = await forSession(request, session, () => loadDepositPurchase(session, params.depositId));
  if (!dp) notFound();
  if (dp.status !== 'deposit_failed') throw redirect(nextPathOf(dp), { headers: session.headers() });
  return data({ dp, locale }, { headers: session.headers() });
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle('Payment not made', siteNameFrom(matches)) },
    { name: 'robots', content: 'noindex' },
  ];
}

const BUTTON =
  'inline-block rounded-theme px-5 py-3 text-center font-bold hover:opacity-90 border border-theme-primary';

export default function CheckoutDepositCancel({ loaderData }: Route.ComponentProps) {
  const { dp, locale } = loaderData;
  return (
    <div className="mx-auto max-w-xl py-10">
      <h1 className="text-3xl font-extrabold text-theme-primary">Payment not made</h1>
      <p
        role="alert"
        data-testid="deposit-purchase-failure"
        className="mt-4 rounded-theme border border-error p-4 font-semibold"
      >
        {dp.message ?? `Your payment of ${formatMoney(dp.deposit.amount, locale)} was not made.`}
      </p>
      <p className="mt-3">Your cart is as you left it.</p>
      <div className="mt-8 flex gap-3">
        <Link to="/deposit" className={`${BUTTON} bg-action-primary text-white`}>
          Try again
        </Link>
        <Link to="/cart" className={`${BUTTON} text-theme-primary`}>
          Back to your cart
        </Link>
      </div>
    </div>
  );
}
