/**
 * PayPal deposits (spec 2 §7 POST /funds/pl/braintree, 3.4): the deposit is created pending and answered with
 * PayPal's approval page (`challenge_url`); the browser comes back to /3ds/notify and the deposit is followed at
 * GET /funds/{id}/deposit like a card's.
 */
import { versionsFrom } from '@lottoshop/contracts/api-versions';
import { PaypalDepositBody } from '@lottoshop/contracts/deposit-purchase';
import { CardDepositDto } from '@lottoshop/contracts/funds';
import { depositWithPaypal } from '@lottoshop/core/payments';
import type { ApiApp } from '../http/app-types.ts';
import { requireCustomer } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';

export default async function paypalRoutes(app: ApiApp): Promise<void> {
  app.post(
    '/funds/pl/braintree',
    {
      config: { versions: versionsFrom('3.4'), cache: false },
      preHandler: requireCustomer,
      schema: { body: PaypalDepositBody, response: { 201: CardDepositDto } },
    },
    async (req, reply) => {
      const deposit = await depositWithPaypal(req.ctx, { ...req.body, gateways: app.paymentGateways });
      reply.code(201);
      return ok(deposit);
    },
  );
}
