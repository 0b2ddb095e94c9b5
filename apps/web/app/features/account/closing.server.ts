/** Closing the account (spec 2 §7 `DELETE /v2/customer`, a form with the password and a reason). */
import { CloseAccountBody } from '@lottoshop/contracts/account-closing';
import * as account from '@lottoshop/contracts/endpoints/account';
import { call } from '../../lib/api-client.server.ts';
import type { RequestSession } from '../../lib/session.server.ts';

export type CloseFormResult = {
  values: { reason: string; comment: string };
  fieldErrors: { password?: string; reason?: string; comment?: string };
  formError?: string;
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

export function readCloseForm(form: FormData): { body: CloseAccountBody } | CloseFormResult {
  const values = { reason: text(form, 'reason'), comment: text(form, 'comment') };
  const parsed = CloseAccountBody.safeParse({
    password: text(form, 'password'),
    reason: values.reason,
    ...(values.comment.trim() === '' ? {} : { comment: values.comment }),
  });
  if (parsed.success) return { body: parsed.data };
  const fieldErrors: CloseFormResult['fieldErrors'] = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path[0];
    if (name === 'password' || name === 'reason' || name === 'comment') fieldErrors[name] ??= issue.message;
  }
  return { values, fieldErrors };
}

export async function closeAccountAtApi(session: RequestSession, body: CloseAccountBody): Promise<void> {
  await call(account.close, { session, body });
}
