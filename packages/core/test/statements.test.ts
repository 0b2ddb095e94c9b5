/** Activity statements: a month's figures from the ledger, bad months refused, the monthly e-mail sent once. */
import { beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../src/clock.ts';
import type { Db } from '../src/db/client.ts';
import { createCustomer } from '../src/modules/identity/testing.ts';
import { listOutbox } from '../src/modules/mail/index.ts';
import { purchaseCart } from '../src/modules/orders/index.ts';
import { fundWallet } from '../src/modules/payments/testing.ts';
import {
  emailDueStatements,
  getStatement,
  monthStart,
  setStatementSettings,
} from '../src/modules/statements/index.ts';
import { customerCtx, systemCtx } from '../src/testing/index.ts';
import { addToCart, freshShop, NOW, type Shop, TICKET_MINOR } from './orders-fixture.ts';

let db: Db;
let shop: Shop;

/** A customer who opened the account on the tests' day, with a deposit of `fundsMinor`. */
async function newCustomer(db: Db, fundsMinor = 0n) {
  const customer = await createCustomer(db, { createdAt: new Date(NOW) });
  if (fundsMinor > 0n) await fundWallet(db, customer.id, fundsMinor, { now: new Date(NOW) });
  return customer;
}

beforeEach(async () => {
  ({ db, shop } = await freshShop());
});

describe('a monthly statement', () => {
  it('lists a deposit and a purchase with deposits, spend, net and balances', async () => {
    const c = await newCustomer(db, 50_00n);
    await addToCart(db, shop, c.id);
    await purchaseCart(customerCtx(db, shop.clock, c.id), {
      idempotencyKey: 'buy-1',
      paymentMethod: 'wallet',
    });
    const s = await getStatement(customerCtx(db, shop.clock, c.id), { month: '2026-03' });
    expect(s.monthName).toBe('March 2026');
    expect(s.lines.map((l) => [l.type, l.amount.amount])).toEqual([
      ['deposit', 50_00],
      ['purchase', -Number(TICKET_MINOR)],
    ]);
    expect(s.openingBalance.amount).toBe(0);
    expect(s.deposits.amount).toBe(50_00);
    expect(s.spend.amount).toBe(Number(TICKET_MINOR));
    expect(s.wins.amount).toBe(0);
    expect(s.net.amount).toBe(-Number(TICKET_MINOR));
    expect(s.closingBalance.amount).toBe(50_00 - Number(TICKET_MINOR));
    // The current month by default; an earlier month with nothing in it is empty, opening and closing at zero.
    expect((await getStatement(customerCtx(db, shop.clock, c.id), {})).month).toBe('2026-03');
  });

  it('starts a month at midnight on the 1st in Sydney', () => {
    expect(monthStart({ year: 2026, month: 3 }).toISOString()).toBe('2026-02-28T13:00:00.000Z');
    expect(monthStart({ year: 2026, month: 7 }).toISOString()).toBe('2026-06-30T14:00:00.000Z');
  });

  it('refuses a malformed month, a month to come and one before the account, with a clear message', async () => {
    const c = await newCustomer(db);
    const ask = (month: string) => getStatement(customerCtx(db, shop.clock, c.id), { month });
    for (const [month, text] of [
      ['2026-13', 'YYYY-MM'],
      ['March', 'YYYY-MM'],
      ['2026-04', 'no statement for April 2026 yet'],
      ['2019-01', 'Your account was opened in'],
    ] as const) {
      await expect(ask(month), month).rejects.toMatchObject({
        code: 'validation_failed',
        fields: { month: [expect.stringContaining(text)] },
      });
    }
  });
});

describe('the monthly e-mail', () => {
  it('is sent once per customer and month, only to customers who asked', async () => {
    const yes = await newCustomer(db, 20_00n);
    const no = await newCustomer(db, 20_00n);
    await setStatementSettings(customerCtx(db, shop.clock, yes.id), { emailMonthly: true });
    await setStatementSettings(customerCtx(db, shop.clock, no.id), { emailMonthly: false });
    const april = fixedClock('2026-04-01T02:00:00.000Z');
    const job = () => systemCtx(db, april, 'monthly-statements');
    expect(await emailDueStatements(job())).toEqual({ month: '2026-03', emailed: 1 });
    expect(await emailDueStatements(job())).toEqual({ month: '2026-03', emailed: 0 });
    const mail = (await listOutbox({ db })).filter((m) => m.kind === 'activity_statement');
    expect(mail.map((m) => m.toAddress)).toEqual([yes.email]);
    expect(mail[0]?.textBody).toContain('Deposits: $20.00');
    expect(new Date(NOW).getTime()).toBeLessThan(april.now().getTime());
  });
});
