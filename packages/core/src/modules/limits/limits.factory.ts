/** Site data and test data for limits: the periods, the site's policy, the operator's limits, a customer's limit. */
import { BASE_CURRENCY } from '@lottoshop/contracts/money';
import type { Db } from '../../db/client.ts';
import {
  customerLimits,
  type LimitKind,
  type LimitPolicyRow,
  limitPeriods,
  limitPolicies,
  type NewLimitPeriod,
  type NewLimitPolicy,
  type OperatorLimitScope,
  operatorSpendLimits,
} from './limits.tables.ts';

/** Daily, weekly, fortnightly and monthly (rolling windows); deposit limits daily, weekly and monthly. */
export const DEMO_LIMIT_PERIODS: NewLimitPeriod[] = [
  { code: 'daily', name: 'Daily', days: 1, forSpend: true, forDeposit: true, sortOrder: 1 },
  { code: 'weekly', name: 'Weekly', days: 7, forSpend: true, forDeposit: true, sortOrder: 2 },
  { code: 'fortnightly', name: 'Fortnightly', days: 14, forSpend: true, forDeposit: false, sortOrder: 3 },
  { code: 'monthly', name: 'Monthly', days: 30, forSpend: true, forDeposit: true, sortOrder: 4 },
];

export const DEMO_LIMIT_POLICY: NewLimitPolicy = {
  key: 'site',
  coolingOffDays: 7,
  spendLimitRequired: false,
  precommitmentPeriod: 'monthly',
  maximumMinor: 100_000_000n,
  currency: BASE_CURRENCY,
};

/** The periods and the policy; `policy` overrides parts of the demo's. */
export async function createLimitSettings(
  db: Db,
  opts: { policy?: Partial<NewLimitPolicy>; periods?: NewLimitPeriod[] } = {},
): Promise<LimitPolicyRow> {
  await db.insert(limitPeriods).values(opts.periods ?? DEMO_LIMIT_PERIODS);
  const [policy] = await db
    .insert(limitPolicies)
    .values({ ...DEMO_LIMIT_POLICY, ...opts.policy })
    .returning();
  if (!policy) throw new Error('limit policy not created');
  return policy;
}

/** One of the operator's limits, applying to every customer. */
export async function createOperatorSpendLimit(
  db: Db,
  input: { scope: OperatorLimitScope; period: string; amountMinor: bigint; currency?: string },
): Promise<void> {
  await db.insert(operatorSpendLimits).values({ currency: BASE_CURRENCY, ...input });
}

/** The demo operator's limits: $10,000 a month on this site, $20,000 a month across its sites. */
export async function createDemoOperatorLimits(db: Db): Promise<void> {
  await createOperatorSpendLimit(db, { scope: 'system', period: 'monthly', amountMinor: 1_000_000n });
  await createOperatorSpendLimit(db, { scope: 'global', period: 'monthly', amountMinor: 2_000_000n });
}

/** A customer's limit in force, stored directly (tests and seed data). */
export async function createCustomerLimit(
  db: Db,
  input: { customerId: string; kind: LimitKind; period: string; amountMinor: bigint; setAt?: Date },
): Promise<string> {
  const [row] = await db
    .insert(customerLimits)
    .values({ currency: BASE_CURRENCY, setAt: input.setAt ?? new Date(), ...input })
    .returning({ id: customerLimits.id });
  if (!row) throw new Error('customer limit not created');
  return row.id;
}
