/**
 * The wallet (spec 2 §3, §7): GET /v2/payment_methods, POST /v2/funds/{method}/{gateway}/deposit, and the
 * customer's transactions, GET /v2/transactions and GET /v2/transactions/{id}.
 */
import * as wallet from '@lottoshop/contracts/endpoints/wallet';
import { getTransaction, listTransactions } from '@lottoshop/core/ledger';
import { fromMoneyDto } from '@lottoshop/core/money';
import { depositFunds, listPaymentMethods } from '@lottoshop/core/payments';
import type { ApiApp } from '../http/app-types.ts';
import { route } from '../http/endpoint-route.ts';
import { ok, okPage } from '../http/envelope.ts';

export default async function walletRoutes(app: ApiApp): Promise<void> {
  const gateways = app.paymentGateways;

  route(app, wallet.listPaymentMethods, async (req) =>
    ok(
      await listPaymentMethods(req.ctx, {
        cart: req.query['funds[cart]'],
        withdraw: req.query['funds[withdraw]'],
        digitalWallets: req.query['funds[digitalWallets]'],
        failedVerification: req.query['funds[failedVerification]'],
      }),
    ),
  );
  route(app, wallet.deposit, async (req) =>
    ok(await depositFunds(req.ctx, { ...req.params, ...req.body, amount: fromMoneyDto(req.body), gateways })),
  );
  route(app, wallet.listTransactions, async (req) => okPage(await listTransactions(req.ctx, req.query)));
  route(app, wallet.getTransaction, async (req) =>
    ok(await getTransaction(req.ctx, { transactionId: req.params.id })),
  );
}
