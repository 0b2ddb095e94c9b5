import * as wallet from '@lottoshop/contracts/endpoints/wallet';
import { data } from 'react-router';
import { forSession } from '../lib/account-page.server.ts';
import { call } from '../lib/api-client.server.ts';
import { isApiError } from '../lib/api-errors.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { requireCustomer } from '../lib/guards.server.ts';
import type { Route } from './+types/apple-pay.merchant-session';

/**
 * POST /apple-pay/merchant-session: Apple Pay's merchant validation for the deposit step's Apple Pay button
 * (decision 053). The browser's payment session names Apple's validation address (`onmerchantvalidation`); this
 * asks the API (POST /v2/funds/ap/merchant_session, which asks the gateway) for a merchant session on this page's
 * own host name, and answers it for the page to hand to Apple Pay. A refusal answers its message and status.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const session = requireCustomer(request, context);
  const headers = session.headers({ 'Cache-Control': 'no-store' });
  return forSession(request, session, async () => {
    try {
      const res = await call(wallet.startApplePaySession, {
        session,
        body: {
          validationUrl: String(form.get('validationUrl') ?? ''),
          domainName: new URL(request.url).hostname,
        },
      });
      const { merchantSession } = res.result;
      return data({ merchantSession: JSON.parse(merchantSession) as Record<string, unknown> }, { headers });
    } catch (err) {
      if (!isApiError(err) || err.status >= 500) throw err;
      return data({ error: err.message }, { status: err.status, headers });
    }
  });
}
