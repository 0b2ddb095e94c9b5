/**
 * Deposit and buy in one step (spec 2 §7 POST /deposit_purchase, 3.3): the deposit (a saved card with its
 * security code and 3-D Secure data, PayPal, or a device wallet's token) and what it pays for; 201 when made, 200
 * when the same idempotency key asks again. GET /deposit_purchase/{depositId} is where the browser's return from
 * the gateway's step follows it (settling the deposit and completing the purchase when the gateway has confirmed it).
 */
import * as depositPurchase from '@lottoshop/contracts/endpoints/deposit-purchase';
import { depositAndPurchase, getDepositPurchase } from '@lottoshop/core/deposit-purchases';
import type { ApiApp } from '../http/app-types.ts';
import { route } from '../http/endpoint-route.ts';
import { ok } from '../http/envelope.ts';

export default async function depositPurchaseRoutes(app: ApiApp): Promise<void> {
  const gateways = app.paymentGateways;

  route(app, depositPurchase.start, async (req, reply) => {
    const { depositPurchase, created } = await depositAndPurchase(req.ctx, { body: req.body, gateways });
    reply.code(created ? 201 : 200);
    return ok(depositPurchase);
  });
  route(app, depositPurchase.get, async (req) =>
    ok(await getDepositPurchase(req.ctx, { depositId: req.params.depositId, gateways })),
  );
}
