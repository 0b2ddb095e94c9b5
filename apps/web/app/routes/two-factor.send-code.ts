import { TWO_FACTOR_MESSAGES } from '@lottoshop/contracts/two-factor';
import { data } from 'react-router';
import { sendEmailCode } from '../features/sign-in/two-factor.server.ts';
import { forSession } from '../lib/account-page.server.ts';
import { isApiError } from '../lib/api-errors.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { requireCustomer } from '../lib/guards.server.ts';
import type { Route } from './+types/two-factor.send-code';

/**
 * POST /two-factor/send-code: the two-factor modal's 'Resend code' (e-mailed codes, spec 2 §9) — another code to
 * the signed-in customer's address, refused within 60 seconds of the last. Answers the notice or the refusal
 * for the modal to show (it posts here with a fetcher, staying open).
 */
export async function action({ request, context }: Route.ActionArgs) {
  await readFormData(request);
  const session = requireCustomer(request, context);
  return forSession(request, session, async () => {
    try {
      const sent = await sendEmailCode(session, true);
      return data(
        { notice: TWO_FACTOR_MESSAGES.codeResent(sent.identifier) },
        { headers: session.headers({ 'Cache-Control': 'no-store' }) },
      );
    } catch (err) {
      if (!isApiError(err) || err.status >= 500) throw err;
      return data(
        { error: err.message, locked: err.code === '2fa_account_locked' },
        { status: err.status, headers: session.headers({ 'Cache-Control': 'no-store' }) },
      );
    }
  });
}
