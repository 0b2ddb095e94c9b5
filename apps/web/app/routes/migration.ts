import * as account from '@lottoshop/contracts/endpoints/account';
import {
  MIGRATION_DISMISSED_COOKIE,
  MIGRATION_DISMISSED_DAYS,
  MIGRATION_MESSAGES,
} from '@lottoshop/contracts/migration-messages';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { call, isUnreadable } from '../lib/api-client.server.ts';
import { isApiError } from '../lib/api-errors.ts';
import { serializeCookie } from '../lib/cookie-values.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { readForm } from '../lib/form-schema.server.ts';
import { requireCustomer, safeRedirectPath } from '../lib/guards.server.ts';
import type { Route } from './+types/migration';

const ReturnTo = z.string().optional();

/** The migration modal's two posts, told apart by their intent (decision 075). */
const MigrationForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('dismiss'), returnTo: ReturnTo }),
  z.object({
    intent: z.literal('migrate'),
    // The terms' box; unticked is answered with the terms' message, before any call.
    acceptTerms: z.literal('yes').optional().catch(undefined),
    mode: z.string().optional(),
    returnTo: ReturnTo,
  }),
]);

/**
 * POST /migration: the migration modal's posts. `migrate` accepts the move (POST /migration/migrate): the modal
 * (a fetcher, `mode=fetch`) gets the status to poll or finish on; a plain form post goes back to the page, which
 * opens the modal on its in-progress step. `dismiss` puts a soft migration off for 7 days (the dismissed
 * cookie of spec 2 §3).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const session = requireCustomer(request, context);
  const read = readForm(form, MigrationForm, []);
  if (!read.ok) return data({ error: 'Something went wrong' }, { status: 400, headers: session.headers() });
  const post = read.value;
  const returnTo = safeRedirectPath(post.returnTo ?? null, '/my-account');
  if (post.intent === 'dismiss') {
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
  const fetched = post.mode === 'fetch';
  if (post.acceptTerms !== 'yes') {
    return data({ error: MIGRATION_MESSAGES.termsRequired }, { status: 400, headers: session.headers() });
  }
  try {
    const res = await call(account.migrate, { body: { acceptTerms: true }, session });
    if (!fetched) return redirect(returnTo, { headers: session.headers() });
    return data(res.result, { headers: session.headers({ 'Cache-Control': 'no-store' }) });
  } catch (err) {
    if (!isApiError(err)) throw err;
    if (!fetched) return redirect(returnTo, { headers: session.headers() });
    // An answer that cannot be read is the API's fault, as a 5xx is.
    const failed = err.status >= 500 || isUnreadable(err);
    return data(
      { error: failed ? MIGRATION_MESSAGES.failure : err.message },
      { status: failed ? 502 : err.status, headers: session.headers() },
    );
  }
}
