import { DEFAULT_LOCALE } from '@lottoshop/contracts/formatting';
import { data, Link } from 'react-router';
import { loadMySupport } from '../features/raffles/raffles.server.ts';
import { SupportList } from '../features/raffles/support-list.tsx';
import { isApiError } from '../lib/api-errors.ts';
import { requireCapability } from '../lib/capabilities.server.ts';
import { loadPageContext, loginPath, requireCustomer, sessionExpiredRedirect } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { requestSession } from '../lib/session.server.ts';
import { useShell } from '../lib/shell-hooks.ts';
import { loadCapabilities } from '../lib/site.server.ts';
import type { Route } from './+types/your-support';

/**
 * /your-support (open) and /{raffle}/your-support (protected), raffle capability: what the customer's raffle tickets
 * have raised for each cause — for every raffle, or for one. Signed out, /your-support explains and links to log in.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  // /your-support is an open page (spec 1 §2): signed out it says what it shows and asks the visitor to log in.
  if (params.productOfferKey === undefined && !requestSession(request, context).signedIn) {
    const visitor = requestSession(request, context);
    const { capabilities } = await loadPageContext(request);
    requireCapability(capabilities, 'raffle');
    return data({ support: null, key: null, loginTo: loginPath(request) }, { headers: visitor.headers() });
  }
  const session = requireCustomer(request, context);
  const capabilities = await loadCapabilities(session.identity, {
    signedIn: true,
    segmentName: session.visitor.segmentName,
  });
  requireCapability(capabilities, 'raffle');
  const key = params.productOfferKey;
  if (key !== undefined && !/^[a-z0-9_]{1,100}$/.test(key)) throw data(null, { status: 404 });
  try {
    return data(
      { support: await loadMySupport(session, key), key: key ?? null, loginTo: null },
      { headers: session.headers() },
    );
  } catch (err) {
    if (!isApiError(err)) throw err;
    if (session.expired) throw sessionExpiredRedirect(request, session);
    if (err.status === 404) throw data(null, { status: 404, headers: session.headers() });
    throw err;
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle('Your support', siteNameFrom(matches)) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function YourSupport({ loaderData }: Route.ComponentProps) {
  const locale = useShell()?.site.siteLocale ?? DEFAULT_LOCALE;
  return (
    <div className="mx-auto max-w-3xl py-10">
      <h1 className="text-3xl font-extrabold text-theme-primary">Your support</h1>
      <p className="mt-2 text-mono/80">
        {loaderData.key
          ? 'What your tickets in this raffle have raised for the causes you chose.'
          : 'What your raffle tickets have raised for the causes you chose.'}
      </p>
      {loaderData.support === null ? (
        <p className="mt-6">
          <Link
            to={loaderData.loginTo ?? '/login'}
            className="inline-block rounded-theme bg-action-primary px-4 py-2 font-bold text-white hover:opacity-90"
          >
            Log in to see your support
          </Link>{' '}
          <Link to="/causes" className="ml-4 font-semibold text-theme-primary underline">
            The causes we support
          </Link>
        </p>
      ) : (
        <SupportList support={loaderData.support} locale={locale} />
      )}
    </div>
  );
}
