import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-errors.ts';
import { RequestSession } from '../../lib/session.server.ts';
import { startFakeApi } from '../../test/fake-api.server.ts';
import { cartPathWithCampaign } from './cart-links.ts';
import { newIdempotencyKey, purchaseCart, readPurchaseForm, walletPayment } from './checkout.server.ts';

const api = startFakeApi();
beforeEach(() => {
  api.handler = undefined;
});
const aud = (amount: number) => ({ amount, currency: 'AUD' as const });

describe('paying from the wallet', () => {
  it('pays the cart less pre-orders, from a balance that covers it', () => {
    expect(walletPayment(aud(990), aud(0), aud(2000))).toEqual({
      toPay: aud(990),
      heldForPreOrders: aud(0),
      missing: aud(0),
      balanceAfter: aud(1010),
      canPay: true,
      deposit: null,
    });
  });

  // Issue 34 item 4: a $14.50 lottery ticket and a $5.00 raffle pre-order, $84.80 available. The purchase takes
  // $14.50 now and holds $5.00, so the available funds after it are $65.30 (what the header then shows), not $70.30.
  it('counts a pre-order as held from the available funds, paid now only for the rest', () => {
    expect(walletPayment(aud(1950), aud(500), aud(8480))).toEqual({
      toPay: aud(1450),
      heldForPreOrders: aud(500),
      missing: aud(0),
      balanceAfter: aud(6530),
      canPay: true,
      deposit: null,
    });
    // The wallet needs the whole cart: $6.60 covers what is paid now but not the pre-order held beside it.
    expect(walletPayment(aud(990), aud(330), aud(660))).toMatchObject({ missing: aud(330), canPay: false });
  });

  // Issue 34 item 5: with nothing available, a $72.60 ticket and a $5.00 pre-order need a $77.60 deposit — the
  // amount the server's deposit check asks for — not $72.60.
  it('asks a deposit that covers the pre-orders held too', () => {
    expect(walletPayment(aud(7760), aud(500), aud(0))).toMatchObject({
      missing: aud(7760),
      deposit: { amount: aud(7760), decidedBy: 'shortfall' },
    });
    expect(walletPayment(aud(500), aud(500), aud(500))).toMatchObject({
      toPay: aud(0),
      heldForPreOrders: aud(500),
      balanceAfter: aud(0),
      canPay: true,
    });
  });

  it('says how much is missing when the balance is short', () => {
    expect(walletPayment(aud(990), aud(0), aud(500))).toEqual({
      toPay: aud(990),
      heldForPreOrders: aud(0),
      missing: aud(490),
      balanceAfter: null,
      canPay: false,
      deposit: { amount: aud(490), decidedBy: 'shortfall' },
    });
    expect(walletPayment(aud(990), aud(0), null)).toMatchObject({ missing: aud(990), canPay: false });
    expect(walletPayment(aud(990), aud(0), aud(-50))).toMatchObject({ missing: aud(990) });
  });

  describe('the deposit asked for when the balance is short', () => {
    const limits = { min: aud(1000), max: aud(500_000) };

    it('is the deposit method’s minimum when the shortfall is smaller ($3.40 short, $10.00 minimum)', () => {
      expect(walletPayment(aud(340), aud(0), aud(0), limits)).toMatchObject({
        missing: aud(340),
        deposit: { amount: aud(1000), decidedBy: 'minimum' },
      });
    });

    it('is the shortfall when it is at least the minimum', () => {
      expect(walletPayment(aud(2500), aud(0), aud(100), limits).deposit).toEqual({
        amount: aud(2400),
        decidedBy: 'shortfall',
      });
      expect(walletPayment(aud(1500), aud(0), aud(500), limits).deposit).toEqual({
        amount: aud(1000),
        decidedBy: 'shortfall',
      });
    });

    it('is never above the method’s maximum', () => {
      expect(walletPayment(aud(600_000), aud(0), aud(0), limits).deposit).toEqual({
        amount: aud(500_000),
        decidedBy: 'maximum',
      });
    });

    it('is the shortfall (at least a cent) without a method, and absent when nothing is missing', () => {
      expect(walletPayment(aud(340), aud(0), aud(0)).deposit).toEqual({
        amount: aud(340),
        decidedBy: 'shortfall',
      });
      expect(walletPayment(aud(340), aud(0), aud(340), limits).deposit).toBeNull();
    });
  });
});

describe('the payment form', () => {
  const form = (entries: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(entries)) f.set(k, v);
    return f;
  };

  it('reads the key made with the page and the total the customer saw', () => {
    const key = newIdempotencyKey();
    expect(
      readPurchaseForm(form({ idempotencyKey: key, expectedAmount: '990', expectedCurrency: 'AUD' })),
    ).toEqual({
      ok: true,
      body: { idempotencyKey: key, paymentMethod: 'wallet', expectedTotal: aud(990) },
    });
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('refuses a form without a valid key or total', () => {
    expect(readPurchaseForm(form({ expectedAmount: '990', expectedCurrency: 'AUD' })).ok).toBe(false);
    expect(
      readPurchaseForm(form({ idempotencyKey: 'bad key!', expectedAmount: '990', expectedCurrency: 'AUD' }))
        .ok,
    ).toBe(false);
    expect(
      readPurchaseForm(form({ idempotencyKey: 'abcdefgh12', expectedAmount: '9.9', expectedCurrency: 'AUD' }))
        .ok,
    ).toBe(false);
  });

  it('posts the purchase for the customer and passes a refusal on with its message', async () => {
    const request = new Request('http://shop.test/cart/buy', {
      headers: { Cookie: 'customer_id=c1; customer_token=ctok_1; web_access_token=a.b.c' },
    });
    api.reply = {
      status: 422,
      body: { messages: [{ code: 'insufficient_funds', message: 'You do not have enough funds.' }] },
    };
    const body = {
      idempotencyKey: 'key_12345678',
      paymentMethod: 'wallet' as const,
      expectedTotal: aud(990),
    };
    const err = await purchaseCart(new RequestSession(request), body).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('insufficient_funds');
    expect((err as ApiError).message).toBe('You do not have enough funds.');
    expect(api.seen[0]?.url).toBe('/v2/cart/purchase');
    expect(api.seen[0]?.headers['x-api-version']).toBe('3.3');
    expect(JSON.parse(api.seen[0]?.body ?? '')).toEqual({
      idempotency_key: 'key_12345678',
      payment_method: 'wallet',
      expected_total: aud(990),
    });
  });
});

describe('the way to the cart after an add', () => {
  it('carries only the campaign parameters', () => {
    expect(cartPathWithCampaign('/super_jackpot_lottery?utm_source=mail&x=1&utm_campaign=spring')).toBe(
      '/cart?utm_source=mail&utm_campaign=spring',
    );
    expect(cartPathWithCampaign('/super_jackpot_lottery')).toBe('/cart');
  });
});
