/**
 * The wallet (spec 2 §3, §7): GET /v2/payment_methods, POST /v2/funds/{method}/{gateway}/deposit, and the
 * customer's transactions, GET /v2/transactions and GET /v2/transactions/{id}.
 */
import { API_VERSIONS, versionsFrom } from '@lottoshop/contracts/api-versions';
import { intQuery } from '@lottoshop/contracts/int-query';
import { DepositBody, DepositDto, PaymentMethodDto, TransactionDto } from '@lottoshop/contracts/wallet';
import { getTransaction, listTransactions, TRANSACTIONS_MAX_LIMIT } from '@lottoshop/core/ledger';
import { depositFunds, listPaymentMethods } from '@lottoshop/core/payments';
import { z } from 'zod';
import type { ApiApp } from '../http/app-types.ts';
import { requireCustomer } from '../http/auth.ts';
import { ok, okPage } from '../http/envelope.ts';

const flag = z
  .enum(['true', 'false'], { error: 'Must be true or false.' })
  .transform((v) => v === 'true')
  .optional();

/** Bracket-style filters (`funds[cart]=true`); query keys arrive camel-cased, so `funds[digitalWallets]`. */
const PaymentMethodsQuery = z
  .object({
    'funds[cart]': flag,
    'funds[withdraw]': flag,
    'funds[digitalWallets]': flag,
    'funds[failedVerification]': flag,
  })
  .catchall(z.unknown())
  .superRefine((query, ctx) => {
    for (const key of Object.keys(query)) {
      if (
        key.startsWith('funds') &&
        !/^funds\[(cart|withdraw|digitalWallets|failedVerification)\]$/.test(key)
      ) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message:
            'Payment methods can be filtered by funds[cart], funds[withdraw], funds[digital_wallets] and funds[failed_verification].',
        });
      }
    }
  });

const DepositParams = z.object({
  method: z.string().regex(/^[a-z]{2}$/, 'A payment method code is two lower-case letters.'),
  gateway: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/, 'A gateway has lower-case letters, digits, dashes and underscores.'),
});

const TransactionsQuery = z.object({
  limit: intQuery({ min: 1, max: TRANSACTIONS_MAX_LIMIT }).optional(),
  offset: intQuery({ min: 0, max: Number.MAX_SAFE_INTEGER }).optional(),
});

const TransactionParams = z.object({ id: z.string().min(1).max(100) });

export default async function walletRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/payment_methods',
    {
      config: { versions: versionsFrom('3.1'), cache: { ttlSeconds: 60 } },
      schema: { querystring: PaymentMethodsQuery, response: { 200: z.array(PaymentMethodDto) } },
    },
    async (req) => {
      const q = req.query;
      return ok(
        await listPaymentMethods(req.ctx, {
          cart: q['funds[cart]'],
          withdraw: q['funds[withdraw]'],
          digitalWallets: q['funds[digitalWallets]'],
          failedVerification: q['funds[failedVerification]'],
        }),
      );
    },
  );

  app.post(
    '/funds/:method/:gateway/deposit',
    {
      config: { versions: versionsFrom('3.4'), cache: false },
      preHandler: requireCustomer,
      schema: { params: DepositParams, body: DepositBody, response: { 201: DepositDto } },
    },
    async (req, reply) => {
      const { amount, currency, idempotencyKey } = req.body;
      const result = await depositFunds(req.ctx, {
        method: req.params.method,
        gateway: req.params.gateway,
        amount,
        currency,
        idempotencyKey,
        gateways: app.paymentGateways,
      });
      reply.code(201);
      return ok(result);
    },
  );

  app.get(
    '/transactions',
    {
      config: { versions: API_VERSIONS, cache: false },
      preHandler: requireCustomer,
      schema: { querystring: TransactionsQuery, response: { 200: z.array(TransactionDto) } },
    },
    async (req) =>
      okPage(await listTransactions(req.ctx, { limit: req.query.limit, offset: req.query.offset })),
  );

  app.get(
    '/transactions/:id',
    {
      config: { versions: API_VERSIONS, cache: false },
      preHandler: requireCustomer,
      schema: { params: TransactionParams, response: { 200: TransactionDto } },
    },
    async (req) => ok(await getTransaction(req.ctx, { transactionId: req.params.id })),
  );
}
