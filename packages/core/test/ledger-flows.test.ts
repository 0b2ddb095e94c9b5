/**
 * What a wallet's flows count (the figures spend limits are measured by): a purchase counts once whether it was
 * paid at once, is held, or was held and posted; a held purchase that was voided does not count; windows count only
 * what was made since their instant.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { createCustomer } from '../src/modules/identity/testing.ts';
import {
  holdTransfer,
  postPendingTransfer,
  postTransfer,
  systemAccountId,
  type TransferInput,
  voidPendingTransfer,
  type WalletFlows,
  walletAccountId,
  walletAccountKey,
  walletFlowsSince,
} from '../src/modules/ledger/index.ts';
import { ledgerAccounts } from '../src/modules/ledger/ledger.tables.ts';
import { fundWallet } from '../src/modules/payments/testing.ts';
import { currencyOf, minorUnits } from '../src/shared/money.ts';
import { testCtx } from '../src/testing/index.ts';
import { getTestDb, resetTestDb } from '../src/testing/test-db.ts';
import { type Ctx, inTransaction } from '../src/use-case.ts';

/** The flows as cents, each checked to be in the wallet's currency. */
function minorOf(flows: WalletFlows | undefined): Record<keyof WalletFlows, bigint> | undefined {
  if (!flows) return undefined;
  const cents = (kind: keyof WalletFlows) => {
    expect(currencyOf(flows[kind])).toBe('AUD');
    return minorUnits(flows[kind]);
  };
  return {
    purchases: cents('purchases'),
    refunds: cents('refunds'),
    prizes: cents('prizes'),
    deposits: cents('deposits'),
  };
}

const EARLY = new Date('2026-03-02T01:00:00.000Z');
const LATE = new Date('2026-03-09T01:00:00.000Z');

let db: Db;
let customerId: string;
beforeEach(async () => {
  db = await getTestDb();
  await resetTestDb(db);
  customerId = (await createCustomer(db)).id;
  await fundWallet(db, customerId, 100_000n, { now: EARLY });
});

/** A purchase transfer of `amountMinor` made at `now`: paid at once, or held (and then posted or voided). */
async function purchase(
  now: Date,
  key: string,
  amountMinor: bigint,
  how: 'posted' | 'held' | 'held then posted' | 'held then voided',
): Promise<void> {
  const ctx: Ctx = testCtx(db, now);
  await inTransaction(ctx, async (tx) => {
    const input: TransferInput = {
      idempotencyKey: key,
      debitAccountId: await walletAccountId(tx, customerId),
      creditAccountId: await systemAccountId(tx, 'ticket_sales'),
      amountMinor,
      kind: 'purchase',
      customerId,
      reference: key,
      description: 'Ticket purchase',
    };
    if (how === 'posted') {
      await postTransfer(tx, input);
      return;
    }
    const { transfer } = await holdTransfer(tx, input);
    if (how === 'held then posted') await postPendingTransfer(tx, { hold: transfer });
    if (how === 'held then voided') await voidPendingTransfer(tx, { hold: transfer });
  });
}

describe('walletFlowsSince', () => {
  it('counts each purchase once, paid, held or posted, leaves out a voided hold, and windows by when it was made', async () => {
    await purchase(EARLY, 'early-posted', 1_000n, 'posted');
    await purchase(EARLY, 'early-voided', 2_000n, 'held then voided');
    await purchase(LATE, 'late-held', 300n, 'held');
    await purchase(LATE, 'late-held-posted', 40n, 'held then posted');
    await purchase(LATE, 'late-voided', 5n, 'held then voided');

    const flows = await walletFlowsSince(
      { db },
      { customerId, currency: 'AUD', since: [new Date(0), new Date('2026-03-05T00:00:00.000Z')] },
    );
    expect(minorOf(flows.get(0))).toEqual({
      purchases: 1_340n,
      refunds: 0n,
      prizes: 0n,
      deposits: 100_000n,
    });
    expect(minorOf(flows.get(new Date('2026-03-05T00:00:00.000Z').getTime()))).toEqual({
      purchases: 340n,
      refunds: 0n,
      prizes: 0n,
      deposits: 0n,
    });
  });

  it('answers zero for a customer who has no wallet yet, and opens none', async () => {
    const other = (await createCustomer(db)).id;
    const wallets = async () =>
      (
        await db
          .select()
          .from(ledgerAccounts)
          .where(eq(ledgerAccounts.key, walletAccountKey(other, 'AUD')))
      ).length;
    const flows = await walletFlowsSince(
      { db },
      { customerId: other, currency: 'AUD', since: [new Date(0)] },
    );
    expect(minorOf(flows.get(0))).toEqual({
      purchases: 0n,
      refunds: 0n,
      prizes: 0n,
      deposits: 0n,
    });
    expect(await wallets()).toBe(0);
  });
});
