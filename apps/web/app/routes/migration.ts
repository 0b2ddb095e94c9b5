import { MigrationDto } from '@lottoshop/contracts/migration';
import {
  MIGRATION_DISMISSED_COOKIE,
  MIGRATION_DISMISSED_DAYS,
  MIGRATION_MESSAGES,
} from '@lottoshop/contracts/migration-messages';
import { data, redirect } from 'react-router';
import { callApi } from '../lib/api.server.ts';
import { isApiError } from '../lib/api-errors.ts';
import { serializeCookie } from '../lib/cookie-values.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { requireCustomer, safeRedirectPath } from '../lib/guards.server.ts';
import type { Route } from './+types/migration';

/**
 * POST /migration: the migration modal's posts. `migrate` accepts the move (POST /migration/migrate): the modal
 * (a fetcher, `mode=fetch`) gets the status to poll or finish on; a plain form post goes back to the page, which
 * opens the modal on its in-progress step. `dismiss` puts a soft migration off for 7 days (the dismissed
 * cookie of spec 2 §3).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const session = requireCustomer(request, context);
  const raw = form.get('returnTo');
  const returnTo = safeRedirectPath(typeof raw === 'string' ? raw : null, '/my-account');
  const intent = form.get('intent');
  if (intent === 'dismiss') {
    const headers = session.headers();
    headers.append(
      'Set-Cookie',
      serializeCookie(MIGRATION_DISMISSED_COOKIE, '1', {
        maxAgeSeconds: MIGRATION_DISMISSED_DAYS * 86_400,
        secure: session.secure,
      }),
    );
    return redirect(returnTo, { headers });
  }
  if (intent !== 'migrate')
    return data({ error: 'Something went wrong' }, { status: 400, headers: session.headers() });
  const fetched = form.get('mode') === 'fetch';
  if (form.get('acceptTerms') !== 'yes') {
    return data({ error: MIGRATION_MESSAGES.termsRequired }, { status: 400, headers: session.headers() });
  }
  try {
    const res = await callApi<unknown>('v2', '/migration/migrate', {
      method: 'POST',
      body: { acceptTerms: true },
      session,
    });
    const parsed = MigrationDto.safeParse(res.result);
    if (!parsed.success)
      return data({ error: MIGRATION_MESSAGES.failure }, { status: 502, headers: session.headers() });
    if (!fetched) return redirect(returnTo, { headers: session.headers() });
    return data(parsed.data, { headers: session.headers({ 'Cache-Control': 'no-store' }) });
  } catch (err) {
    if (!isApiError(err)) throw err;
    if (!fetched) return redirect(returnTo, { headers: session.headers() });
    return data(
      { error: err.status >= 500 ? MIGRATION_MESSAGES.failure : err.message },
      { status: err.status >= 500 ? 502 : err.status, headers: session.headers() },
    );
  }
}
