/**
 * Deposits nobody finished: a pending deposit whose gateway answer, webhook and browser return were all lost (the
 * API killed after the deposit was written, the gateway's webhooks given up, the customer gone). A job asks the
 * gateway about each one that has waited long enough and settles it through `settleDeposit`, like any other
 * notification — so a payment the gateway took always reaches the wallet, once. A payment the gateway never
 * received, or a step the customer never completed (a card's 3-D Secure challenge, a PayPal approval), is declined
 * after a longer wait (cancelled at the gateway first, so it cannot be completed afterwards). See docs/decisions/046-deposit-reconciliation.md.
 */
import { and, asc, eq, lt } from 'drizzle-orm';
import { isDomainError } from '../../errors.ts';
import { assertOperatorOrSystem, type Ctx } from '../../use-case.ts';
import { settleDeposit } from './payments.deposit-settlement.ts';
import type { PaymentGateways, PaymentOutcome } from './payments.gateways.ts';
import { deposits } from './payments.tables.ts';
import { askGateway, cancelWaitingPayment } from './payments.waiting-payments.ts';

/** The reasons a deposit left unfinished is declined with (the customer sees them on the deposit's page). */
export const UNFINISHED_DEPOSIT_REASONS = {
  neverReached: 'The payment did not reach the payment provider, so nothing was taken. Please try again.',
  // A card's 3-D Secure check, or a PayPal approval, left waiting.
  challengeExpired: 'The payment was not completed in time, so nothing was taken. Please try again.',
} as const;

export type ReconcileOptions = {
  gateways: PaymentGateways;
  /** A deposit younger than this is left to its own answer, webhook and return. */
  settleAfterSeconds: number;
  /** A deposit the gateway never saw, or whose challenge waits, is declined once this old. */
  expireAfterSeconds: number;
  /** The most deposits looked at in one pass (oldest first). */
  limit?: number;
};

export type ReconcileResult = { checked: number; approved: number; declined: number; waiting: number };

export async function reconcilePendingDeposits(ctx: Ctx, opts: ReconcileOptions): Promise<ReconcileResult> {
  assertOperatorOrSystem(ctx);
  const now = ctx.clock.now();
  const settleBefore = new Date(now.getTime() - opts.settleAfterSeconds * 1000);
  const expireBefore = new Date(now.getTime() - opts.expireAfterSeconds * 1000);
  const waiting = await ctx.db
    .select()
    .from(deposits)
    .where(and(eq(deposits.status, 'pending'), lt(deposits.createdAt, settleBefore)))
    .orderBy(asc(deposits.createdAt))
    .limit(opts.limit ?? 100);
  const result: ReconcileResult = { checked: 0, approved: 0, declined: 0, waiting: 0 };
  for (const deposit of waiting) {
    const gateway = opts.gateways.get(deposit.gateway);
    if (!gateway) continue;
    result.checked++;
    let outcome: PaymentOutcome | null;
    try {
      outcome = await askGateway(gateway, deposit);
    } catch (err) {
      // The gateway cannot be reached now: the next pass asks again.
      if (!isDomainError(err)) throw err;
      result.waiting++;
      continue;
    }
    const expired = deposit.createdAt < expireBefore;
    if (outcome?.status === 'requires_action' && expired && gateway.cancelWaiting) {
      // Cancels the challenge, then reads the payment again: completed meanwhile, it is paid and settled so.
      outcome = await cancelWaitingPayment(gateway, deposit, outcome);
      if (outcome === null || outcome.status === 'requires_action') {
        result.waiting++;
        continue;
      }
      if (outcome.status === 'declined') {
        outcome = {
          status: 'declined',
          reference: outcome.reference,
          reason: UNFINISHED_DEPOSIT_REASONS.challengeExpired,
        };
      }
    }
    if (outcome === null && expired) {
      outcome = { status: 'declined', reference: null, reason: UNFINISHED_DEPOSIT_REASONS.neverReached };
    }
    if (outcome === null || outcome.status === 'requires_action') {
      result.waiting++;
      continue;
    }
    const settled = await settleDeposit(ctx, { depositId: deposit.id, gateway, outcome });
    if (settled.status === 'approved') result.approved++;
    else if (settled.status === 'declined') result.declined++;
  }
  return result;
}
