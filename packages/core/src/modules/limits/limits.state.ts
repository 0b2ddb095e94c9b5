/**
 * Reads of the limits: the site's policy and periods, the operator's limits, a customer's limits with their pending
 * changes, and every limit that applies to a customer now with what its window holds (from the ledger).
 */
import { BASE_CURRENCY } from '@lottoshop/contracts/money';
import { and, asc, eq, isNull, or, type SQLWrapper, sql } from 'drizzle-orm';
import { builtOnceRows } from '../../db/built-once.ts';
import { rowsAsJson, rowsFromJson } from '../../db/json-rows.ts';
import { moneyOf } from '../../shared/money.ts';
import type { Ctx } from '../../use-case.ts';
import { type WalletFlows, walletFlowsSince } from '../ledger/index.ts';
import { type AppliedLimit, limitInForce, usedAgainst, windowStart } from './limits.rules.ts';
import {
  type CustomerExclusionRow,
  type CustomerLimitRow,
  customerExclusions,
  customerLimitChanges,
  customerLimits,
  type LimitChangeRow,
  type LimitKind,
  type LimitPeriodRow,
  type LimitPolicyRow,
  limitPeriods,
  limitPolicies,
  type OperatorSpendLimitRow,
  operatorSpendLimits,
} from './limits.tables.ts';

type Reader = Pick<Ctx, 'db'>;

/** The policy a site without its own row has: 7 days' cooling-off, limits up to $1,000,000, monthly precommitment. */
export const DEFAULT_POLICY: LimitPolicyRow = {
  key: 'site',
  coolingOffDays: 7,
  spendLimitRequired: false,
  precommitmentPeriod: 'monthly',
  maximumMinor: 100_000_000n,
  currency: BASE_CURRENCY,
};

export async function getLimitPolicy(ctx: Reader): Promise<LimitPolicyRow> {
  const [row] = await ctx.db.select().from(limitPolicies).where(eq(limitPolicies.key, 'site')).limit(1);
  return row ?? DEFAULT_POLICY;
}

/** The periods, in display order. */
export async function listLimitPeriods(ctx: Reader): Promise<LimitPeriodRow[]> {
  return ctx.db.select().from(limitPeriods).orderBy(asc(limitPeriods.sortOrder), asc(limitPeriods.days));
}

/** A customer's limit for one kind and period: the stored row (if any) and the change waiting on it (if any). */
export type CustomerLimitState = {
  kind: LimitKind;
  period: string;
  /** The stored limit row's id, the one DELETE /spend-limits/{id} names. */
  id: string | null;
  storedMinor: bigint | null;
  currency: string;
  /** The change still waiting (not yet due). */
  pending: LimitChangeRow | null;
  /** What applies now: a due pending change counts as applied. */
  inForceMinor: bigint | null;
};

/** The states of stored limits and their pending changes at `now`. */
function limitStatesOf(
  rows: readonly CustomerLimitRow[],
  changes: readonly LimitChangeRow[],
  now: Date,
): CustomerLimitState[] {
  const states = new Map<string, CustomerLimitState>();
  const keyOf = (kind: string, period: string) => `${kind}:${period}`;
  for (const row of rows) {
    states.set(keyOf(row.kind, row.period), {
      kind: row.kind,
      period: row.period,
      id: row.id,
      storedMinor: row.amountMinor,
      currency: row.currency,
      pending: null,
      inForceMinor: row.amountMinor,
    });
  }
  for (const change of changes) {
    const key = keyOf(change.kind, change.period);
    const state = states.get(key) ?? {
      kind: change.kind,
      period: change.period,
      id: null,
      storedMinor: null,
      currency: change.currency,
      pending: null,
      inForceMinor: null,
    };
    state.inForceMinor = limitInForce(state.storedMinor, change, now);
    state.pending = change.effectiveAt.getTime() > now.getTime() ? change : null;
    states.set(key, state);
  }
  return [...states.values()];
}

type SnapshotValues = { customerId: string; now: string; kinds: readonly LimitKind[] };
type SnapshotRow = Record<'exclusions' | 'policy' | 'periods' | 'limits' | 'changes' | 'operator', unknown>;

/** The snapshot's one statement, built once (db/built-once.ts): with the operator's spend limits, or without. */
function snapshotQuery(withOperator: boolean) {
  const customerId = sql.placeholder('customerId');
  const ofKinds = (kind: SQLWrapper) => sql`${kind} = any(${sql.placeholder('kinds')}::text[])`;
  return sql`select
      ${rowsAsJson(
        customerExclusions,
        and(
          eq(customerExclusions.customerId, customerId),
          or(
            isNull(customerExclusions.endsAt),
            sql`${customerExclusions.endsAt} > ${sql.placeholder('now')}::timestamptz`,
          ),
        ),
      )} as exclusions,
      ${rowsAsJson(limitPolicies, eq(limitPolicies.key, 'site'))} as policy,
      ${rowsAsJson(limitPeriods, undefined, sql`${limitPeriods.sortOrder}, ${limitPeriods.days}`)} as periods,
      ${rowsAsJson(customerLimits, sql`${customerLimits.customerId} = ${customerId} and ${ofKinds(customerLimits.kind)}`)} as limits,
      ${rowsAsJson(
        customerLimitChanges,
        sql`${customerLimitChanges.customerId} = ${customerId} and ${ofKinds(customerLimitChanges.kind)} and ${customerLimitChanges.status} = 'pending'`,
      )} as changes,
      ${withOperator ? rowsAsJson(operatorSpendLimits) : sql`'[]'::json`} as operator`;
}
const snapshotWithOperator = builtOnceRows<SnapshotValues, SnapshotRow>(() => snapshotQuery(true));
const snapshotOfCustomer = builtOnceRows<SnapshotValues, SnapshotRow>(() => snapshotQuery(false));

/**
 * Everything the limits check of one customer reads, taken in one statement where money moves: their running
 * breaks and exclusions, the site's policy and periods, their limits of the given kinds with the changes waiting
 * on them, and (for spend) the operator's limits.
 */
export type LimitsSnapshot = {
  exclusions: CustomerExclusionRow[];
  policy: LimitPolicyRow;
  periods: LimitPeriodRow[];
  states: CustomerLimitState[];
  operator: OperatorSpendLimitRow[];
};

export async function readLimitsSnapshot(
  ctx: Reader & Pick<Ctx, 'clock'>,
  customerId: string,
  kinds: readonly LimitKind[],
): Promise<LimitsSnapshot> {
  const now = ctx.clock.now();
  const read = kinds.includes('spend') ? snapshotWithOperator : snapshotOfCustomer;
  const [row] = await read(ctx.db, { customerId, now: now.toISOString(), kinds });
  if (!row) throw new Error('the limits snapshot answered no row');
  return {
    exclusions: rowsFromJson(customerExclusions, row.exclusions),
    policy: rowsFromJson(limitPolicies, row.policy)[0] ?? DEFAULT_POLICY,
    periods: rowsFromJson(limitPeriods, row.periods),
    states: limitStatesOf(
      rowsFromJson(customerLimits, row.limits),
      rowsFromJson(customerLimitChanges, row.changes),
      now,
    ),
    operator: rowsFromJson(operatorSpendLimits, row.operator),
  };
}

/**
 * Every limit of the given kinds that applies to the customer now, in `currency`, with what its window holds:
 * their own limits in force (from a snapshot already read) and, for spend, the operator's. One read of the ledger
 * for all the windows.
 */
export async function appliedLimitsOf(
  ctx: Reader & Pick<Ctx, 'clock'>,
  snapshot: LimitsSnapshot,
  input: { customerId: string; currency: string; kinds: readonly LimitKind[] },
): Promise<AppliedLimit[]> {
  return (await appliedLimitsAndFlows(ctx, snapshot, { ...input, alsoSince: [] })).limits;
}

/**
 * The applied limits, as `appliedLimitsOf`, and the ledger's flows that one read gave: those of the limits' windows
 * and of the caller's `alsoSince` (read even when no limit applies), keyed by each instant's time.
 */
export async function appliedLimitsAndFlows(
  ctx: Reader & Pick<Ctx, 'clock'>,
  snapshot: LimitsSnapshot,
  input: {
    customerId: string;
    currency: string;
    kinds: readonly LimitKind[];
    alsoSince: readonly Date[];
  },
): Promise<{ limits: AppliedLimit[]; flows: ReadonlyMap<number, WalletFlows> }> {
  const now = ctx.clock.now();
  const periodOf = new Map(snapshot.periods.map((p) => [p.code, p]));
  const limits: Omit<AppliedLimit, 'used'>[] = [];
  for (const s of snapshot.states) {
    const period = periodOf.get(s.period);
    if (!input.kinds.includes(s.kind)) continue;
    if (s.inForceMinor === null || !period || s.currency !== input.currency) continue;
    limits.push({
      source: 'customer',
      kind: s.kind,
      period: s.period,
      periodName: period.name,
      limit: moneyOf(s.inForceMinor, s.currency),
    });
  }
  for (const o of input.kinds.includes('spend') ? snapshot.operator : []) {
    const period = periodOf.get(o.period);
    if (!period || o.currency !== input.currency) continue;
    limits.push({
      source: o.scope,
      kind: 'spend',
      period: o.period,
      periodName: period.name,
      limit: moneyOf(o.amountMinor, o.currency),
    });
  }
  if (limits.length === 0 && input.alsoSince.length === 0) return { limits: [], flows: new Map() };
  const daysOf = (code: string) => periodOf.get(code)?.days ?? 1;
  const starts = [...new Set(limits.map((l) => daysOf(l.period)))].map((days) => windowStart(now, days));
  const flows = await walletFlowsSince(ctx, {
    customerId: input.customerId,
    currency: input.currency,
    since: [...starts, ...input.alsoSince],
  });
  const applied = limits.map((l) => {
    const window = flows.get(windowStart(now, daysOf(l.period)).getTime());
    if (!window) throw new Error(`no ledger window for ${l.period}`);
    return { ...l, used: usedAgainst(l.kind, window) };
  });
  return { limits: applied, flows };
}
