import { describe, expect, it } from 'vitest';
import {
  SYSTEM_ACCOUNT_SHARDS,
  systemAccountKey,
  systemAccountShard,
  transactionFromTransfer,
  walletAccountKey,
} from '../src/modules/ledger/ledger.rules.ts';
import type { LedgerTransferRow } from '../src/modules/ledger/ledger.tables.ts';

describe('transactionFromTransfer', () => {
  const row: LedgerTransferRow = {
    id: 't1',
    idempotencyKey: 'k',
    debitAccountId: 'wallet',
    creditAccountId: 'sales',
    amountMinor: 1200n,
    currency: 'AUD',
    kind: 'purchase',
    phase: 'posted',
    pendingId: null,
    customerId: 'c1',
    reference: 'checkout-1',
    description: 'Ticket purchase',
    debitBalanceAfterMinor: 3800n,
    creditBalanceAfterMinor: 99200n,
    createdAt: new Date('2026-03-02T01:00:00.000Z'),
  };

  it('reads money out of the wallet as negative, with the wallet balance after', () => {
    expect(transactionFromTransfer(row, 'wallet')).toEqual({
      id: 't1',
      type: 'purchase',
      description: 'Ticket purchase',
      amount: { amount: -1200, currency: 'AUD' },
      balanceAfter: { amount: 3800, currency: 'AUD' },
      reference: 'checkout-1',
      createdAt: '2026-03-02T01:00:00.000Z',
    });
  });

  it('reads money into the wallet as positive', () => {
    const prize = { ...row, kind: 'prize' as const, debitAccountId: 'fund', creditAccountId: 'wallet' };
    expect(transactionFromTransfer({ ...prize, creditBalanceAfterMinor: 5000n }, 'wallet')).toMatchObject({
      amount: { amount: 1200, currency: 'AUD' },
      balanceAfter: { amount: 5000, currency: 'AUD' },
    });
  });

  it('refuses a transfer that does not touch the wallet', () => {
    expect(() => transactionFromTransfer(row, 'someone-else')).toThrow();
  });
});

describe('account keys', () => {
  it('names accounts by owner and currency', () => {
    expect(walletAccountKey('c1', 'AUD')).toBe('wallet:c1:AUD');
    expect(systemAccountKey('ticket_sales', 'AUD')).toBe('system:ticket_sales:AUD');
  });
});

describe('systemAccountShard', () => {
  it('keeps one customer on one sub-account and spreads customers over all of them', () => {
    const id = '01a205de-bb6e-73d7-9bde-56f1b707db37';
    expect(systemAccountShard(id)).toBe(systemAccountShard(id));
    const seen = new Set<number>();
    for (let i = 0; i < 400; i++) {
      const shard = systemAccountShard(`01a205de-bb6e-73d7-9bde-${String(i).padStart(12, '0')}`);
      expect(shard).toBeGreaterThanOrEqual(0);
      expect(shard).toBeLessThan(SYSTEM_ACCOUNT_SHARDS);
      seen.add(shard);
    }
    expect(seen.size).toBe(SYSTEM_ACCOUNT_SHARDS);
  });
});
