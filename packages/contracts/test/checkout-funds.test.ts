import { describe, expect, it } from 'vitest';
import { checkoutFunds } from '../src/cart.ts';

describe('checkoutFunds: paid now, held for pre-orders, available funds after', () => {
  it('takes the whole cart from the available funds: the rest paid now, the pre-orders held', () => {
    // Issue 34 item 4: $14.50 of lottery and a $5.00 pre-order with $84.80 available.
    expect(checkoutFunds(19_50, 5_00, 84_80)).toEqual({
      paidNowMinor: 14_50,
      heldForPreOrdersMinor: 5_00,
      neededMinor: 19_50,
      shortfallMinor: 0,
      availableAfterMinor: 65_30,
    });
  });

  it('counts the pre-orders in the shortfall a deposit must cover', () => {
    // Issue 34 item 5: $72.60 of tickets and a $5.00 pre-order with nothing available need $77.60.
    expect(checkoutFunds(77_60, 5_00, 0)).toMatchObject({ shortfallMinor: 77_60, availableAfterMinor: null });
    expect(checkoutFunds(10_00, 10_00, 4_00)).toMatchObject({ paidNowMinor: 0, shortfallMinor: 6_00 });
    expect(checkoutFunds(10_00, 0, -3_00)).toMatchObject({ shortfallMinor: 10_00 });
  });
});
