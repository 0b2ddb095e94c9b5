/**
 * Apple Pay's merchant validation (spec 2 §3 `ap`, decision 053): POST /funds/ap/merchant_session takes the
 * validation address the browser's Apple Pay session named and the page's host name, and answers the merchant
 * session the gateway got from Apple, which the page gives back to Apple Pay (`complete`). Bad input is a 400 with
 * the field's message; Apple Pay off is a 422; the gateway unreachable a 503.
 */
import type { ApplePaySessionBody } from '@lottoshop/contracts/deposit-purchase';
import * as wallet from '@lottoshop/contracts/endpoints/wallet';
import { type PaymentGateways, startApplePaySession } from '@lottoshop/core/payments';
import { getSiteSettings } from '@lottoshop/core/site';
import type { Ctx } from '@lottoshop/core/use-case';
import type { ApiApp } from '../http/app-types.ts';
import { route } from '../http/endpoint-route.ts';
import { ok } from '../http/envelope.ts';

export default async function applePayRoutes(app: ApiApp): Promise<void> {
  route(app, wallet.startApplePaySession, async (req) =>
    ok(await merchantSession(req.ctx, req.body, app.paymentGateways)),
  );
}

/** The merchant session Apple gave for the site (named as the shop's name), as the text the page passes on. */
async function merchantSession(ctx: Ctx, body: ApplePaySessionBody, gateways: PaymentGateways) {
  const { siteName } = await getSiteSettings(ctx);
  const session = await startApplePaySession(ctx, { ...body, displayName: siteName, gateways });
  return { merchantSession: JSON.stringify(session) };
}
