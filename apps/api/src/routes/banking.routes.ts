/**
 * Bank accounts, withdrawals and bank deposits (spec 2 §7): POST /v2/funds/bank-account (3.8) and the saved
 * accounts (GET, DELETE /v2/funds/bank-account/{id}); GET /v2/funds/bank-deposit (BPAY and direct-deposit details
 * with the customer's reference); GET /v2/customer/withdrawable-funds; POST /v2/{method}/withdraw (3.1) for tt, pl,
 * tw and do; the customer's withdrawals (GET /v2/withdrawals, /v2/withdrawals/{id},
 * /v2/withdrawals/transaction/{transactionId}). Withdrawals are in the site's currency.
 */
import * as banking from '@lottoshop/contracts/endpoints/banking';
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
import { moneyFromWire } from '@lottoshop/core/money';
import { getSiteSettings } from '@lottoshop/core/site';
import type { Ctx } from '@lottoshop/core/use-case';
import type { ApiApp } from '../http/app-types.ts';
import { route } from '../http/endpoint-route.ts';
import { noContent, ok, okPage } from '../http/envelope.ts';

/** The site's currency, the one its wallets are withdrawn in. */
async function siteCurrency(ctx: Ctx) {
  return (await getSiteSettings(ctx)).currency;
}

export default async function bankingRoutes(app: ApiApp): Promise<void> {
  route(app, banking.listAccounts, async (req) => ok(await listBankAccounts(req.ctx)));
  route(app, banking.addAccount, async (req) =>
    ok(await addBankAccount(req.ctx, { ...req.body, key: app.twoFactorKey })),
  );
  route(app, banking.removeAccount, async (req) => {
    await removeBankAccount(req.ctx, { id: req.params.id });
    return noContent();
  });
  route(app, banking.getDepositDetails, async (req) => ok(await getBankDepositDetails(req.ctx)));
  route(app, banking.getWithdrawableFunds, async (req) =>
    ok(await getWithdrawableFunds(req.ctx, { currency: await siteCurrency(req.ctx) })),
  );
  route(app, banking.withdraw, async (req) =>
    ok(
      await withdraw(req.ctx, {
        ...req.body,
        method: req.params.method,
        amount: moneyFromWire(req.body.amount, await siteCurrency(req.ctx)),
      }),
    ),
  );
  route(app, banking.listWithdrawals, async (req) => okPage(await listWithdrawals(req.ctx, req.query)));
  route(app, banking.getWithdrawal, async (req) =>
    ok(await getWithdrawal(req.ctx, { withdrawalId: req.params.id })),
  );
  route(app, banking.getWithdrawalByTransaction, async (req) =>
    ok(await getWithdrawal(req.ctx, { transactionId: req.params.transactionId })),
  );
}
