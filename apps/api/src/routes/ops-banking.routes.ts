/**
 * The operator's banking calls (family `ops`, under /ops, the operator token only): the withdrawals waiting (with
 * where to pay each), paying or rejecting one, and importing a bank statement (CSV) so BPAY and direct deposits
 * are credited by their reference. `npm run ops -- withdrawals …` and `import-statement FILE` call these.
 */
import { MoneyDto } from '@lottoshop/contracts/money';
import {
  importStatement,
  listPayouts,
  payWithdrawal,
  rejectWithdrawal,
  type WithdrawalRow,
} from '@lottoshop/core/banking';
import { moneyDto } from '@lottoshop/core/money';
import { getSiteSettings } from '@lottoshop/core/site';
import { z } from 'zod';
import type { ApiApp } from '../http/app-types.ts';
import { ok } from '../http/envelope.ts';
import { requireOpsToken } from './ops.routes.ts';

const STATUSES = ['pending', 'paid', 'rejected'] as const;

const OpsPayoutDto = z.object({
  id: z.string(),
  customerId: z.string(),
  method: z.string(),
  status: z.enum(STATUSES),
  amount: MoneyDto,
  destination: z.string(),
  payTo: z.string(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

const OpsWithdrawalDto = z.object({
  id: z.string(),
  status: z.enum(STATUSES),
  amount: MoneyDto,
  destination: z.string(),
  rejectReason: z.string().nullable(),
});

const OpsStatementDto = z.object({
  lines: z.array(
    z.object({
      line: z.number().int(),
      status: z.enum(['credited', 'already_imported', 'unmatched', 'invalid']),
      reference: z.string(),
      amount: MoneyDto.nullable(),
      customerId: z.string().nullable(),
      message: z.string(),
    }),
  ),
  credited: z.number().int(),
  creditedTotal: MoneyDto,
  unmatched: z.number().int(),
  alreadyImported: z.number().int(),
  invalid: z.number().int(),
});

const IdParams = z.object({ id: z.string().min(1).max(100) });

const withdrawalOut = (w: WithdrawalRow) => ({
  id: w.id,
  status: w.status,
  amount: moneyDto(w.amountMinor, w.currency),
  destination: w.destination,
  rejectReason: w.rejectReason,
});

export default async function opsBankingRoutes(app: ApiApp): Promise<void> {
  app.addHook('onRequest', requireOpsToken);

  app.get(
    '/withdrawals',
    {
      config: { cache: false },
      schema: {
        querystring: z.object({ status: z.enum(STATUSES).default('pending') }),
        response: { 200: z.array(OpsPayoutDto) },
      },
    },
    async (req) => ok(await listPayouts(req.ctx, { status: req.query.status, key: app.twoFactorKey })),
  );

  app.post(
    '/withdrawals/:id/pay',
    { config: { cache: false }, schema: { params: IdParams, response: { 200: OpsWithdrawalDto } } },
    async (req) => ok(withdrawalOut(await payWithdrawal(req.ctx, { withdrawalId: req.params.id }))),
  );

  app.post(
    '/withdrawals/:id/reject',
    {
      config: { cache: false },
      schema: {
        params: IdParams,
        body: z.object({ reason: z.string().trim().min(3, 'Say why the withdrawal is rejected.').max(300) }),
        response: { 200: OpsWithdrawalDto },
      },
    },
    async (req) =>
      ok(
        withdrawalOut(
          await rejectWithdrawal(req.ctx, { withdrawalId: req.params.id, reason: req.body.reason }),
        ),
      ),
  );

  app.post(
    '/statements',
    {
      config: { cache: false },
      schema: {
        body: z.object({ csv: z.string().min(1, 'The statement is empty.').max(2_000_000) }),
        response: { 200: OpsStatementDto },
      },
    },
    async (req) => {
      const site = await getSiteSettings(req.ctx);
      return ok(await importStatement(req.ctx, { csv: req.body.csv, currency: site.currency }));
    },
  );
}
