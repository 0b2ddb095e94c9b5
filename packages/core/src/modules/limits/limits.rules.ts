/**
 * The limits module's pure rules: which way a change goes (a lower limit at once; a higher one or a removal after
 * the cooling-off period), the limit in force, what a window's flows count as spent, and the customer's messages.
 */
import { formatMoney } from '@lottoshop/contracts/formatting';
import {
  add,
  currencyOf,
  isNegativeMoney,
  lessThanMoney,
  type Money,
  moreThan,
  subtract,
  toMoneyDto,
  zeroOf,
} from '../../shared/money.ts';
import type { WalletFlows } from '../ledger/index.ts';
import type { LimitKind } from './limits.tables.ts';

const DAY_MS = 86_400_000;

/** When a change asked for at `now` takes effect, for a change that must wait out the cooling-off period. */
export const coolingOffEnds = (now: Date, coolingOffDays: number) =>
  new Date(now.getTime() + coolingOffDays * DAY_MS);

/** The start of a rolling window of `days` days ending at `now`. */
export const windowStart = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * 'now': the change makes the customer safer (a first limit, a lower one) and applies at once; 'later': it makes
 * them less safe (a higher limit, a removal) and waits; 'same': nothing changes.
 */
export function changeTiming(current: bigint | null, next: bigint | null): 'now' | 'later' | 'same' {
  if (current === next) return 'same';
  if (next === null) return 'later';
  if (current === null) return 'now';
  return next < current ? 'now' : 'later';
}

/** The limit in force: a pending change whose time has come counts as applied. */
export function limitInForce(
  current: bigint | null,
  pending: { amountMinor: bigint | null; effectiveAt: Date } | null,
  now: Date,
): bigint | null {
  if (pending && pending.effectiveAt.getTime() <= now.getTime()) return pending.amountMinor;
  return current;
}

/**
 * What counts against a limit in a window, in the wallet's currency. Spend: what was paid for tickets, less
 * refunds. Precommitment: the net loss, spend less prizes won. Deposit: what was paid in. Never below zero.
 */
export function usedAgainst(kind: LimitKind, flows: WalletFlows): Money {
  const spent = subtract(flows.purchases, flows.refunds);
  const used =
    kind === 'deposit' ? flows.deposits : kind === 'precommitment' ? subtract(spent, flows.prizes) : spent;
  return isNegativeMoney(used) ? zeroOf(currencyOf(used)) : used;
}

/** What is left of a limit (spec 1 §9: limit − spent), never below zero; a currency mix-up throws. */
export function remainingOf(limit: Money, used: Money): Money {
  const left = subtract(limit, used);
  return isNegativeMoney(left) ? zeroOf(currencyOf(limit)) : left;
}

/** Where a limit comes from: the customer's own, or the operator's for this site or all its sites. */
export type LimitSource = 'customer' | 'system' | 'global';

/** A limit as it applies now, with what its window holds. */
export type AppliedLimit = {
  source: LimitSource;
  kind: LimitKind;
  period: string;
  periodName: string;
  limit: Money;
  used: Money;
};

const money = (m: Money) => formatMoney(toMoneyDto(m));

const limitName = (l: AppliedLimit) => {
  const period = l.periodName.toLowerCase();
  if (l.kind === 'precommitment') return `your ${period} precommitment limit of ${money(l.limit)}`;
  if (l.kind === 'deposit') return `your ${period} deposit limit of ${money(l.limit)}`;
  if (l.source === 'global')
    return `the ${period} spend limit of ${money(l.limit)} that applies across all our sites`;
  if (l.source === 'system') return `this site's ${period} spend limit of ${money(l.limit)}`;
  return `your ${period} spend limit of ${money(l.limit)}`;
};

/** The message when spending or depositing `amount` would go over a limit. */
export function overLimitMessage(l: AppliedLimit, amount: Money): string {
  const left = money(remainingOf(l.limit, l.used));
  if (l.kind === 'deposit') {
    return `Depositing ${money(amount)} would take you over ${limitName(l)}. You can deposit ${left} more for now.`;
  }
  const what = l.kind === 'precommitment' ? 'lose' : 'spend';
  return `This purchase of ${money(amount)} would take you over ${limitName(l)}. You can ${what} ${left} more for now.`;
}

/** The message when the site requires a spend limit and the customer has none. */
export const SPEND_LIMIT_REQUIRED_MESSAGE =
  'Please set a spend limit before you buy tickets. You can set one under My account, Spend limits.';

/**
 * The first limit (customer's own first, then this site's, then all sites') that `amount` more would go over, or
 * null. An amount in another currency than a limit's throws rather than being compared as cents.
 */
export function firstBreached(limits: readonly AppliedLimit[], amount: Money): AppliedLimit | null {
  const order: LimitSource[] = ['customer', 'system', 'global'];
  const sorted = [...limits].sort((a, b) => order.indexOf(a.source) - order.indexOf(b.source));
  return sorted.find((l) => moreThan(add(l.used, amount), l.limit)) ?? null;
}

/** The tightest limit: the one with the least left (the lowest limit in force always wins). */
export function tightest(limits: readonly AppliedLimit[]): AppliedLimit | null {
  let best: AppliedLimit | null = null;
  for (const l of limits) {
    if (!best || lessThanMoney(remainingOf(l.limit, l.used), remainingOf(best.limit, best.used))) best = l;
  }
  return best;
}
