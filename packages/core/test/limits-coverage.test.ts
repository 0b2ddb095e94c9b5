/**
 * No path that moves a customer's money in skips the limit check. Behaviour: with the smallest limits in force,
 * every use-case that buys or deposits is refused by its limit and writes nothing. Source: every module file that
 * posts or holds a purchase or deposit transfer (factories for tests and seed data aside) calls the limits face's
 * check, so a new way to pay (a card deposit, a raffle purchase, a recurring purchase) fails here until it does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { isDomainError } from '../src/errors.ts';
import { ledgerTotals } from '../src/modules/ledger/index.ts';
import { setLimit } from '../src/modules/limits/index.ts';
import { createLimitSettings } from '../src/modules/limits/testing.ts';
import { buyTickets, purchaseCart } from '../src/modules/orders/index.ts';
import { depositFunds } from '../src/modules/payments/index.ts';
import { createDemoPaymentMethods } from '../src/modules/payments/testing.ts';
import { moneyFromWire } from '../src/shared/money.ts';
import type { Ctx } from '../src/use-case.ts';
import {
  addToCart,
  asCustomer,
  checkoutItem,
  freshShop,
  newCustomer,
  purchaseCounts,
  type Shop,
} from './orders-fixture.ts';

const MODULES = join(import.meta.dirname, '../src/modules');

/** Every module source file (not tables, not factories: they seed and set up tests). */
function moduleFiles(): { path: string; text: string }[] {
  const files: { path: string; text: string }[] = [];
  for (const module of readdirSync(MODULES)) {
    for (const file of readdirSync(join(MODULES, module))) {
      if (!file.endsWith('.ts') || file.endsWith('.factory.ts') || file.endsWith('.tables.ts')) continue;
      files.push({ path: `${module}/${file}`, text: readFileSync(join(MODULES, module, file), 'utf8') });
    }
  }
  return files;
}

describe('every path that moves money in checks the limits', () => {
  it('every file that posts or holds a purchase or a deposit calls the limits check', () => {
    const moving = moduleFiles().filter((f) => !f.path.startsWith('ledger/'));
    const purchases = moving.filter((f) => /kind:\s*'purchase'/.test(f.text));
    const settling = moving.filter(
      (f) => /kind:\s*'deposit'/.test(f.text) && !f.path.endsWith('.factory.ts'),
    );
    // The paths known today; a new one is checked the same way.
    expect(purchases.map((f) => f.path)).toContain('orders/orders.purchase.ts');
    // A step of the purchase (raffle numbers and pre-order holds) runs after the purchase's own limits check, which
    // counts the whole total, in the same transaction; every other file that moves purchase money checks itself.
    const purchase = purchases.find((f) => f.path === 'orders/orders.purchase.ts');
    const purchaseSteps: Record<string, RegExp> = {
      'orders/orders.raffle-numbers.ts': /numberRaffleTickets\(/,
    };
    for (const f of purchases) {
      const step = purchaseSteps[f.path];
      if (step) expect(purchase?.text, `${f.path} is a step of the purchase`).toMatch(step);
      else expect(f.text, f.path).toMatch(/assertWithinSpendLimits\(/);
    }
    // A deposit's money moves in one place, which settles only a deposit already recorded (it locks the row)...
    expect(settling.map((f) => f.path)).toEqual(['payments/payments.deposit-settlement.ts']);
    // ...and every flow records a deposit only after its admission, which checks the limits. The one exception is
    // money the bank statement shows has already arrived in the shop's account (BPAY, direct deposit): it is
    // credited whatever the limits, as it cannot be turned away.
    const recording = moving.filter(
      (f) => /insert\(deposits\)/.test(f.text) && !f.path.endsWith('.factory.ts'),
    );
    expect(recording.map((f) => f.path).sort()).toEqual([
      'payments/payments.deposits.ts',
      'payments/payments.gateway-deposits.ts',
      'payments/payments.statement-deposits.ts',
    ]);
    for (const f of recording) {
      if (f.path === 'payments/payments.statement-deposits.ts') continue;
      expect(f.text, f.path).toMatch(/admitDeposit\(/);
    }
    const admission = moving.find((f) => f.path === 'payments/payments.deposit-admission.ts');
    expect(admission?.text).toMatch(/assertWithinDepositLimits\(/);
  });

  let db: Db;
  let shop: Shop;
  let me: Ctx;
  let customerId: string;
  beforeEach(async () => {
    ({ db, shop } = await freshShop());
    await createLimitSettings(db);
    await createDemoPaymentMethods(db);
    customerId = (await newCustomer(db, 10_000n)).id;
    me = asCustomer(db, shop, customerId);
    // The smallest limits there are: one cent a day.
    await setLimit(me, { kind: 'spend', period: 'daily', amountMinor: 1n, mode: 'set' });
    await setLimit(me, { kind: 'deposit', period: 'daily', amountMinor: 1n, mode: 'set' });
  });

  const codeOf = async (p: Promise<unknown>) =>
    p.then(
      () => 'went through',
      (e: unknown) => (isDomainError(e) ? e.code : String(e)),
    );

  it('the cart purchase, buying given tickets and a deposit are each refused, writing nothing', async () => {
    await addToCart(db, shop, customerId);
    const before = await purchaseCounts(db, customerId);
    expect(await codeOf(purchaseCart(me, { idempotencyKey: 'c-1', paymentMethod: 'wallet' }))).toBe(
      'spend_limit',
    );
    expect(await codeOf(buyTickets(me, { idempotencyKey: 'c-2', items: [checkoutItem(shop)] }))).toBe(
      'spend_limit',
    );
    expect(
      await codeOf(
        depositFunds(me, {
          method: 'td',
          gateway: 'test',
          amount: moneyFromWire(1000, 'AUD'),
          idempotencyKey: 'c-3',
        }),
      ),
    ).toBe('deposit_limit');
    expect(await purchaseCounts(db, customerId)).toEqual(before);
    expect(await ledgerTotals({ db })).toEqual({ sumOfBalances: 0n, sumOfHolds: 0n, mismatches: [] });
  });
});
