/**
 * The limits module's tables: the periods limits are set for and the site's policy (site data), the operator's own
 * limits, each customer's limits in force and the changes waiting out their cooling-off period.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from '../../db/columns.ts';
// Foreign key only: a limit belongs to a customer; nothing here reads identity's table.
import { customers } from '../identity/identity.tables.ts';

/** A period limits are measured over: a rolling window of `days` days ending now. Site data. */
export const limitPeriods = pgTable(
  'limit_periods',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    days: integer('days').notNull(),
    forSpend: boolean('for_spend').notNull().default(true),
    forDeposit: boolean('for_deposit').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('limit_periods_code', sql`${t.code} ~ '^[a-z_]{1,30}$'`),
    check('limit_periods_days', sql`${t.days} between 1 and 366`),
  ],
);
export type LimitPeriodRow = typeof limitPeriods.$inferSelect;
export type NewLimitPeriod = typeof limitPeriods.$inferInsert;

/** The site's limits policy: one row (key 'site'). */
export const limitPolicies = pgTable(
  'limit_policies',
  {
    key: text('key').primaryKey(),
    /** How long a higher limit or a removal waits before it takes effect. */
    coolingOffDays: integer('cooling_off_days').notNull().default(7),
    /** Whether a customer must have a spend limit before buying (spec 1 §3 spendLimitRequired). */
    spendLimitRequired: boolean('spend_limit_required').notNull().default(false),
    /** The period the precommitment limit is measured over. */
    precommitmentPeriod: text('precommitment_period')
      .notNull()
      .references(() => limitPeriods.code),
    /** The largest limit a customer may set. */
    maximumMinor: bigint('maximum_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [
    check('limit_policies_one_row', sql`${t.key} = 'site'`),
    check('limit_policies_cooling_off', sql`${t.coolingOffDays} between 0 and 90`),
    check('limit_policies_maximum', sql`${t.maximumMinor} > 0`),
  ],
);
export type LimitPolicyRow = typeof limitPolicies.$inferSelect;
export type NewLimitPolicy = typeof limitPolicies.$inferInsert;

/** system: what any customer may spend on this site; global: across all of the operator's sites. */
export type OperatorLimitScope = 'system' | 'global';

/** The operator's spend limits, applying to every customer. */
export const operatorSpendLimits = pgTable(
  'operator_spend_limits',
  {
    id: idColumn(),
    scope: text('scope').$type<OperatorLimitScope>().notNull(),
    period: text('period')
      .notNull()
      .references(() => limitPeriods.code),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [
    unique('operator_spend_limits_scope_period').on(t.scope, t.period),
    check('operator_spend_limits_scope', sql`${t.scope} in ('system', 'global')`),
    check('operator_spend_limits_amount', sql`${t.amountMinor} > 0`),
  ],
);
export type OperatorSpendLimitRow = typeof operatorSpendLimits.$inferSelect;

export type LimitKind = 'spend' | 'deposit' | 'precommitment';

/** A customer's limit in force: one per kind and period. */
export const customerLimits = pgTable(
  'customer_limits',
  {
    id: idColumn(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<LimitKind>().notNull(),
    period: text('period')
      .notNull()
      .references(() => limitPeriods.code),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    setAt: timestamp('set_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('customer_limits_one_per_period').on(t.customerId, t.kind, t.period),
    check('customer_limits_kind', sql`${t.kind} in ('spend', 'deposit', 'precommitment')`),
    check('customer_limits_amount', sql`${t.amountMinor} > 0`),
  ],
);
export type CustomerLimitRow = typeof customerLimits.$inferSelect;

export type LimitChangeStatus = 'pending' | 'applied' | 'cancelled';

/**
 * A change of a customer's limit: a lower limit is applied at once (recorded 'applied'); a higher limit or a removal
 * (amount null) is 'pending' until `effective_at`, cancellable until then. At most one pending per kind and period.
 */
export const customerLimitChanges = pgTable(
  'customer_limit_changes',
  {
    id: idColumn(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<LimitKind>().notNull(),
    period: text('period')
      .notNull()
      .references(() => limitPeriods.code),
    /** The new limit; null removes the limit. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    currency: text('currency').notNull(),
    status: text('status').$type<LimitChangeStatus>().notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('customer_limit_changes_kind', sql`${t.kind} in ('spend', 'deposit', 'precommitment')`),
    check('customer_limit_changes_status', sql`${t.status} in ('pending', 'applied', 'cancelled')`),
    check('customer_limit_changes_amount', sql`${t.amountMinor} is null or ${t.amountMinor} > 0`),
    check('customer_limit_changes_effective', sql`${t.effectiveAt} >= ${t.requestedAt}`),
    check('customer_limit_changes_resolved', sql`(${t.status} = 'pending') = (${t.resolvedAt} is null)`),
    uniqueIndex('customer_limit_changes_one_pending')
      .on(t.customerId, t.kind, t.period)
      .where(sql`${t.status} = 'pending'`),
    index('customer_limit_changes_customer_idx').on(t.customerId, t.requestedAt),
  ],
);
export type LimitChangeRow = typeof customerLimitChanges.$inferSelect;

/** A break (24 hours to 6 weeks) or a self-exclusion (6 months, 1 year, 5 years or for good). */
export type ExclusionKind = 'break' | 'self_exclusion';

/**
 * A customer's break from play or self-exclusion: while it runs they cannot buy or deposit (they can still log in,
 * see their tickets and withdraw). It is never shortened or lifted early: a new one may only end later.
 */
export const customerExclusions = pgTable(
  'customer_exclusions',
  {
    id: idColumn(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<ExclusionKind>().notNull(),
    /** The duration chosen, e.g. '1w' or 'permanent'. */
    duration: text('duration').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Null: for good. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('customer_exclusions_kind', sql`${t.kind} in ('break', 'self_exclusion')`),
    check('customer_exclusions_ends', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    check(
      'customer_exclusions_permanent',
      sql`(${t.endsAt} is null) = (${t.kind} = 'self_exclusion' and ${t.duration} = 'permanent')`,
    ),
    index('customer_exclusions_customer_idx').on(t.customerId, t.endsAt),
  ],
);
export type CustomerExclusionRow = typeof customerExclusions.$inferSelect;
