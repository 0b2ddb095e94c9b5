/** Use-cases as steps with compensations (src/shared/steps.ts), on the worker's test database. */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { createCustomer } from '../src/modules/identity/testing.ts';
import {
  getWalletBalance,
  holdTransfer,
  ledgerTotals,
  systemAccountId,
  voidPendingTransfer,
  walletAccountId,
} from '../src/modules/ledger/index.ts';
import { fundWallet } from '../src/modules/payments/testing.ts';
import { runSteps, type Step } from '../src/shared/steps.ts';
import { testCtx } from '../src/testing/index.ts';
import { getTestDb, resetTestDb } from '../src/testing/test-db.ts';
import { type Ctx, inTransaction } from '../src/use-case.ts';

const NOW = new Date('2026-03-02T01:00:00.000Z');
let db: Db;
let ctx: Ctx;
let customerId: string;
beforeEach(async () => {
  db = await getTestDb();
  await resetTestDb(db);
  ctx = testCtx(db, NOW);
  customerId = (await createCustomer(db)).id;
  await fundWallet(db, customerId, 1000n, { now: NOW });
});

type State = { log: string[] };
const recorded = (name: string, fail = false): Step<State> => ({
  name,
  async run(_tx, s) {
    s.log.push(`run ${name}`);
    if (fail) throw new Error(`${name} failed`);
  },
  async compensate(_ctx, s) {
    s.log.push(`undo ${name}`);
  },
});

describe('runSteps', () => {
  it('runs every step in order and compensates nothing when all succeed', async () => {
    const state = { log: [] };
    await runSteps(ctx, [recorded('a'), recorded('b')], state);
    expect(state.log).toEqual(['run a', 'run b']);
  });

  it('stops early when a step says the use-case is complete', async () => {
    const state: State = { log: [] };
    const done: Step<State> = {
      name: 'done',
      run: async (_tx, s) => {
        s.log.push('run done');
        return 'stop';
      },
    };
    await runSteps(ctx, [recorded('a'), done, recorded('never')], state);
    expect(state.log).toEqual(['run a', 'run done']);
  });

  it('on a failure, compensates the steps that completed, newest first, and rethrows the failure', async () => {
    const state: State = { log: [] };
    await expect(runSteps(ctx, [recorded('a'), recorded('b'), recorded('c', true)], state)).rejects.toThrow(
      'c failed',
    );
    expect(state.log).toEqual(['run a', 'run b', 'run c', 'undo b', 'undo a']);
  });

  it('rolls back what the steps wrote and voids a hold committed before them (a payment held elsewhere)', async () => {
    // A hold made and committed earlier, as a card payment's hold at its gateway would be.
    const hold = await inTransaction(ctx, async (tx) =>
      holdTransfer(tx, {
        idempotencyKey: 'gateway-hold-1',
        debitAccountId: await walletAccountId(tx, customerId),
        creditAccountId: await systemAccountId(tx, 'ticket_sales'),
        amountMinor: 600n,
        kind: 'purchase',
        customerId,
        reference: 'checkout-x',
        description: 'Ticket purchase',
      }),
    );
    expect((await getWalletBalance(ctx, { customerId })).availableMinor).toBe(400n);
    const holdStep: Step<{ key: string }> = {
      name: 'hold',
      run: async () => {},
      compensate: (c, s) => inTransaction(c, (tx) => voidPendingTransfer(tx, { hold: s.key })).then(() => {}),
    };
    const failing: Step<{ key: string }> = {
      name: 'issue',
      run: async () => {
        throw new Error('issuing failed');
      },
    };
    await expect(runSteps(ctx, [holdStep, failing], { key: hold.transfer.idempotencyKey })).rejects.toThrow(
      'issuing failed',
    );
    expect(await getWalletBalance(ctx, { customerId })).toEqual({
      balanceMinor: 1000n,
      heldMinor: 0n,
      availableMinor: 1000n,
    });
    expect(await ledgerTotals(ctx)).toEqual({ sumOfBalances: 0n, sumOfHolds: 0n, mismatches: [] });
  });
});
