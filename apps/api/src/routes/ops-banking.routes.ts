/**
 * The operator's banking calls (family `ops`, under /ops, the operator token only; endpoints in contracts'
 * `endpoints/operations.ts`): the withdrawals waiting (with where to pay each), paying or rejecting one, and
 * importing a bank statement (CSV) so BPAY and direct deposits are credited by their reference.
 * `npm run ops -- withdrawals …` and `import-statement FILE` call these.
 */
import * as operations from '@lottoshop/contracts/endpoints/operations';
import {
  importStatement,
  listPayouts,
  payWithdrawal,
  rejectWithdrawal,
  type WithdrawalRow,
} from '@lottoshop/core/banking';
import { moneyDto } from '@lottoshop/core/money';
import { getSiteSettings } from '@lottoshop/core/site';
import type { Ctx } from '@lottoshop/core/use-case';
import type { ApiApp } from '../http/app-types.ts';
import { route } from '../http/endpoint-route.ts';
import { ok } from '../http/envelope.ts';
import { requireOpsToken } from './ops.routes.ts';

const withdrawalOut = (w: WithdrawalRow) =>
  ok({
    id: w.id,
    status: w.status,
    amount: moneyDto(w.amountMinor, w.currency),
    destination: w.destination,
    rejectReason: w.rejectReason,
  });

/** The statement's amounts are in the site's currency. */
async function importInSiteCurrency(ctx: Ctx, csv: string) {
  const site = await getSiteSettings(ctx);
  return importStatement(ctx, { csv, currency: site.currency });
}

export default async function opsBankingRoutes(app: ApiApp): Promise<void> {
  app.addHook('onRequest', requireOpsToken);

  route(app, operations.listWithdrawals, async (req) =>
    ok(await listPayouts(req.ctx, { status: req.query.status, key: app.twoFactorKey })),
  );
  route(app, operations.payWithdrawal, async (req) =>
    withdrawalOut(await payWithdrawal(req.ctx, { withdrawalId: req.params.id })),
  );
  route(app, operations.rejectWithdrawal, async (req) =>
    withdrawalOut(await rejectWithdrawal(req.ctx, { withdrawalId: req.params.id, reason: req.body.reason })),
  );
  route(app, operations.importStatement, async (req) =>
    ok(await importInSiteCurrency(req.ctx, req.body.csv)),
  );
}
