/**
 * The continuation of a deposit purchase, run by whoever comes first once the gateway has spoken: the browser's
 * return, the gateway's webhook, or the job (after a crash between the deposit and the purchase). The row is
 * locked first, so the purchase is made once: a declined deposit buys nothing; an approved one buys the cart with
 * the checkout key `deposit-purchase-<id>` in the same transaction that marks the row done; a refused purchase
 * (a draw closed meanwhile, a price changed) leaves the deposit in the wallet and says so.
 */
import { formatMoney } from '@lottoshop/contracts/formatting';
import { and, asc, eq, lte } from 'drizzle-orm';
import { isDomainError } from '../../errors.ts';
import { moneyDto } from '../../shared/money.ts';
import { actingAs, type Ctx, customerActor, inTransaction } from '../../use-case.ts';
import { purchaseCart } from '../orders/index.ts';
import { type DepositRow, findDeposit, PAYPAL_GATEWAY } from '../payments/index.ts';
import { paypalFailureMessage } from './deposit-purchases.rules.ts';
import { type DepositPurchaseRow, depositPurchases } from './deposit-purchases.tables.ts';
import { moveDepositPurchase } from './deposit-purchases.transitions.ts';

/** The checkout idempotency key of a deposit purchase: a second attempt can never buy twice. */
export const purchaseKeyOf = (depositPurchaseId: string) => `deposit-purchase-${depositPurchaseId}`;

type Outcome = Pick<DepositPurchaseRow, 'status' | 'checkoutId' | 'message'>;

async function buyWithDeposit(tx: Ctx, row: DepositPurchaseRow, deposit: DepositRow): Promise<Outcome> {
  if (row.kind === 'ad_hoc') return { status: 'deposited', checkoutId: null, message: null };
  const customerCtx = actingAs(tx, customerActor(row.customerId, 'deposit-purchase'));
  try {
    const { receipt } = await purchaseCart(customerCtx, {
      idempotencyKey: purchaseKeyOf(row.id),
      paymentMethod: 'wallet',
      ...(row.expectedTotalMinor !== null && row.expectedCurrency
        ? { expectedTotal: moneyDto(row.expectedTotalMinor, row.expectedCurrency) }
        : {}),
    });
    return { status: 'purchased', checkoutId: receipt.checkoutId, message: null };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const amount = formatMoney(moneyDto(deposit.amountMinor, deposit.currency));
    return {
      status: 'purchase_failed',
      checkoutId: null,
      message: `Your deposit of ${amount} is in your balance, but your tickets could not be bought: ${error.message}`,
    };
  }
}

/**
 * Completes the deposit purchase of deposit `depositId` if its deposit has left pending; answers the row as it
 * now stands (null when the deposit pays for no purchase).
 */
export async function completeDepositPurchase(
  ctx: Ctx,
  input: { depositId: string },
): Promise<DepositPurchaseRow | null> {
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .select()
      .from(depositPurchases)
      .where(eq(depositPurchases.depositId, input.depositId))
      .for('update');
    if (!row) return null;
    if (row.status !== 'pending') return row;
    const deposit = await findDeposit(tx, row.depositId);
    if (!deposit || deposit.status === 'pending') return row;
    const outcome: Outcome =
      deposit.status === 'declined'
        ? {
            status: 'deposit_failed',
            checkoutId: null,
            message:
              deposit.gateway === PAYPAL_GATEWAY
                ? paypalFailureMessage(deposit.declineReason)
                : `${deposit.declineReason ?? 'Your card was declined.'} Nothing was bought and no money has been taken.`,
          }
        : await buyWithDeposit(tx, row, deposit);
    const { status, ...rest } = outcome;
    const [done] = await moveDepositPurchase(tx, {
      where: eq(depositPurchases.id, row.id),
      from: row.status,
      to: status,
      set: { ...rest, completedAt: tx.clock.now() },
    });
    if (!done) throw new Error('the deposit purchase changed while it was locked');
    tx.log.info({ depositPurchaseId: row.id, status: done.status }, 'deposit purchase completed');
    return done;
  });
}

/**
 * The job's pass: completes every pending deposit purchase whose deposit has been settled (what a crash between
 * the deposit and the purchase leaves behind). Answers how many it completed.
 */
export async function completeSettledDepositPurchases(
  ctx: Ctx,
  input: { limit?: number } = {},
): Promise<number> {
  const rows = await ctx.db
    .select({ depositId: depositPurchases.depositId })
    .from(depositPurchases)
    .where(and(eq(depositPurchases.status, 'pending'), lte(depositPurchases.createdAt, ctx.clock.now())))
    .orderBy(asc(depositPurchases.createdAt))
    .limit(input.limit ?? 100);
  let completed = 0;
  for (const { depositId } of rows) {
    const done = await completeDepositPurchase(ctx, { depositId });
    if (done && done.status !== 'pending') completed += 1;
  }
  return completed;
}
