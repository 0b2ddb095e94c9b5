/** Closing the account (spec 2 §7 `DELETE /v2/customer`, a form with the password and a reason). */
import { CloseAccountBody } from '@lottoshop/contracts/account-closing';
import * as account from '@lottoshop/contracts/endpoints/account';
import { redirect } from 'react-router';
import { z } from 'zod';
import { call } from '../../lib/api-client.server.ts';
import { isApiError } from '../../lib/api-errors.ts';
import { apiFormErrors, readForm } from '../../lib/form-schema.server.ts';
import type { RequestSession } from '../../lib/session.server.ts';

export type CloseFormResult = {
  values: { reason: string; comment: string };
  fieldErrors: { password?: string; reason?: string; comment?: string };
  formError?: string;
};

const FIELDS = ['password', 'reason', 'comment'] as const;

/** What the form shows again after a failed post (never the password). */
const CloseValues = z.object({ reason: z.string().default(''), comment: z.string().default('') });

export function readCloseForm(form: FormData): { body: CloseAccountBody } | CloseFormResult {
  const read = readForm(form, CloseAccountBody, FIELDS);
  if (read.ok) {
    const { comment, ...body } = read.value;
    return { body: comment ? { ...body, comment } : body };
  }
  const values = readForm(form, CloseValues, []);
  return {
    values: values.ok ? values.value : { reason: '', comment: '' },
    fieldErrors: read.errors.fieldErrors,
  };
}

export async function closeAccountAtApi(session: RequestSession, body: CloseAccountBody): Promise<void> {
  await call(account.close, { session, body });
}

/** One close attempt with the posted (or replayed) form: a redirect when closed, else what the form shows. */
export async function closeAccountWith(
  session: RequestSession,
  form: FormData,
): Promise<Response | CloseFormResult> {
  const read = readCloseForm(form);
  if (!('body' in read)) return read;
  try {
    await closeAccountAtApi(session, read.body);
  } catch (err) {
    if (!isApiError(err) || err.status >= 500 || err.code === '2fa_required') throw err;
    return {
      values: { reason: read.body.reason, comment: read.body.comment ?? '' },
      ...apiFormErrors(err, FIELDS),
    };
  }
  // Spec 1 §4: deleting the customer ends in logout.
  session.end({ includeCart: true });
  return redirect('/close-my-account/success', { headers: session.headers() });
}
