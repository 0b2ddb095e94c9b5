import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { createCustomer } from '../src/modules/identity/testing.ts';
import { getWalletBalance, ledgerTotals } from '../src/modules/ledger/index.ts';
import {
  completeDueMigrations,
  markMigrationEligible,
  requestMigration,
} from '../src/modules/migration/index.ts';
import { accountMigrations } from '../src/modules/migration/migration.tables.ts';
import { customerCtx, whileRowsHeldElsewhere } from '../src/testing/index.ts';
import { getTestDb, resetTestDb, testDatabaseUrl, widePool } from '../src/testing/test-db.ts';
import { operatorActor, systemActor, useCaseCtx } from '../src/use-case.ts';

const NOW = new Date('2026-03-02T01:00:00.000Z');
const clock = { now: () => NOW };

describe.skipIf(!testDatabaseUrl())('account migrations under concurrency (PostgreSQL)', () => {
  let db: Db;
  let wide: ReturnType<typeof widePool>;

  beforeAll(async () => {
    db = await getTestDb();
    wide = widePool(db, 12);
  });
  afterAll(() => wide?.end());
  beforeEach(() => resetTestDb(db));

  it('ten job passes racing over twenty accounts move each balance exactly once', async () => {
    const people = [];
    for (let i = 0; i < 20; i++) {
      const customer = await createCustomer(db);
      await markMigrationEligible(useCaseCtx({ db, clock, actor: operatorActor('test') }), {
        email: customer.email,
        mode: 'soft',
        balanceMinor: 1000n + BigInt(i),
        reference: `OLD-${i}`,
        currency: 'AUD',
      });
      await requestMigration(customerCtx(db, NOW, customer.id));
      people.push(customer);
    }
    const passes = await Promise.all(
      Array.from({ length: 10 }, () =>
        completeDueMigrations(useCaseCtx({ db: wide.db, clock, actor: systemActor('race') })),
      ),
    );
    expect(passes.reduce((sum, p) => sum + p.migrated, 0)).toBe(20);
    for (const [i, customer] of people.entries()) {
      const wallet = await getWalletBalance({ db }, { customerId: customer.id, currency: 'AUD' });
      expect(wallet.balanceMinor).toBe(1000n + BigInt(i));
    }
    expect(
      (await completeDueMigrations(useCaseCtx({ db, clock, actor: systemActor('again') }))).migrated,
    ).toBe(0);
    const totals = await ledgerTotals({ db });
    expect(totals.sumOfBalances).toBe(0n);
  });

  it('a job pass moves the accounts no one holds without waiting for those another pass holds', async () => {
    const people: { id: string }[] = [];
    for (let i = 0; i < 4; i++) {
      const customer = await createCustomer(db);
      await markMigrationEligible(useCaseCtx({ db, clock, actor: operatorActor('test') }), {
        email: customer.email,
        mode: 'soft',
        balanceMinor: 500n,
        reference: `OLD-${i}`,
        currency: 'AUD',
      });
      await requestMigration(customerCtx(db, NOW, customer.id));
      people.push(customer);
    }
    const held = people.filter((_, i) => i % 2 === 0).map((c) => c.id);
    const pass = await whileRowsHeldElsewhere(
      db,
      (other) =>
        other
          .select({ customerId: accountMigrations.customerId })
          .from(accountMigrations)
          .where(inArray(accountMigrations.customerId, held))
          .for('update'),
      (impatient) => completeDueMigrations(useCaseCtx({ db: impatient, clock, actor: systemActor('job') })),
    );
    expect(pass.migrated).toBe(2);
    const balances = async () =>
      Promise.all(
        people.map(
          async (c) => (await getWalletBalance({ db }, { customerId: c.id, currency: 'AUD' })).balanceMinor,
        ),
      );
    expect(await balances()).toEqual([0n, 500n, 0n, 500n]);
    // Released, they move in the next pass.
    expect((await completeDueMigrations(useCaseCtx({ db, clock, actor: systemActor('job') }))).migrated).toBe(
      2,
    );
    expect(await balances()).toEqual([500n, 500n, 500n, 500n]);
  });
});
