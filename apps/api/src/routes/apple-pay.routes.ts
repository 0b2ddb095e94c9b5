/**
 * Apple Pay's merchant validation (spec 2 §3 `ap`, decision 053): POST /funds/ap/merchant_session takes the
 * validation address the browser's Apple Pay session named and the page's host name, and answers the merchant
 * session the gateway got from Apple, which the page gives back to Apple Pay (`complete`). Bad input is a 400 with
 * the field's message; Apple Pay off is a 422; the gateway unreachable a 503.
 */
import { versionsFrom } from '@lottoshop/contracts/api-versions';
import { ApplePaySessionBody, ApplePaySessionDto } from '@lottoshop/contracts/deposit-purchase';
import { startApplePaySession } from '@lottoshop/core/payments';
import { getSiteSettings } from '@lottoshop/core/site';
import type { ApiApp } from '../http/app-types.ts';
import { requireCustomer } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';

export default async function applePayRoutes(app: ApiApp): Promise<void> {
  app.post(
    '/funds/ap/merchant_session',
    {
      config: { versions: versionsFrom('3.4'), cache: false },
      preHandler: requireCustomer,
      schema: { body: ApplePaySessionBody, response: { 200: ApplePaySessionDto } },
    },
    async (req) => {
      const site = await getSiteSettings(req.ctx);
      const session = await startApplePaySession(req.ctx, {
        ...req.body,
        displayName: site.siteName,
        gateways: app.paymentGateways,
      });
      return ok({ merchantSession: JSON.stringify(session) });
    },
  );
}
