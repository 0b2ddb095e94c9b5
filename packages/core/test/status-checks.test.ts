/**
 * Each status column's CHECK constraint allows exactly the statuses of its transition table, so the database
 * refuses a status the code has no table for (migration 0030 added the missing ones).
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { WITHDRAWAL_MACHINE } from '../src/modules/banking/banking.transitions.ts';
import { DEPOSIT_PURCHASE_MACHINE } from '../src/modules/deposit-purchases/deposit-purchases.transitions.ts';
import { DRAW_MACHINE } from '../src/modules/draws/draws.transitions.ts';
import { CUSTOMER_MACHINE } from '../src/modules/identity/identity.transitions.ts';
import { LIMIT_CHANGE_MACHINE } from '../src/modules/limits/limits.transitions.ts';
import { OUTBOX_MACHINE } from '../src/modules/mail/mail.transitions.ts';
import { MIGRATION_MACHINE } from '../src/modules/migration/migration.transitions.ts';
import { CHECKOUT_MACHINE } from '../src/modules/orders/orders.transitions.ts';
import { DEPOSIT_MACHINE } from '../src/modules/payments/payments.transitions.ts';
import { ATTEMPT_MACHINE } from '../src/modules/verification/verification.transitions.ts';
import { getTestDb } from '../src/testing/index.ts';

let db: Db;
beforeAll(async () => {
  db = await getTestDb();
});

/** The values a CHECK constraint's `in (…)` allows. */
async function checkValues(name: string): Promise<string[]> {
  const result = await db.execute<{ def: string }>(
    sql`select pg_get_constraintdef(oid) as def from pg_constraint where conname = ${name}`,
  );
  const def = (result as unknown as { rows: { def: string }[] }).rows[0]?.def ?? '';
  return [...def.matchAll(/'([^']+)'/g)].map((m) => m[1] ?? '').sort();
}

const TABLED = [
  ['draws_status', DRAW_MACHINE],
  ['checkouts_status', CHECKOUT_MACHINE],
  ['deposits_status', DEPOSIT_MACHINE],
  ['withdrawals_status', WITHDRAWAL_MACHINE],
  ['deposit_purchases_status', DEPOSIT_PURCHASE_MACHINE],
  ['customer_limit_changes_status', LIMIT_CHANGE_MACHINE],
  ['mail_outbox_status', OUTBOX_MACHINE],
  ['account_migrations_status', MIGRATION_MACHINE],
  ['customers_status', CUSTOMER_MACHINE],
  ['verification_attempts_outcome', ATTEMPT_MACHINE],
] as const;

describe('status CHECK constraints', () => {
  it.each(TABLED)('%s allows exactly the statuses of its table', async (name, machine) => {
    expect(await checkValues(name)).toEqual([...machine.statuses].sort());
  });

  it('hold the columns written once and never moved (pages, statement lines, transfer phases)', async () => {
    expect(await checkValues('pages_status')).toEqual(['archived', 'draft', 'published']);
    expect(await checkValues('statement_lines_status')).toEqual(['credited', 'unmatched']);
    expect(await checkValues('ledger_transfers_phase')).toEqual([
      'pending',
      'post_pending',
      'posted',
      'void_pending',
    ]);
  });
});
