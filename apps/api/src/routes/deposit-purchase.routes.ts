/**
 * Deposit and buy in one step (spec 2 §7 POST /deposit_purchase, 3.3): the deposit (a saved card with its
 * security code and 3-D Secure data, PayPal, or a device wallet's token) and what it pays for. GET
 * /deposit_purchase/{depositId} is where the browser's return from the gateway's step follows it (settling the
 * deposit and completing the purchase when the gateway has confirmed it).
 */
import { versionsFrom } from '@lottoshop/contracts/api-versions';
import { DepositPurchaseBody, DepositPurchaseDto } from '@lottoshop/contracts/deposit-purchase';
import { depositAndPurchase, getDepositPurchase } from '@lottoshop/core/deposit-purchases';
import { z } from 'zod';
import type { ApiApp } from '../http/app-types.ts';
import { requireCustomer } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const Params = z.object({ depositId: z.string().regex(UUID, 'That is not an id.') });

export default async function depositPurchaseRoutes(app: ApiApp): Promise<void> {
  const gateways = app.paymentGateways;

  app.post(
    '/deposit_purchase',
    {
      config: { versions: versionsFrom('3.3'), cache: false },
      preHandler: requireCustomer,
      schema: { body: DepositPurchaseBody, response: { 200: DepositPurchaseDto, 201: DepositPurchaseDto } },
    },
    async (req, reply) => {
      const { depositPurchase, created } = await depositAndPurchase(req.ctx, { body: req.body, gateways });
      reply.code(created ? 201 : 200);
      return ok(depositPurchase);
    },
  );

  app.get(
    '/deposit_purchase/:depositId',
    {
      config: { versions: versionsFrom('3.3'), cache: false },
      preHandler: requireCustomer,
      schema: { params: Params, response: { 200: DepositPurchaseDto } },
    },
    async (req) => ok(await getDepositPurchase(req.ctx, { depositId: req.params.depositId, gateways })),
  );
}
