/**
 * Rows read as JSON in one statement (`rowsAsJson`, `rowsFromJson`) come back exactly as drizzle's own select
 * gives them: 64-bit amounts beyond a double's precision, timestamps to the millisecond, nulls, booleans, integers.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { queryRows } from '../src/db/client.ts';
import { rowsAsJson, rowsFromJson } from '../src/db/json-rows.ts';
import { customerLimitChanges, limitPeriods } from '../src/modules/limits/limits.tables.ts';
import { createLimitSettings } from '../src/modules/limits/testing.ts';
import { freshShop, newCustomer } from './orders-fixture.ts';

let db: Db;
let customerId: string;

beforeEach(async () => {
  ({ db } = await freshShop());
  await createLimitSettings(db);
  customerId = (await newCustomer(db, 0n)).id;
});

const viaJson = async <T extends typeof customerLimitChanges | typeof limitPeriods>(
  table: T,
  where?: ReturnType<typeof eq>,
) => {
  const [row] = await queryRows<{ rows: unknown }>(db, sql`select ${rowsAsJson(table, where)} as rows`);
  return rowsFromJson(table, row?.rows);
};

describe('rows read as JSON', () => {
  it('decode to what a plain select reads, column for column', async () => {
    await db.insert(customerLimitChanges).values([
      {
        customerId,
        kind: 'spend',
        period: 'weekly',
        amountMinor: 9_007_199_254_740_993n,
        currency: 'AUD',
        status: 'applied',
        requestedAt: new Date('2026-03-02T01:00:00.123Z'),
        effectiveAt: new Date('2026-03-02T01:00:00.123Z'),
        resolvedAt: new Date('2026-03-02T01:00:00.123Z'),
      },
      {
        customerId,
        kind: 'deposit',
        period: 'daily',
        amountMinor: null,
        currency: 'AUD',
        status: 'pending',
        requestedAt: new Date('2026-03-02T01:00:00.000Z'),
        effectiveAt: new Date('2026-03-09T01:00:00.999Z'),
      },
    ]);
    const where = eq(customerLimitChanges.customerId, customerId);
    const plain = await db.select().from(customerLimitChanges).where(where);
    const json = await viaJson(customerLimitChanges, where);
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect(json.sort(byId)).toEqual(plain.sort(byId));
    expect(json.find((r) => r.kind === 'spend')?.amountMinor).toBe(9_007_199_254_740_993n);

    const periods = await db.select().from(limitPeriods);
    expect((await viaJson(limitPeriods)).sort((a, b) => a.code.localeCompare(b.code))).toEqual(
      periods.sort((a, b) => a.code.localeCompare(b.code)),
    );
  });

  it('give an empty list when no row matches', async () => {
    expect(await viaJson(customerLimitChanges, eq(customerLimitChanges.customerId, customerId))).toEqual([]);
  });
});
