/**
 * Saved funds and card deposits (spec 2 §7 Funds): GET /v2/funds/card_gateways, POST /v2/funds/{method}/{gateway}
 * (save a card from the gateway's token), POST /v2/funds/{id}/default, DELETE /v2/funds/{id}, POST
 * /v2/funds/{id}/deposit (3.4, with the card security code where the rules ask), GET /v2/funds/{id}/deposit (a
 * deposit as it now stands), GET /v2/funds/{key} (the saved funds of a payment method) and POST
 * /v2/funds/stripe/setup (a Stripe SetupIntent for Stripe.js to confirm), and POST /v2/funds/{id}/deposit/cancel (the
 * customer cancels a deposit still waiting on their 3-D Secure step; 409 with the reason for any other).
 */
import * as cards from '@lottoshop/contracts/endpoints/cards';
import { fromMoneyDto } from '@lottoshop/core/money';
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
import type { ApiApp } from '../http/app-types.ts';
import { route } from '../http/endpoint-route.ts';
import { noContent, ok } from '../http/envelope.ts';

export default async function fundsRoutes(app: ApiApp): Promise<void> {
  const gateways = app.paymentGateways;

  route(app, cards.listGateways, async (req) => ok(await listCardGateways(req.ctx, { gateways })));
  route(app, cards.list, async (req) => ok(await listFunds(req.ctx, { methodCode: req.params.key })));
  route(app, cards.startStripeSetup, async (req) => ok(await startStripeSetup(req.ctx, { gateways })));
  route(app, cards.add, async (req) =>
    ok(await addCard(req.ctx, { ...req.params, token: req.body.token, gateways })),
  );
  route(app, cards.setDefault, async (req) => ok(await setDefaultFund(req.ctx, { fundId: req.params.id })));
  route(app, cards.remove, async (req) => {
    await removeFund(req.ctx, { fundId: req.params.id });
    return noContent();
  });
  route(app, cards.deposit, async (req) =>
    ok(
      await depositWithFund(req.ctx, {
        ...req.body,
        amount: fromMoneyDto(req.body),
        browser: req.body.strongCustomerAuthentication,
        fundId: req.params.id,
        gateways,
      }),
    ),
  );
  route(app, cards.getDeposit, async (req) =>
    ok(await getCardDeposit(req.ctx, { depositId: req.params.id, gateways })),
  );
  route(app, cards.cancelDeposit, async (req) =>
    ok(await cancelDeposit(req.ctx, { depositId: req.params.id, gateways })),
  );
}
