/**
 * PayPal deposits (spec 2 §7 POST /funds/pl/braintree, 3.4): the deposit is created pending and answered with
 * PayPal's approval page (`challenge_url`); the browser comes back to /3ds/notify and the deposit is followed at
 * GET /funds/{id}/deposit like a card's.
 */
import * as wallet from '@lottoshop/contracts/endpoints/wallet';
import { fromMoneyDto } from '@lottoshop/core/money';
import { depositWithPaypal } from '@lottoshop/core/payments';
import type { ApiApp } from '../http/app-types.ts';
import { route } from '../http/endpoint-route.ts';
import { ok } from '../http/envelope.ts';

export default async function paypalRoutes(app: ApiApp): Promise<void> {
  route(app, wallet.depositWithPaypal, async (req) =>
    ok(
      await depositWithPaypal(req.ctx, {
        ...req.body,
        amount: fromMoneyDto(req.body),
        gateways: app.paymentGateways,
      }),
    ),
  );
}
