// First: zod must be told before any schema is defined (see the module).
import './lib/zod-in-browser.ts';
import { CLEAR_CACHE_PARAM } from '@lottoshop/contracts/cache-ttl';
import { MIGRATION_DISMISSED_COOKIE } from '@lottoshop/contracts/migration-messages';
import { type ReactNode, useEffect } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import stylesheetHref from './app.css?url';
import { StatusErrorPage } from './components/errors/error-pages.tsx';
import { loadCartSummary, removedItemsNotice } from './features/cart-checkout/cart.server.ts';
import { loadShellProducts } from './features/play/offers.server.ts';
import { cacheClear, derivedOnce } from './lib/api-cache.server.ts';
import { readCookie } from './lib/cookie-values.ts';
import { useNonce } from './lib/csp-nonce.ts';
import { webEnv } from './lib/env.server.ts';
import { flashNotice, takeFlash } from './lib/flash-notice.server.ts';
import { errorPageTitle, pageTitle } from './lib/meta.ts';
import { readStartupParams } from './lib/query-params.server.ts';
import { requestSession } from './lib/session.server.ts';
import { hasCapability, type ShellData } from './lib/shell-data.ts';
import {
  loadCapabilities,
  loadCustomer,
  loadSiteConfig,
  loadSiteContent,
  loadTheme,
  shellCustomer,
} from './lib/site.server.ts';
import { themeCss as themeCssFrom } from './lib/theme.ts';

/** The pages a customer who must change the password may still open. */
const PASSWORD_CHANGE_EXEMPT = new Set(['/force-password-change', '/logout']);
/** The pages a customer whose account must be upgraded may still open (the terms they are asked to accept too). */
const UPGRADE_EXEMPT = new Set(['/my-account/upgrade-account', '/logout', '/about/terms-and-conditions']);

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (url.searchParams.has(CLEAR_CACHE_PARAM)) cacheClear();
  const env = webEnv();
  // Maintenance switched on for this web server: every page is the 503 page, without asking the API.
  if (env.maintenanceMode) throw data({ siteName: undefined }, { status: 503 });

  const session = requestSession(request, context);
  const visitor = session.visitor;
  const startup = readStartupParams(url, { signedIn: visitor.hasSession, secure: session.secure });
  const identity = { ...visitor.identity };
  if (startup.subVariant) identity.subVariant = startup.subVariant;
  const flash = takeFlash(request, session.secure);

  const [config, customer] = await Promise.all([loadSiteConfig(identity), loadCustomer(session)]);
  const headers = session.headers();
  for (const c of startup.setCookies) headers.append('Set-Cookie', c);
  if (flash.setCookie) headers.append('Set-Cookie', flash.setCookie);
  if (config.maintenance) throw data({ siteName: config.siteName }, { status: 503, headers });

  // Spec 1 §6: a customer flagged to change the password is sent to the form from every page until done.
  if (customer?.forcePasswordChange && !PASSWORD_CHANGE_EXEMPT.has(url.pathname)) {
    throw redirect('/force-password-change', { headers });
  }
  // Spec 1 §6: and one whose account must be upgraded, to the upgrade.
  if (customer?.accountUpgrade && !customer.forcePasswordChange && !UPGRADE_EXEMPT.has(url.pathname)) {
    throw redirect('/my-account/upgrade-account', { headers });
  }
  const signedIn = customer !== null;
  const [capabilities, theme, products, siteContent, cart] = await Promise.all([
    loadCapabilities(identity, { signedIn, segmentName: visitor.segmentName }),
    loadTheme(),
    loadShellProducts(identity),
    loadSiteContent(),
    loadCartSummary(request, session),
  ]);
  // Loading the cart may have dropped a stale anonymous cart cookie.
  for (const c of session.setCookies())
    if (!headers.getSetCookie().includes(c)) headers.append('Set-Cookie', c);
  const content = { ...siteContent, logos: theme?.logos ?? null, metaImages: theme?.metaImages ?? null };
  const { maintenance: _m, siteCapabilities: _s, ...site } = config;

  const shell: ShellData = {
    site,
    capabilities,
    signedIn,
    customer: customer
      ? shellCustomer(customer, session.identity.country, {
          upgrading: customer.accountUpgrade,
          migrationOffered:
            hasCapability(capabilities, 'customer_migration') &&
            !(
              customer.migrationStatus === 'eligible_soft' &&
              readCookie(request.headers.get('Cookie'), MIGRATION_DISMISSED_COOKIE) !== undefined
            ),
        })
      : null,
    cartCount: cart.count,
    content,
    products,
    // The theme object is the same while its answer is cached: its CSS is written once per answer.
    themeCss: theme ? derivedOnce(theme, 'css', () => themeCssFrom(theme)) : themeCssFrom(null),
    notice:
      flash.notice ??
      (session.expired ? expiredNotice() : null) ??
      // Items whose draw closed: the cart page lists them itself; elsewhere the shell says so once.
      (url.pathname === '/cart' ? null : removedItemsNotice(cart.removed)),
  };
  return data(shell, { headers });
}

export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  const out = new Headers();
  for (const h of [loaderHeaders, errorHeaders]) {
    for (const c of h?.getSetCookie?.() ?? []) out.append('Set-Cookie', c);
  }
  return out;
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  const siteName = loaderData?.site.siteName ?? errorSiteName(error) ?? 'Lottoshop';
  if (error) return [{ title: errorPageTitle(isRouteErrorResponse(error) ? error.status : 500, siteName) }];
  return [{ title: pageTitle(undefined, siteName) }];
}

const expiredNotice = () => flashNotice('session_expired');

function errorSiteName(error: unknown): string | undefined {
  if (isRouteErrorResponse(error) && error.data && typeof error.data === 'object') {
    const name = (error.data as { siteName?: unknown }).siteName;
    return typeof name === 'string' ? name : undefined;
  }
  return undefined;
}

function absoluteUrl(base: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}

export function Layout({ children }: { children: ReactNode }) {
  const shell = useRouteLoaderData<typeof loader>('root') as ShellData | undefined;
  const nonce = useNonce();
  return (
    <html lang={shell?.site.siteLocale ?? 'en-AU'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {shell?.site.disableIndexing ? <meta name="robots" content="noindex,nofollow" /> : null}
        <link rel="icon" href={shell?.content.metaImages?.favicon ?? '/favicon.ico'} sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {shell?.content.metaImages ? (
          <>
            <link rel="apple-touch-icon" href={shell.content.metaImages.appleTouch} />
            <meta
              property="og:image"
              content={absoluteUrl(shell.site.baseUrl, shell.content.metaImages.ogImage)}
            />
          </>
        ) : null}
        <meta property="og:site_name" content={shell?.site.siteName ?? 'Lottoshop'} />
        {/* The style sheet as a React resource (`precedence`): React writes it at the top of the head, before the
            module preloads it hoists there, so the browser asks for it first and paints without waiting behind
            the page's JavaScript. */}
        <link rel="stylesheet" href={stylesheetHref} precedence="default" nonce={nonce} />
        <Meta />
        <Links />
        {shell?.themeCss ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: values are filtered to a safe character set in lib/theme.ts
          <style id="theme" nonce={nonce} dangerouslySetInnerHTML={{ __html: shell.themeCss }} />
        ) : null}
      </head>
      <body className="min-h-screen bg-white text-mono antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page interactive (browser tests wait for it before using client-side controls).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

/** Errors the page shell itself could not survive (maintenance, the API failing at start-up). */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-3xl items-center px-4 py-16">
      <StatusErrorPage status={status} />
    </main>
  );
}
