/**
 * A move its module's transition table refuses, made through the module's own function: answered with a 409
 * conflict, and nothing changes (draws, withdrawals and deposits have theirs in draws-status, banking and
 * payments-deposit-cancel).
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { moveDepositPurchase } from '../src/modules/deposit-purchases/deposit-purchases.transitions.ts';
import { closeCustomer, findCustomerById } from '../src/modules/identity/index.ts';
import { cancelLimitChange, getLimits, setLimit } from '../src/modules/limits/index.ts';
import { customerLimitChanges } from '../src/modules/limits/limits.tables.ts';
import { createLimitSettings } from '../src/modules/limits/testing.ts';
import { deliverDueEmails, enqueueEmail, listOutbox, passwordResetEmail } from '../src/modules/mail/index.ts';
import { mailOutbox } from '../src/modules/mail/mail.tables.ts';
import { moveOutboxMail } from '../src/modules/mail/mail.transitions.ts';
import { getMigration, markMigrationEligible, requestMigration } from '../src/modules/migration/index.ts';
import { buyTickets } from '../src/modules/orders/index.ts';
import { checkouts } from '../src/modules/orders/orders.tables.ts';
import { markCheckoutPaid } from '../src/modules/orders/orders.transitions.ts';
import { decideReview } from '../src/modules/verification/index.ts';
import { verificationAttempts } from '../src/modules/verification/verification.tables.ts';
import { operatorActor, useCaseCtx } from '../src/use-case.ts';
import { asCustomer, checkoutItem, freshShop, newCustomer, type Shop } from './orders-fixture.ts';

let db: Db;
let shop: Shop;
let customerId: string;
const DAY = 86_400_000;

beforeEach(async () => {
  ({ db, shop } = await freshShop());
  customerId = (await newCustomer(db, 10_000n)).id;
});

const operator = () => useCaseCtx({ db, clock: shop.clock, actor: operatorActor('test') });
const refusal = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
};
const conflict = { code: 'conflict', status: 409 };

describe('a refused move answers 409 and changes nothing:', () => {
  it('cancelling a limit change that took effect', async () => {
    await createLimitSettings(db);
    const me = asCustomer(db, shop, customerId);
    await setLimit(me, { kind: 'spend', period: 'weekly', amountMinor: 5000n, mode: 'set' });
    const [applied] = await db.select().from(customerLimitChanges);
    expect(applied?.status).toBe('applied');
    expect(await refusal(cancelLimitChange(me, { changeId: applied?.id ?? '' }))).toMatchObject(conflict);
    expect(await db.select().from(customerLimitChanges)).toEqual([applied]);
    expect((await getLimits(me, { kind: 'spend' })).customerLimits[0]?.limit).toEqual({
      amount: 5000,
      currency: 'AUD',
    });
  });

  it('marking eligible again an account whose move has started', async () => {
    const { email } = (await findCustomerById({ db }, customerId)) ?? { email: '' };
    const mark = (balanceMinor: bigint) =>
      markMigrationEligible(operator(), {
        email,
        mode: 'soft',
        balanceMinor,
        reference: 'OLD-1',
        currency: 'AUD',
      });
    await mark(1500n);
    const me = asCustomer(db, shop, customerId);
    expect(await requestMigration(me)).toMatchObject({ status: 'in_progress' });
    expect(await refusal(mark(9900n))).toMatchObject({
      ...conflict,
      message: 'This account is already being moved, or was moved.',
    });
    expect(await getMigration(me)).toEqual({
      status: 'in_progress',
      legacyBalance: { amount: 1500, currency: 'AUD' },
    });
  });

  it('closing a closed account', async () => {
    const ctx = asCustomer(db, shop, customerId);
    await closeCustomer(ctx, { customerId, reason: 'other' });
    const closed = await findCustomerById({ db }, customerId);
    expect(closed?.status).toBe('closed');
    shop.clock.advance(DAY);
    expect(
      await refusal(closeCustomer(ctx, { customerId, reason: 'other', comment: 'again' })),
    ).toMatchObject({
      ...conflict,
      message: 'This account is already closed.',
    });
    expect(await findCustomerById({ db }, customerId)).toEqual(closed);
  });

  it('deciding a verification already decided', async () => {
    const [attempt] = await db
      .insert(verificationAttempts)
      .values({ customerId, method: 'photo_id_upload', outcome: 'review' })
      .returning();
    const id = attempt?.id ?? '';
    await decideReview(operator(), { attemptId: id, decision: 'approve' });
    const [decided] = await db.select().from(verificationAttempts).where(eq(verificationAttempts.id, id));
    expect(
      await refusal(decideReview(operator(), { attemptId: id, decision: 'reject', reason: 'blurred' })),
    ).toMatchObject({ ...conflict, message: 'This verification was already decided (verified).' });
    expect(await db.select().from(verificationAttempts).where(eq(verificationAttempts.id, id))).toEqual([
      decided,
    ]);
  });

  it('a queued e-mail sent, moved to failed', async () => {
    const ctx = asCustomer(db, shop, customerId);
    const template = passwordResetEmail({
      firstname: 'Alex',
      path: '/forgot-password/abc',
      expiresInMinutes: 60,
    });
    const { id } = await enqueueEmail(ctx, { to: 'alex@example.com', template });
    await deliverDueEmails(ctx, { transport: { send: async () => {}, close: async () => {} } });
    const [sent] = await listOutbox(ctx);
    expect(sent?.status).toBe('sent');
    expect(
      await refusal(moveOutboxMail(ctx, { where: eq(mailOutbox.id, id), from: 'sent', to: 'failed' })),
    ).toMatchObject(conflict);
    expect(await listOutbox(ctx)).toEqual([sent]);
  });

  it('a paid checkout, paid again', async () => {
    const ctx = asCustomer(db, shop, customerId);
    const { receipt } = await buyTickets(ctx, { idempotencyKey: 'refused-1', items: [checkoutItem(shop)] });
    const [paid] = await db.select().from(checkouts);
    expect(paid?.status).toBe('paid');
    expect(
      await refusal(
        markCheckoutPaid(ctx, {
          id: paid?.id ?? '',
          from: 'paid',
          totalMinor: 1n,
          currency: 'AUD',
          transferId: paid?.transferId ?? '',
          balanceAfterMinor: 0n,
          preOrderMinor: 0n,
        }),
      ),
    ).toMatchObject(conflict);
    expect(await db.select().from(checkouts)).toEqual([paid]);
    expect(receipt).toBeTruthy();
  });

  it('a deposit purchase completed, completed again', async () => {
    const ctx = asCustomer(db, shop, customerId);
    expect(
      await refusal(
        moveDepositPurchase(ctx, {
          where: undefined,
          from: ['purchased', 'deposit_failed'],
          to: 'deposited',
        }),
      ),
    ).toMatchObject(conflict);
  });
});
