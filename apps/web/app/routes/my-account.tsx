import { formatMoney } from '@lottoshop/contracts/formatting';
import { redirect } from 'react-router';
import { loginPath, requireCustomer } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { hasCapability } from '../lib/shell-data.ts';
import { useShell } from '../lib/shell-hooks.ts';
import { loadCustomer } from '../lib/site.server.ts';
import type { Route } from './+types/my-account';

/** The account landing page (protected): the signed-in customer's name and balance. */
export async function loader({ request }: Route.LoaderArgs) {
  const visitor = requireCustomer(request);
  const customer = await loadCustomer(visitor.identity);
  // The session cookies are no longer accepted by the API: sign in again and come back here.
  if (!customer) throw redirect(loginPath(request));
  return { customer };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('My account', siteNameFrom(matches)) }];
}

export default function MyAccount({ loaderData }: Route.ComponentProps) {
  const shell = useShell();
  const { customer } = loaderData;
  const showFunds = customer.availableFunds && hasCapability(shell?.capabilities ?? [], 'wallet_balance');
  return (
    <div className="mx-auto max-w-4xl py-10">
      <h1 className="text-3xl text-theme-primary">My account</h1>
      <p className="mt-2 text-lg">
        Welcome back, {customer.firstname} {customer.lastname}
      </p>
      {showFunds && customer.availableFunds ? (
        <section aria-labelledby="funds-heading" className="mt-8 rounded-theme bg-theme-tertiary p-6">
          <h2 id="funds-heading" className="text-sm font-bold tracking-wide text-mono/70 uppercase">
            Available funds
          </h2>
          <p className="mt-1 text-3xl font-extrabold text-theme-primary">
            {formatMoney(customer.availableFunds, shell?.site.siteLocale)}
          </p>
        </section>
      ) : null}
    </div>
  );
}
