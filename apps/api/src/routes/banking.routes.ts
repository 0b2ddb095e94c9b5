/**
 * Bank accounts, withdrawals and bank deposits (spec 2 §7): POST /v2/funds/bank-account (3.8) and the saved
 * accounts (GET, DELETE /v2/funds/bank-account/{id}); GET /v2/funds/bank-deposit (BPAY and direct-deposit details
 * with the customer's reference); GET /v2/customer/withdrawable-funds; POST /v2/{method}/withdraw (3.1) for tt, pl,
 * tw and do; the customer's withdrawals (GET /v2/withdrawals, /v2/withdrawals/{id},
 * /v2/withdrawals/transaction/{transactionId}).
 */
import { API_VERSIONS, versionsFrom } from '@lottoshop/contracts/api-versions';
import {
  BankAccountBody,
  BankAccountDto,
  BankDepositDetailsDto,
  WithdrawableFundsDto,
  WithdrawalDto,
  WithdrawalMethodCodeSchema,
  WithdrawBody,
} from '@lottoshop/contracts/banking';
import { intQuery } from '@lottoshop/contracts/int-query';
import {
  addBankAccount,
  getBankDepositDetails,
  getWithdrawableFunds,
  getWithdrawal,
  listBankAccounts,
  listWithdrawals,
  removeBankAccount,
  withdraw,
} from '@lottoshop/core/banking';
import { getSiteSettings } from '@lottoshop/core/site';
import { z } from 'zod';
import type { ApiApp } from '../http/app-types.ts';
import { requireCustomer } from '../http/auth.ts';
import { ok, okPage } from '../http/envelope.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const IdParams = z.object({ id: z.string().regex(UUID, 'That is not an id.') });
const TransactionParams = z.object({ transactionId: z.string().regex(UUID, 'That is not an id.') });
const WithdrawParams = z.object({ method: WithdrawalMethodCodeSchema });
const ListQuery = z.object({
  limit: intQuery({ min: 1, max: 100 }).optional(),
  offset: intQuery({ min: 0, max: Number.MAX_SAFE_INTEGER }).optional(),
});

export default async function bankingRoutes(app: ApiApp): Promise<void> {
  const noCache = { versions: API_VERSIONS, cache: false } as const;

  app.get(
    '/funds/bank-account',
    { config: noCache, preHandler: requireCustomer, schema: { response: { 200: z.array(BankAccountDto) } } },
    async (req) => ok(await listBankAccounts(req.ctx)),
  );

  app.post(
    '/funds/bank-account',
    {
      config: { versions: versionsFrom('3.8'), cache: false },
      preHandler: requireCustomer,
      schema: { body: BankAccountBody, response: { 201: BankAccountDto } },
    },
    async (req, reply) => {
      const account = await addBankAccount(req.ctx, { ...req.body, key: app.twoFactorKey });
      reply.code(201);
      return ok(account);
    },
  );

  app.delete(
    '/funds/bank-account/:id',
    { config: noCache, preHandler: requireCustomer, schema: { params: IdParams } },
    async (req, reply) => {
      await removeBankAccount(req.ctx, { id: req.params.id });
      return reply.code(204).send();
    },
  );

  app.get(
    '/funds/bank-deposit',
    { config: noCache, preHandler: requireCustomer, schema: { response: { 200: BankDepositDetailsDto } } },
    async (req) => ok(await getBankDepositDetails(req.ctx)),
  );

  app.get(
    '/customer/withdrawable-funds',
    { config: noCache, preHandler: requireCustomer, schema: { response: { 200: WithdrawableFundsDto } } },
    async (req) => {
      const site = await getSiteSettings(req.ctx);
      return ok(await getWithdrawableFunds(req.ctx, { currency: site.currency }));
    },
  );

  app.post(
    '/:method/withdraw',
    {
      config: { versions: versionsFrom('3.1'), cache: false },
      preHandler: requireCustomer,
      schema: { params: WithdrawParams, body: WithdrawBody, response: { 201: WithdrawalDto } },
    },
    async (req, reply) => {
      const site = await getSiteSettings(req.ctx);
      const withdrawal = await withdraw(req.ctx, {
        ...req.body,
        method: req.params.method,
        currency: site.currency,
      });
      reply.code(201);
      return ok(withdrawal);
    },
  );

  app.get(
    '/withdrawals',
    {
      config: noCache,
      preHandler: requireCustomer,
      schema: { querystring: ListQuery, response: { 200: z.array(WithdrawalDto) } },
    },
    async (req) => okPage(await listWithdrawals(req.ctx, req.query)),
  );

  app.get(
    '/withdrawals/:id',
    {
      config: noCache,
      preHandler: requireCustomer,
      schema: { params: IdParams, response: { 200: WithdrawalDto } },
    },
    async (req) => ok(await getWithdrawal(req.ctx, { withdrawalId: req.params.id })),
  );

  app.get(
    '/withdrawals/transaction/:transactionId',
    {
      config: noCache,
      preHandler: requireCustomer,
      schema: { params: TransactionParams, response: { 200: WithdrawalDto } },
    },
    async (req) => ok(await getWithdrawal(req.ctx, { transactionId: req.params.transactionId })),
  );
}
