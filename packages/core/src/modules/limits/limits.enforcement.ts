/**
 * The limits where money moves. The purchase and the deposit each call one check inside their own transaction:
 * it takes the customer's limits lock (a transaction-scoped advisory lock, so a customer's purchases and deposits
 * are checked one after another), reads what the ledger holds for every window — including the purchases committed
 * just before, which the lock waited for — and refuses what would go over the lowest limit in force. The money
 * then moves in the same transaction, so the next check counts it. The cart reads the same figures to show what
 * is left and why it cannot be bought.
 */
import type { BlockedReason, SpendRemainingDto } from '@lottoshop/contracts/limits';
import { DomainError } from '../../errors.ts';
import {
  currencyOf,
  isPositiveMoney,
  type Money,
  moneyOf,
  subtract,
  toMoneyDto,
} from '../../shared/money.ts';
import type { Ctx } from '../../use-case.ts';
import { getWalletBalance, type WalletFlows } from '../ledger/index.ts';
import { exclusionMessage, runningExclusion } from './limits.exclusions.ts';
import { lockCustomerLimits } from './limits.lock.ts';
import {
  type AppliedLimit,
  firstBreached,
  overLimitMessage,
  remainingOf,
  SPEND_LIMIT_REQUIRED_MESSAGE,
  tightest,
} from './limits.rules.ts';
import { appliedLimitsAndFlows, appliedLimitsOf, readLimitsSnapshot } from './limits.state.ts';
import type { LimitPolicyRow } from './limits.tables.ts';

/** A customer's money about to move: spent on tickets, or paid in. */
type MoneyIn = { customerId: string; amount: Money };

/** The customer and currency the limits and the ledger are read for. */
const whose = (input: MoneyIn) => ({ customerId: input.customerId, currency: currencyOf(input.amount) });

/** A limit's reasons (verify_account_required is the verification module's). */
type LimitReason = Exclude<BlockedReason, 'verify_account_required'>;

const reasonOf = (l: AppliedLimit): LimitReason =>
  l.kind === 'deposit' ? 'deposit_limit' : l.source === 'global' ? 'global_spend_limit' : 'spend_limit';

const SPEND_KINDS = ['spend', 'precommitment'] as const;

/** The refusal of spending `amount` under these spend and precommitment limits, or null when it may go ahead. */
function spendRefusal(
  policy: LimitPolicyRow,
  limits: readonly AppliedLimit[],
  amount: Money,
): { reason: LimitReason; message: string } | null {
  if (policy.spendLimitRequired && !limits.some((l) => l.source === 'customer' && l.kind === 'spend')) {
    return { reason: 'spend_limit', message: SPEND_LIMIT_REQUIRED_MESSAGE };
  }
  const breached = firstBreached(limits, amount);
  return breached ? { reason: reasonOf(breached), message: overLimitMessage(breached, amount) } : null;
}

/**
 * Inside the purchase's transaction, before its money moves: refuses (spend_limit, global_spend_limit) a purchase
 * of `amount` that would go over a spend or precommitment limit in force, or that the site's required spend
 * limit is missing for. Three round trips: the lock, everything the limits hold (one statement, read after the
 * lock so it sees the changes the lock waited for), and the ledger's windows — with the caller's `alsoSince`
 * among them, so a check beside this one (the verification threshold's) needs no read of its own. Answers the
 * flows that read gave, keyed by each instant's time.
 */
export async function assertWithinSpendLimits(
  tx: Ctx,
  input: MoneyIn & { alsoSince?: readonly Date[] },
): Promise<ReadonlyMap<number, WalletFlows>> {
  await lockCustomerLimits(tx, input.customerId);
  const snapshot = await readLimitsSnapshot(tx, input.customerId, SPEND_KINDS);
  const exclusion = runningExclusion(snapshot.exclusions);
  if (exclusion) throw new DomainError('excluded', { message: exclusionMessage(exclusion, 'buy') });
  const { limits, flows } = await appliedLimitsAndFlows(tx, snapshot, {
    customerId: input.customerId,
    currency: currencyOf(input.amount),
    kinds: SPEND_KINDS,
    alsoSince: input.alsoSince ?? [],
  });
  const refusal = spendRefusal(snapshot.policy, limits, input.amount);
  if (refusal) throw new DomainError(refusal.reason, { message: refusal.message });
  return flows;
}

/** Inside the deposit's transaction, before its money moves: refuses (deposit_limit) what would go over a deposit limit. */
export async function assertWithinDepositLimits(tx: Ctx, input: MoneyIn): Promise<void> {
  await lockCustomerLimits(tx, input.customerId);
  const snapshot = await readLimitsSnapshot(tx, input.customerId, ['deposit']);
  const exclusion = runningExclusion(snapshot.exclusions);
  if (exclusion) throw new DomainError('excluded', { message: exclusionMessage(exclusion, 'deposit') });
  const limits = await appliedLimitsOf(tx, snapshot, { ...whose(input), kinds: ['deposit'] });
  const { amount } = input;
  const breached = firstBreached(limits, amount);
  if (breached) throw new DomainError('deposit_limit', { message: overLimitMessage(breached, amount) });
}

/** What the cart shows: why it cannot be bought (spec 1 §4), and what is left of the tightest spend limit. */
export type CartLimits = {
  blockedReasons: Partial<Record<BlockedReason, string>>;
  spendRemaining: SpendRemainingDto | null;
};

/** The cart's limits for a total (no lock: the purchase checks again, under it). */
export async function cartLimits(ctx: Ctx, input: MoneyIn): Promise<CartLimits> {
  const blockedReasons: CartLimits['blockedReasons'] = {};
  const snapshot = await readLimitsSnapshot(ctx, input.customerId, [...SPEND_KINDS, 'deposit']);
  const spend = await appliedLimitsOf(ctx, snapshot, { ...whose(input), kinds: SPEND_KINDS });
  const exclusion = runningExclusion(snapshot.exclusions);
  if (exclusion) blockedReasons.excluded = exclusionMessage(exclusion, 'buy');
  const { amount } = input;
  if (isPositiveMoney(amount)) {
    const refusal = spendRefusal(snapshot.policy, spend, amount);
    if (refusal) blockedReasons[refusal.reason] = refusal.message;
    const wallet = await getWalletBalance(ctx, whose(input));
    const shortfall = subtract(amount, moneyOf(wallet.availableMinor, currencyOf(amount)));
    if (isPositiveMoney(shortfall)) {
      const deposit = await appliedLimitsOf(ctx, snapshot, { ...whose(input), kinds: ['deposit'] });
      const breached = firstBreached(deposit, shortfall);
      if (breached) blockedReasons.deposit_limit = overLimitMessage(breached, shortfall);
    }
  }
  const tight = tightest(spend);
  return {
    blockedReasons,
    spendRemaining: tight
      ? {
          period: tight.period,
          periodName: tight.periodName,
          limit: toMoneyDto(tight.limit),
          amountSpent: toMoneyDto(tight.used),
          remaining: toMoneyDto(remainingOf(tight.limit, tight.used)),
        }
      : null,
  };
}
