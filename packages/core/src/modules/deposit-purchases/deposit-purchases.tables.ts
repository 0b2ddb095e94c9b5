/**
 * The deposit-purchases module's table: one row per deposit made to buy something in the same step (spec 2 §3
 * Deposit purchase), written in the transaction that writes the pending deposit. It is the durable record of what
 * is still to be done once the gateway confirms the deposit (buy the cart), so that whoever comes first — the
 * browser's return, the gateway's webhook, or the job after a crash — completes it, once.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from '../../db/columns.ts';
// Foreign keys only: the customer, the deposit it waits for and the checkout it bought.
import { customers } from '../identity/identity.tables.ts';
import { checkouts } from '../orders/orders.tables.ts';
import { deposits } from '../payments/payments.tables.ts';

export const DEPOSIT_PURCHASE_KIND_VALUES = ['ad_hoc', 'checkout', 'membership', 'partner_purchase'] as const;
export type DepositPurchaseKindValue = (typeof DEPOSIT_PURCHASE_KIND_VALUES)[number];
export const DEPOSIT_PURCHASE_STATUS_VALUES = [
  'pending',
  'purchased',
  'deposited',
  'purchase_failed',
  'deposit_failed',
] as const;
export type DepositPurchaseStatusValue = (typeof DEPOSIT_PURCHASE_STATUS_VALUES)[number];

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const depositPurchases = pgTable(
  'deposit_purchases',
  {
    id: idColumn(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    depositId: uuid('deposit_id')
      .notNull()
      .references(() => deposits.id),
    kind: text('kind').$type<DepositPurchaseKindValue>().notNull(),
    channelKey: text('channel_key').$type<'APP' | 'web'>().notNull(),
    partnerKey: text('partner_key'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    /** The cart total the customer saw (kind checkout); a different total at purchase time buys nothing. */
    expectedTotalMinor: bigint('expected_total_minor', { mode: 'bigint' }),
    expectedCurrency: text('expected_currency'),
    status: text('status').$type<DepositPurchaseStatusValue>().notNull(),
    /** The checkout bought, once purchased. */
    checkoutId: uuid('checkout_id').references(() => checkouts.id),
    /** What the customer is told when the deposit or the purchase failed. */
    message: text('message'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    // A deposit pays for at most one purchase.
    unique('deposit_purchases_deposit').on(t.depositId),
    check('deposit_purchases_kind', sql`${t.kind} in (${quoted(DEPOSIT_PURCHASE_KIND_VALUES)})`),
    check('deposit_purchases_channel', sql`${t.channelKey} in ('APP', 'web')`),
    check('deposit_purchases_status', sql`${t.status} in (${quoted(DEPOSIT_PURCHASE_STATUS_VALUES)})`),
    check(
      'deposit_purchases_purchased_has_checkout',
      sql`(${t.status} = 'purchased') = (${t.checkoutId} is not null)`,
    ),
    check('deposit_purchases_completed', sql`(${t.status} = 'pending') = (${t.completedAt} is null)`),
    // The job looks for the pending ones.
    index('deposit_purchases_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);
export type DepositPurchaseRow = typeof depositPurchases.$inferSelect;
