import type { ReactNode } from 'react';
import { isRouteErrorResponse, Outlet, useRouteError } from 'react-router';
import { RuntimeFallback, StatusErrorPage } from '../components/errors/error-pages.tsx';
import { Notifications, NotificationsProvider } from '../components/shell/notifications.tsx';
import { ShellNavigation } from '../components/shell/shop-link.tsx';
import { CondensedFooter, SiteFooter } from '../components/shell/site-footer.tsx';
import { SiteHeader } from '../components/shell/site-header.tsx';
import { SitewideBanner } from '../components/shell/sitewide-banner.tsx';
import { ConfirmationBanner } from '../features/account/confirmation-banner.tsx';
import { ConsentModal } from '../features/account/consent-modal.tsx';
import { MigrationModal } from '../features/account/migration-modal.tsx';
import { SessionKeeper } from '../features/sign-in/session-keeper.tsx';
import { errorPageTitle } from '../lib/meta.ts';
import { hasCapability, type ShellData, showsSitewideBanner } from '../lib/shell-data.ts';
import { useCondensedFooter, useShell } from '../lib/shell-hooks.ts';
import type { Route } from './+types/shell';

/** The page shell around every page: banner, navigation, the page, footer, notifications. */
export function meta({ error, matches }: Route.MetaArgs) {
  if (!error) return [];
  const root = matches.find((m) => m?.id === 'root')?.data as ShellData | undefined;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return [{ title: errorPageTitle(status, root?.site.siteName ?? 'Lottoshop') }];
}

/** Headers a route's error response carries for the client (405 `Allow`, 415 `Accept-Post`) reach the browser. */
const ERROR_HEADERS = ['Allow', 'Accept-Post'] as const;

export function headers({ parentHeaders, errorHeaders }: Route.HeadersArgs) {
  const out = new Headers(parentHeaders);
  for (const name of ERROR_HEADERS) {
    const value = errorHeaders?.get(name);
    if (value) out.set(name, value);
  }
  return out;
}

function Frame({ shell, children }: { shell: ShellData; children: ReactNode }) {
  const condensed = useCondensedFooter(shell);
  const banner = showsSitewideBanner(shell) ? shell.content.banner : null;
  return (
    <ShellNavigation>
      <NotificationsProvider incoming={shell.notice}>
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-theme-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        {banner ? <SitewideBanner banner={banner} /> : null}
        <ConfirmationBanner
          confirm={shell.customer?.confirm ?? null}
          detailsInModal={hasCapability(shell.capabilities, 'account_details_manage')}
        />
        <ConsentModal consent={shell.customer?.consent ?? null} />
        {shell.customer?.consent ? null : <MigrationModal start={shell.customer?.migration ?? null} />}
        <SiteHeader shell={shell} />
        <Notifications />
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto min-h-[50vh] w-full max-w-7xl px-4 focus:outline-none"
        >
          {children}
        </main>
        {condensed ? <CondensedFooter shell={shell} /> : <SiteFooter shell={shell} />}
        {shell.signedIn ? <SessionKeeper timeoutSeconds={shell.site.sessionTimeoutSeconds ?? 0} /> : null}
      </NotificationsProvider>
    </ShellNavigation>
  );
}

export default function Shell() {
  const shell = useShell();
  if (!shell) return <Outlet />;
  return (
    <Frame shell={shell}>
      <Outlet />
    </Frame>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const shell = useShell();
  const page = isRouteErrorResponse(error) ? <StatusErrorPage status={error.status} /> : <RuntimeFallback />;
  if (!shell) return <main id="main">{page}</main>;
  return <Frame shell={shell}>{page}</Frame>;
}
