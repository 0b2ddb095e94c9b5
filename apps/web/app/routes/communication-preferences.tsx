import {
  PREFERENCES_MESSAGES,
  type PreferencesMap,
  SHOWN_CHANNELS,
} from '@lottoshop/contracts/communication';
import { data, redirect } from 'react-router';
import { AccountBreadcrumb } from '../components/shell/account-breadcrumb.tsx';
import {
  loadPreferences,
  type PreferencesCaller,
  readLink,
  savePreferences,
} from '../features/account/preferences.server.ts';
import { InvalidLink, PreferencesForm } from '../features/account/preferences-view.tsx';
import { requireAccountPage } from '../lib/account-page.server.ts';
import { isApiError } from '../lib/api-errors.ts';
import { flashCookie } from '../lib/flash-notice.server.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { sessionExpiredRedirect } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { requestSession } from '../lib/session.server.ts';
import type { Route } from './+types/communication-preferences';

/**
 * /communication-preferences (protected, capability manage_notification_settings) and
 * /communication-preferences/{customerId}?token=… (open: an e-mail's link, signed for that customer): which
 * channels the shop may use for marketing, saved with PUT /customer/{id}/communication-preferences.
 */
type Access = { caller: PreferencesCaller; headers: Headers; secure: boolean } | { invalid: true };

async function access(request: Request, customerId: string | undefined): Promise<Access> {
  if (customerId === undefined) {
    const { session } = await requireAccountPage(request, 'manage_notification_settings');
    const id = session.identity.customerId;
    if (!id) throw sessionExpiredRedirect(request, session);
    return { caller: { customerId: id, session }, headers: session.headers(), secure: session.secure };
  }
  const link = readLink(customerId, new URL(request.url).searchParams.get('token'));
  const session = requestSession(request);
  return link ? { caller: link, headers: session.headers(), secure: session.secure } : { invalid: true };
}

/** A refused link (403) or an unknown customer (404) is the invalid-link page; anything else is an error. */
function isRefusal(err: unknown): boolean {
  return isApiError(err) && (err.status === 403 || err.status === 404);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const found = await access(request, params.customerId);
  if ('invalid' in found) return data({ invalid: true as const }, { status: 403 });
  try {
    const current = await loadPreferences(found.caller);
    return data(
      { invalid: false as const, current, viaLink: params.customerId !== undefined },
      { headers: found.headers },
    );
  } catch (err) {
    if (!isRefusal(err)) throw err;
    if (found.caller.session) throw sessionExpiredRedirect(request, found.caller.session);
    return data({ invalid: true as const }, { status: 403 });
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await readFormData(request);
  const found = await access(request, params.customerId);
  if ('invalid' in found) return data({ invalid: true as const }, { status: 403 });
  const ticked = new Set(form.getAll('channel').filter((v): v is string => typeof v === 'string'));
  const preferences: Partial<PreferencesMap> = {};
  for (const channel of SHOWN_CHANNELS) preferences[channel] = ticked.has(channel);
  try {
    await savePreferences(found.caller, preferences);
  } catch (err) {
    if (!isRefusal(err)) throw err;
    return data({ invalid: true as const }, { status: 403 });
  }
  const url = new URL(request.url);
  found.headers.append('Set-Cookie', flashCookie('preferences_updated', found.secure));
  return redirect(`${url.pathname}${url.search}`, { headers: found.headers });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Communication preferences', siteNameFrom(matches)) }];
}

export default function CommunicationPreferences({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.invalid || actionData?.invalid)
    return <InvalidLink message={PREFERENCES_MESSAGES.invalidLink} />;
  return (
    <div className="mx-auto max-w-xl py-10">
      {loaderData.viaLink ? null : <AccountBreadcrumb />}
      <h1 className="mt-2 text-3xl font-extrabold text-theme-primary">Communication preferences</h1>
      <p className="mt-2 text-mono/80">Choose how we may contact you about draws, jackpots and offers.</p>
      <PreferencesForm current={loaderData.current} />
    </div>
  );
}
