/**
 * Saved funds and card deposits (spec 2 §7 Funds): GET /v2/funds/card_gateways, POST /v2/funds/{method}/{gateway}
 * (save a card from the gateway's token), POST /v2/funds/{id}/default, DELETE /v2/funds/{id}, POST
 * /v2/funds/{id}/deposit (3.4, with the card security code where the rules ask), GET /v2/funds/{id}/deposit (a
 * deposit as it now stands), GET /v2/funds/{key} (the saved funds of a payment method) and POST
 * /v2/funds/stripe/setup (a Stripe SetupIntent for Stripe.js to confirm), and POST /v2/funds/{id}/deposit/cancel (the
 * customer cancels a deposit still waiting on their 3-D Secure step; 409 with the reason for any other).
 */
import { API_VERSIONS, versionsFrom } from '@lottoshop/contracts/api-versions';
import {
  AddCardBody,
  CardDepositDto,
  CardGatewayDto,
  FundDepositBody,
  FundDto,
  StripeSetupDto,
} from '@lottoshop/contracts/funds';
import { PaymentMethodCodeSchema } from '@lottoshop/contracts/wallet';
import {
  addCard,
  cancelDeposit,
  depositWithFund,
  getCardDeposit,
  listCardGateways,
  listFunds,
  removeFund,
  setDefaultFund,
  startStripeSetup,
} from '@lottoshop/core/payments';
import { z } from 'zod';
import type { ApiApp } from '../http/app-types.ts';
import { requireCustomer } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const IdParams = z.object({ id: z.string().regex(UUID, 'That is not an id.') });
const KeyParams = z.object({ key: PaymentMethodCodeSchema });
const AddCardParams = z.object({
  method: z.string().regex(/^[a-z]{2}$/, 'A payment method code is two lower-case letters.'),
  gateway: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/, 'A gateway has lower-case letters, digits, dashes and underscores.'),
});

export default async function fundsRoutes(app: ApiApp): Promise<void> {
  const gateways = app.paymentGateways;

  app.get(
    '/funds/card_gateways',
    {
      config: { versions: API_VERSIONS, cache: false },
      preHandler: requireCustomer,
      schema: { response: { 200: z.array(CardGatewayDto) } },
    },
    async (req) => ok(await listCardGateways(req.ctx, { gateways })),
  );

  app.get(
    '/funds/:key',
    {
      config: { versions: API_VERSIONS, cache: false },
      preHandler: requireCustomer,
      schema: { params: KeyParams, response: { 200: z.array(FundDto) } },
    },
    async (req) => ok(await listFunds(req.ctx, { methodCode: req.params.key })),
  );

  app.post(
    '/funds/stripe/setup',
    {
      config: { versions: API_VERSIONS, cache: false },
      preHandler: requireCustomer,
      schema: { response: { 201: StripeSetupDto } },
    },
    async (req, reply) => {
      const setup = await startStripeSetup(req.ctx, { gateways });
      reply.code(201);
      return ok(setup);
    },
  );

  app.post(
    '/funds/:method/:gateway',
    {
      config: { versions: API_VERSIONS, cache: false },
      preHandler: requireCustomer,
      schema: { params: AddCardParams, body: AddCardBody, response: { 201: FundDto } },
    },
    async (req, reply) => {
      const fund = await addCard(req.ctx, { ...req.params, token: req.body.token, gateways });
      reply.code(201);
      return ok(fund);
    },
  );

  app.post(
    '/funds/:id/default',
    {
      config: { versions: API_VERSIONS, cache: false },
      preHandler: requireCustomer,
      schema: { params: IdParams, response: { 200: FundDto } },
    },
    async (req) => ok(await setDefaultFund(req.ctx, { fundId: req.params.id })),
  );

  app.delete(
    '/funds/:id',
    {
      config: { versions: API_VERSIONS, cache: false },
      preHandler: requireCustomer,
      schema: { params: IdParams },
    },
    async (req, reply) => {
      await removeFund(req.ctx, { fundId: req.params.id });
      return reply.code(204).send();
    },
  );

  app.post(
    '/funds/:id/deposit',
    {
      config: { versions: versionsFrom('3.4'), cache: false },
      preHandler: requireCustomer,
      schema: { params: IdParams, body: FundDepositBody, response: { 201: CardDepositDto } },
    },
    async (req, reply) => {
      const { amount, currency, idempotencyKey, csc, strongCustomerAuthentication } = req.body;
      const deposit = await depositWithFund(req.ctx, {
        fundId: req.params.id,
        amount,
        currency,
        idempotencyKey,
        csc,
        browser: strongCustomerAuthentication,
        gateways,
      });
      reply.code(201);
      return ok(deposit);
    },
  );

  app.get(
    '/funds/:id/deposit',
    {
      config: { versions: API_VERSIONS, cache: false },
      preHandler: requireCustomer,
      schema: { params: IdParams, response: { 200: CardDepositDto } },
    },
    async (req) => ok(await getCardDeposit(req.ctx, { depositId: req.params.id, gateways })),
  );

  app.post(
    '/funds/:id/deposit/cancel',
    {
      config: { versions: API_VERSIONS, cache: false },
      preHandler: requireCustomer,
      schema: { params: IdParams, response: { 200: CardDepositDto } },
    },
    async (req) => ok(await cancelDeposit(req.ctx, { depositId: req.params.id, gateways })),
  );
}
