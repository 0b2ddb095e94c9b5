import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { DomainError } from '../src/errors.ts';
import { depositPurchases } from '../src/modules/deposit-purchases/deposit-purchases.tables.ts';
import {
  completeSettledDepositPurchases,
  depositAndPurchase,
  getDepositPurchase,
  receiveGatewayWebhook,
} from '../src/modules/deposit-purchases/index.ts';
import { draws } from '../src/modules/draws/draws.tables.ts';
import { getWalletBalance, ledgerTotals } from '../src/modules/ledger/index.ts';
import {
  cardProcessorGateway,
  type PaymentGateway,
  type PaymentOutcome,
  paymentGateways,
  paypalGateway,
  settleDeposit,
} from '../src/modules/payments/index.ts';
import {
  connectDemoGatewayMethods,
  createDemoPaymentMethods,
  createSavedFund,
  signCardProcessorWebhook,
} from '../src/modules/payments/testing.ts';
import { TEST_3DS_BROWSER, testCtx } from '../src/testing/index.ts';
import {
  addToCart,
  asCustomer,
  freshShop,
  newCustomer,
  purchaseCounts,
  type Shop,
} from './orders-fixture.ts';

const SOUND = { sumOfBalances: 0n, sumOfHolds: 0n, mismatches: [] };
const CONFIG = {
  apiUrl: 'http://127.0.0.1:9',
  publicUrl: 'http://127.0.0.1:9',
  secretKey: 'sk',
  publishableKey: 'pk',
  webhookSecret: 'whsec_dp',
};
const BROWSER = { ...TEST_3DS_BROWSER, notificationUrl: 'http://127.0.0.1:3000/3ds/notify?flow=checkout' };

/** The processor's and PayPal's adapters with their network calls scripted; their webhook checks are real. */
function scripted() {
  const state = { next: { status: 'succeeded', reference: 'pay_1' } as PaymentOutcome, calls: 0 };
  const script = (real: PaymentGateway): PaymentGateway => ({
    ...real,
    createDeposit: async () => {
      state.calls += 1;
      return state.next;
    },
    paymentResult: async () => state.next,
  });
  return {
    state,
    gateways: paymentGateways(script(cardProcessorGateway(CONFIG)), script(paypalGateway(CONFIG))),
  };
}

describe('deposit and buy in one step', () => {
  let db: Db;
  let shop: Shop;
  let customerId: string;
  let fundId: string;
  let s: ReturnType<typeof scripted>;

  beforeEach(async () => {
    ({ db, shop } = await freshShop());
    await createDemoPaymentMethods(db);
    await connectDemoGatewayMethods(db);
    customerId = (await newCustomer(db)).id;
    fundId = (await createSavedFund(db, { customerId, methodCode: 'cc', gateway: 'simulated' })).id;
    await addToCart(db, shop, customerId);
    s = scripted();
  });

  const ctx = () => asCustomer(db, shop, customerId);
  const byCard = (key: string, amount = 1000) =>
    depositAndPurchase(ctx(), {
      body: {
        kind: 'checkout',
        deposit: {
          amount,
          currency: 'AUD',
          idempotencyKey: key,
          customerFundId: fundId,
          csc: '123',
          strongCustomerAuthentication: BROWSER,
        },
        purchase: { channelKey: 'web' },
      },
      gateways: s.gateways,
    });
  const balance = async () => (await getWalletBalance({ db }, { customerId })).availableMinor;

  it('deposits by card and buys the cart at once when the card is approved', async () => {
    const { depositPurchase, created } = await byCard('dp-approved');
    expect(created).toBe(true);
    expect(depositPurchase.status).toBe('purchased');
    expect(depositPurchase.checkoutId).not.toBeNull();
    expect(depositPurchase.deposit.status).toBe('approved');
    expect(await balance()).toBe(1000n - 340n);
    expect((await purchaseCounts(db, customerId)).tickets).toBe(1);
    // The same key again asks the gateway nothing and buys nothing more.
    const again = await byCard('dp-approved');
    expect(again.created).toBe(false);
    expect(again.depositPurchase.checkoutId).toBe(depositPurchase.checkoutId);
    expect(s.state.calls).toBe(1);
    expect((await purchaseCounts(db, customerId)).tickets).toBe(1);
    expect(await ledgerTotals({ db })).toEqual(SOUND);
  });

  it('buys nothing and takes nothing when the card is declined', async () => {
    s.state.next = { status: 'declined', reference: 'pay_2', reason: 'Your card was declined.' };
    const { depositPurchase } = await byCard('dp-declined');
    expect(depositPurchase.status).toBe('deposit_failed');
    expect(depositPurchase.message).toMatch(/^Your card was declined\. Nothing was bought/);
    expect(await balance()).toBe(0n);
    expect(await purchaseCounts(db, customerId)).toMatchObject({ checkouts: 0, tickets: 0 });
  });

  it('waits for 3-D Secure, then buys once whether the webhook or the return comes first', async () => {
    s.state.next = { status: 'requires_action', reference: 'pay_3', challengeUrl: 'http://x/challenge' };
    const { depositPurchase } = await byCard('dp-challenge');
    expect(depositPurchase.status).toBe('pending');
    expect(depositPurchase.deposit.challengeUrl).toBe('http://x/challenge');
    expect(await balance()).toBe(0n);
    const rawBody = JSON.stringify({
      id: 'evt_1',
      type: 'payment.succeeded',
      data: { payment: 'pay_3', reference: depositPurchase.deposit.depositId, amount: 1000, currency: 'AUD' },
    });
    await receiveGatewayWebhook(testCtx(db, shop.clock.now()), {
      gateway: 'simulated',
      rawBody,
      signature: signCardProcessorWebhook(rawBody, CONFIG.webhookSecret, shop.clock.now()),
      gateways: s.gateways,
    });
    s.state.next = { status: 'succeeded', reference: 'pay_3' };
    const back = await getDepositPurchase(ctx(), {
      depositId: depositPurchase.deposit.depositId,
      gateways: s.gateways,
    });
    expect(back.status).toBe('purchased');
    expect(await balance()).toBe(660n);
    expect((await purchaseCounts(db, customerId)).tickets).toBe(1);
    expect(await ledgerTotals({ db })).toEqual(SOUND);
  });

  it('keeps the money in the wallet and says so when the draw closed before the purchase', async () => {
    s.state.next = { status: 'requires_action', reference: 'pay_4', challengeUrl: 'http://x/challenge' };
    const { depositPurchase } = await byCard('dp-closed');
    await db.update(draws).set({ status: 'DRAW_CLOSED' }).where(eq(draws.id, shop.draws[0]!.id));
    s.state.next = { status: 'succeeded', reference: 'pay_4' };
    const back = await getDepositPurchase(ctx(), {
      depositId: depositPurchase.deposit.depositId,
      gateways: s.gateways,
    });
    expect(back.status).toBe('purchase_failed');
    expect(back.message).toMatch(
      /^Your deposit of \$10\.00 is in your balance, but your tickets could not be bought/,
    );
    expect(await balance()).toBe(1000n);
    expect((await purchaseCounts(db, customerId)).tickets).toBe(0);
    expect(await ledgerTotals({ db })).toEqual(SOUND);
  });

  it('completes after a crash between the deposit and the purchase (the job)', async () => {
    s.state.next = { status: 'requires_action', reference: 'pay_5', challengeUrl: 'http://x/challenge' };
    const { depositPurchase } = await byCard('dp-crash');
    // The deposit is settled, then the process dies before the purchase.
    await settleDeposit(testCtx(db, shop.clock.now()), {
      depositId: depositPurchase.deposit.depositId,
      gateway: s.gateways.get('simulated')!,
      outcome: { status: 'succeeded', reference: 'pay_5' },
    });
    expect(await balance()).toBe(1000n);
    expect(await completeSettledDepositPurchases(testCtx(db, shop.clock.now()))).toBe(1);
    expect(await completeSettledDepositPurchases(testCtx(db, shop.clock.now()))).toBe(0);
    expect(await balance()).toBe(660n);
    expect((await purchaseCounts(db, customerId)).tickets).toBe(1);
  });

  it('pays by PayPal: pending on its approval page, nothing bought when cancelled, with the PayPal notice', async () => {
    s.state.next = { status: 'requires_action', reference: 'ppo_1', challengeUrl: 'http://x/paypal' };
    const { depositPurchase } = await depositAndPurchase(ctx(), {
      body: {
        kind: 'checkout',
        deposit: {
          amount: 1000,
          currency: 'AUD',
          idempotencyKey: 'dp-paypal',
          depositMethodCode: 'pl',
          returnUrl: 'http://127.0.0.1:3000/3ds/notify?flow=checkout',
        },
        purchase: { channelKey: 'APP' },
      },
      gateways: s.gateways,
    });
    expect(depositPurchase).toMatchObject({ status: 'pending', channelKey: 'APP' });
    expect(depositPurchase.deposit.methodCode).toBe('pl');
    s.state.next = {
      status: 'declined',
      reference: 'ppo_1',
      reason: 'You cancelled the payment with PayPal.',
    };
    const back = await getDepositPurchase(ctx(), {
      depositId: depositPurchase.deposit.depositId,
      gateways: s.gateways,
    });
    expect(back.status).toBe('deposit_failed');
    expect(back.message).toMatch(
      /^You cancelled the payment with PayPal\. We couldn't take your payment with PayPal/,
    );
    expect(await balance()).toBe(0n);
  });

  it('refuses before any money moves: unserved kinds, an empty cart, a deposit short of the cart', async () => {
    const refused = async (p: Promise<unknown>) => {
      const error = await p.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(DomainError);
      return error as DomainError;
    };
    for (const kind of ['membership', 'partner_purchase'] as const) {
      const e = await refused(
        depositAndPurchase(ctx(), {
          body: {
            kind,
            deposit: { amount: 1000, currency: 'AUD', idempotencyKey: `dp-${kind}`, customerFundId: fundId },
            purchase: { channelKey: 'web' },
          },
          gateways: s.gateways,
        }),
      );
      expect(e.message).toMatch(/not available yet/);
    }
    const short = await refused(byCard('dp-short', 100));
    expect(short.fields).toEqual({ amount: ['Please enter an amount equal to or greater than $3.40.'] });
    expect(s.state.calls).toBe(0);
    expect(await db.select().from(depositPurchases)).toHaveLength(0);
  });
});
