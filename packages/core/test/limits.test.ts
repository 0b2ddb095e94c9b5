/**
 * The limits module on the embedded database: safer changes (a lower limit at once, a higher one or a removal after
 * the cooling-off period, cancellable meanwhile), the lowest limit in force winning, and the checks where money
 * moves — the purchase, the deposit and the cart.
 */
import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../src/clock.ts';
import type { Db } from '../src/db/client.ts';
import { isDomainError } from '../src/errors.ts';
import { getCustomerOverview } from '../src/modules/account/index.ts';
import { getCustomerCart } from '../src/modules/cart/index.ts';
import { ledgerTotals } from '../src/modules/ledger/index.ts';
import {
  cancelLimitChange,
  getExclusion,
  getLimits,
  getPrecommitment,
  removeLimit,
  setLimit,
  startExclusion,
} from '../src/modules/limits/index.ts';
import { customerLimitChanges, customerLimits } from '../src/modules/limits/limits.tables.ts';
import { createLimitSettings, createOperatorSpendLimit } from '../src/modules/limits/testing.ts';
import { buyTickets } from '../src/modules/orders/index.ts';
import { depositFunds } from '../src/modules/payments/index.ts';
import { deposits } from '../src/modules/payments/payments.tables.ts';
import { createDemoPaymentMethods } from '../src/modules/payments/testing.ts';
import { moneyFromWire } from '../src/shared/money.ts';
import { customerCtx } from '../src/testing/index.ts';
import type { Ctx } from '../src/use-case.ts';
import {
  addToCart,
  asCustomer,
  checkoutItem,
  freshShop,
  NOW,
  newCustomer,
  purchaseCounts,
  type Shop,
  TICKET_MINOR,
} from './orders-fixture.ts';

let db: Db;
let shop: Shop;
let customerId: string;
let me: Ctx;
const DAY = 86_400_000;
const aud = (amount: number) => ({ amount, currency: 'AUD' });

beforeEach(async () => {
  ({ db, shop } = await freshShop());
  await createLimitSettings(db);
  customerId = (await newCustomer(db, 100_000n)).id;
  me = asCustomer(db, shop, customerId);
});

/** The same customer, some days after NOW. */
const later = (days: number) =>
  customerCtx(db, fixedClock(new Date(Date.parse(NOW) + days * DAY)), customerId);

const refusal = async (p: Promise<unknown>) => {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isDomainError(error)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { code: error.code, message: error.message, fields: error.fields };
};

const buyOne = (ctx: Ctx, key: string) =>
  buyTickets(ctx, { idempotencyKey: key, items: [checkoutItem(shop)] });

describe('changing limits', () => {
  it('applies a first and a lower limit at once, and keeps a higher one pending for the cooling-off period', async () => {
    expect(await setLimit(me, { kind: 'spend', period: 'weekly', amountMinor: 5000n, mode: 'set' })).toEqual({
      kind: 'spend',
      period: 'weekly',
      status: 'applied',
      limit: aud(5000),
      effectiveAt: NOW,
    });
    const raised = await setLimit(me, { kind: 'spend', period: 'weekly', amountMinor: 9000n, mode: 'edit' });
    expect(raised).toMatchObject({ status: 'pending', limit: aud(9000) });
    expect(raised.effectiveAt).toBe(new Date(Date.parse(NOW) + 7 * DAY).toISOString());

    const now = await getLimits(me, { kind: 'spend' });
    expect(now.availablePeriods.map((p) => p.period)).toEqual(['daily', 'weekly', 'fortnightly', 'monthly']);
    expect(now.customerLimits).toHaveLength(1);
    expect(now.customerLimits[0]).toMatchObject({
      period: 'weekly',
      limit: aud(5000),
      amountSpent: aud(0),
      remaining: aud(5000),
      pending: { limit: aud(9000), effectiveAt: raised.effectiveAt },
    });
    // Six days on it still waits; on the seventh it is the limit in force.
    expect((await getLimits(later(6), { kind: 'spend' })).customerLimits[0]?.limit).toEqual(aud(5000));
    expect((await getLimits(later(7), { kind: 'spend' })).customerLimits[0]).toMatchObject({
      limit: aud(9000),
      pending: null,
    });
  });

  it('cancels a pending raise, and a lower limit replaces one', async () => {
    await setLimit(me, { kind: 'spend', period: 'weekly', amountMinor: 5000n, mode: 'set' });
    await setLimit(me, { kind: 'spend', period: 'weekly', amountMinor: 9000n, mode: 'set' });
    const changeId = (await getLimits(me, { kind: 'spend' })).customerLimits[0]?.pending?.changeId ?? '';
    expect(await cancelLimitChange(me, { changeId })).toMatchObject({ status: 'cancelled' });
    expect((await getLimits(later(8), { kind: 'spend' })).customerLimits[0]).toMatchObject({
      limit: aud(5000),
      pending: null,
    });
    expect((await refusal(cancelLimitChange(me, { changeId }))).code).toBe('not_found');

    await setLimit(me, { kind: 'spend', period: 'weekly', amountMinor: 9000n, mode: 'set' });
    expect(
      await setLimit(me, { kind: 'spend', period: 'weekly', amountMinor: 2000n, mode: 'set' }),
    ).toMatchObject({
      status: 'applied',
    });
    expect((await getLimits(later(8), { kind: 'spend' })).customerLimits[0]).toMatchObject({
      limit: aud(2000),
      pending: null,
    });
  });

  it('removes a limit only after the cooling-off period', async () => {
    await setLimit(me, { kind: 'spend', period: 'daily', amountMinor: 1000n, mode: 'set' });
    const id = (await getLimits(me, { kind: 'spend' })).customerLimits[0]?.id ?? '';
    expect(await removeLimit(me, { kind: 'spend', id })).toMatchObject({ status: 'pending', limit: null });
    expect((await getLimits(me, { kind: 'spend' })).customerLimits[0]).toMatchObject({
      limit: aud(1000),
      pending: { limit: null },
    });
    expect((await getLimits(later(7), { kind: 'spend' })).customerLimits).toEqual([]);
    // The removal is stored once a later change runs; nothing is left in force.
    await setLimit(later(7), { kind: 'spend', period: 'weekly', amountMinor: 3000n, mode: 'set' });
    const rows = await db.select().from(customerLimits).where(eq(customerLimits.customerId, customerId));
    expect(rows.map((r) => r.period)).toEqual(['weekly']);
  });

  it('refuses a limit of 0, one over the maximum, a period that does not exist, and stores nothing', async () => {
    const attempts = [
      { period: 'weekly', amountMinor: 0n, field: 'limit' },
      { period: 'weekly', amountMinor: -500n, field: 'limit' },
      { period: 'weekly', amountMinor: 1_000_000_000_000n, field: 'limit' },
      { period: 'yearly', amountMinor: 5000n, field: 'period' },
    ];
    for (const a of attempts) {
      const r = await refusal(
        setLimit(me, { kind: 'spend', period: a.period, amountMinor: a.amountMinor, mode: 'set' }),
      );
      expect(r.code).toBe('validation_failed');
      expect(Object.keys(r.fields ?? {})).toEqual([a.field]);
    }
    expect(
      (
        await refusal(
          setLimit(me, { kind: 'deposit', period: 'fortnightly', amountMinor: 5000n, mode: 'set' }),
        )
      ).fields,
    ).toEqual({
      period: ['There is no fortnightly deposit limit. Choose daily, weekly or monthly.'],
    });
    expect(
      (await refusal(setLimit(me, { kind: 'spend', period: 'weekly', amountMinor: 5000n, mode: 'edit' })))
        .code,
    ).toBe('not_found');
    const [stored] = await db.select({ n: count() }).from(customerLimitChanges);
    expect(stored?.n).toBe(0);
    const [limits] = await db.select({ n: count() }).from(customerLimits);
    expect(limits?.n).toBe(0);
  });

  it('keeps the last spend limit when the site requires one (422 with the reason)', async () => {
    ({ db, shop } = await freshShop());
    await createLimitSettings(db, { policy: { spendLimitRequired: true } });
    customerId = (await newCustomer(db, 10_000n)).id;
    me = asCustomer(db, shop, customerId);
    expect((await getCustomerOverview(me)).spendLimitRequired).toBe(true);
    expect(await refusal(buyOne(me, 'required-1'))).toMatchObject({ code: 'spend_limit' });
    await setLimit(me, { kind: 'spend', period: 'weekly', amountMinor: 5000n, mode: 'set' });
    const id = (await getLimits(me, { kind: 'spend' })).customerLimits[0]?.id ?? '';
    expect((await refusal(removeLimit(me, { kind: 'spend', id }))).code).toBe('limit_required');
    expect((await getCustomerOverview(me)).spendLimitRequired).toBe(false);
    expect((await buyOne(me, 'required-2')).created).toBe(true);
  });
});

describe('limits where money moves', () => {
  it('sells up to a weekly spend limit and refuses the ticket that would go over it, changing nothing', async () => {
    await setLimit(me, { kind: 'spend', period: 'weekly', amountMinor: 1000n, mode: 'set' });
    await buyOne(me, 'w-1');
    await buyOne(me, 'w-2');
    const before = await purchaseCounts(db, customerId);
    const r = await refusal(buyOne(me, 'w-3'));
    expect(r).toMatchObject({
      code: 'spend_limit',
      message:
        'This purchase of $3.40 would take you over your weekly spend limit of $10.00. You can spend $3.20 more for now.',
    });
    expect(await purchaseCounts(db, customerId)).toEqual(before);
    expect(await ledgerTotals({ db })).toEqual({ sumOfBalances: 0n, sumOfHolds: 0n, mismatches: [] });
    // The overview shows the limit with what was spent; a week on, the window is empty again.
    expect((await getCustomerOverview(me)).spendLimits).toEqual([
      { period: 'weekly', limit: aud(1000), amountSpent: aud(Number(2n * TICKET_MINOR)) },
    ]);
    const nextDraw = checkoutItem(shop, { firstDrawId: shop.draws[1]!.id });
    expect((await buyTickets(later(7.01), { idempotencyKey: 'w-4', items: [nextDraw] })).created).toBe(true);
  });

  it('lets the lowest limit in force win: the daily one under a larger weekly one', async () => {
    await setLimit(me, { kind: 'spend', period: 'weekly', amountMinor: 10_000n, mode: 'set' });
    await setLimit(me, { kind: 'spend', period: 'daily', amountMinor: 500n, mode: 'set' });
    await buyOne(me, 'd-1');
    expect((await refusal(buyOne(me, 'd-2'))).message).toContain('your daily spend limit of $5.00');
  });

  it("refuses what goes over the operator's limits, naming the global one", async () => {
    await createOperatorSpendLimit(db, { scope: 'global', period: 'monthly', amountMinor: 700n });
    await buyOne(me, 'g-1');
    await buyOne(me, 'g-2');
    const r = await refusal(buyOne(me, 'g-3'));
    expect(r.code).toBe('global_spend_limit');
    expect(r.message).toContain('across all our sites');
    expect((await getLimits(me, { kind: 'spend' })).systemLimits).toEqual([
      {
        scope: 'global',
        period: 'monthly',
        periodName: 'Monthly',
        limit: aud(700),
        amountSpent: aud(680),
        remaining: aud(20),
      },
    ]);
  });

  it('measures the precommitment limit as the net loss in its period', async () => {
    expect(await setLimit(me, { kind: 'precommitment', amountMinor: 1000n, mode: 'set' })).toMatchObject({
      period: 'monthly',
      status: 'applied',
    });
    await buyOne(me, 'p-1');
    await buyOne(me, 'p-2');
    expect(await getPrecommitment(me)).toMatchObject({
      limit: aud(1000),
      amountSpent: aud(680),
      remaining: aud(320),
    });
    expect((await refusal(buyOne(me, 'p-3'))).message).toContain('monthly precommitment limit of $10.00');
    expect((await getCustomerOverview(me)).preCommitment).toEqual({ limit: aud(1000) });
    expect(await removeLimit(me, { kind: 'precommitment' })).toMatchObject({ status: 'pending' });
  });

  it('refuses a deposit over a deposit limit before the gateway is asked, storing no deposit', async () => {
    await createDemoPaymentMethods(db);
    // A customer who has paid nothing in yet (the fixture's funding is itself a deposit, and would count).
    customerId = (await newCustomer(db)).id;
    me = asCustomer(db, shop, customerId);
    await setLimit(me, { kind: 'deposit', period: 'daily', amountMinor: 3000n, mode: 'set' });
    const deposit = (key: string) =>
      depositFunds(me, {
        method: 'td',
        gateway: 'test',
        amount: moneyFromWire(2000, 'AUD'),
        idempotencyKey: key,
      });
    await deposit('dep-1');
    const r = await refusal(deposit('dep-2'));
    expect(r).toMatchObject({
      code: 'deposit_limit',
      message:
        'Depositing $20.00 would take you over your daily deposit limit of $30.00. You can deposit $10.00 more for now.',
    });
    const [stored] = await db
      .select({ n: count() })
      .from(deposits)
      .where(eq(deposits.customerId, customerId));
    expect(stored?.n).toBe(1);
  });

  it('shows the cart what is left and why it cannot be bought', async () => {
    await setLimit(me, { kind: 'spend', period: 'weekly', amountMinor: 500n, mode: 'set' });
    await addToCart(db, shop, customerId, { quantity: 1 });
    let cart = await getCustomerCart(me);
    expect(cart.blockedReasons).toEqual({});
    expect(cart.spendLimitRemaining).toEqual({
      period: 'weekly',
      periodName: 'Weekly',
      limit: aud(500),
      amountSpent: aud(0),
      remaining: aud(500),
    });
    await addToCart(db, shop, customerId, { quantity: 1 });
    cart = await getCustomerCart(me);
    expect(Object.keys(cart.blockedReasons)).toEqual(['spend_limit']);
    expect(cart.blockedReasons.spend_limit).toContain('weekly spend limit of $5.00');
  });
});

describe('taking a break and self-exclusion', () => {
  it('stops buying and depositing until the break ends, and cannot be shortened or lifted early', async () => {
    await createDemoPaymentMethods(db);
    expect((await startExclusion(me, { type: 'break', duration: '1w' })).active).toMatchObject({
      type: 'break',
      duration: '1w',
      endsAt: new Date(Date.parse(NOW) + 7 * DAY).toISOString(),
    });
    const bought = await refusal(buyOne(me, 'x-1'));
    expect(bought.code).toBe('excluded');
    expect(bought.message).toBe(
      'You are taking a break from play until 9 March 2026 at 12:00 pm, so you cannot buy tickets. You can still log in, see your tickets and withdraw.',
    );
    const deposited = await refusal(
      depositFunds(me, {
        method: 'td',
        gateway: 'test',
        amount: moneyFromWire(2000, 'AUD'),
        idempotencyKey: 'x-2',
      }),
    );
    expect(deposited.code).toBe('excluded');
    await addToCart(db, shop, customerId);
    expect(Object.keys((await getCustomerCart(me)).blockedReasons)).toEqual(['excluded']);

    // Shorter or as long: refused. Longer: accepted.
    expect((await refusal(startExclusion(me, { type: 'break', duration: '24h' }))).message).toContain(
      'It cannot be shortened or lifted early',
    );
    expect((await startExclusion(me, { type: 'self_exclusion', duration: '6m' })).active?.type).toBe(
      'self_exclusion',
    );
    // A week on, the six months still run; a permanent exclusion never ends.
    const nextDraw = checkoutItem(shop, { firstDrawId: shop.draws[1]!.id });
    expect(
      (await refusal(buyTickets(later(8), { idempotencyKey: 'x-3', items: [nextDraw] }))).message,
    ).toContain('You have excluded yourself until 2 September 2026');
    await startExclusion(later(8), { type: 'self_exclusion', duration: 'permanent' });
    expect((await getExclusion(later(3650))).active?.endsAt).toBeNull();
    expect((await refusal(startExclusion(later(9), { type: 'self_exclusion', duration: '5y' }))).code).toBe(
      'conflict',
    );
  });

  it('lets the customer buy again once a break has ended', async () => {
    await startExclusion(me, { type: 'break', duration: '24h' });
    expect((await refusal(buyOne(me, 'b-1'))).code).toBe('excluded');
    expect((await getExclusion(later(1))).active).toBeNull();
    expect((await buyOne(later(1), 'b-2')).created).toBe(true);
  });
});
