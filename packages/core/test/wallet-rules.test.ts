import { describe, expect, it } from 'vitest';
import {
  depositAmountProblem,
  depositDescription,
  systemAccountKey,
  transactionFromTransfer,
  walletAccountKey,
} from '../src/modules/wallet/wallet.rules.ts';
import { SYSTEM_ACCOUNT_SHARDS, systemAccountShard } from '../src/modules/wallet/wallet.service.ts';
import type { LedgerTransferRow } from '../src/modules/wallet/wallet.tables.ts';

const limits = { minMinor: 1000n, maxMinor: 500000n, currency: 'AUD' };

describe('depositAmountProblem', () => {
  it('accepts amounts within the limits, the limits included', () => {
    expect(depositAmountProblem(1000n, limits)).toBeNull();
    expect(depositAmountProblem(25000n, limits)).toBeNull();
    expect(depositAmountProblem(500000n, limits)).toBeNull();
  });

  it('answers the spec 2 §5 wording with the limit formatted as money', () => {
    expect(depositAmountProblem(999n, limits)).toBe(
      'Please enter an amount equal to or greater than $10.00.',
    );
    expect(depositAmountProblem(500001n, limits)).toBe(
      'Please enter an amount equal to or less than $5,000.00.',
    );
    expect(depositAmountProblem(1n, { minMinor: 1n, maxMinor: 5n, currency: 'AUD' })).toBeNull();
    expect(depositAmountProblem(0n, { minMinor: 1n, maxMinor: 5n, currency: 'AUD' })).toBe(
      'Please enter an amount equal to or greater than $0.01.',
    );
  });
});

describe('transactionFromTransfer', () => {
  const row: LedgerTransferRow = {
    id: 't1',
    idempotencyKey: 'k',
    debitAccountId: 'wallet',
    creditAccountId: 'sales',
    amountMinor: 1200n,
    currency: 'AUD',
    kind: 'purchase',
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

describe('account keys and descriptions', () => {
  it('names accounts by owner and currency', () => {
    expect(walletAccountKey('c1', 'AUD')).toBe('wallet:c1:AUD');
    expect(systemAccountKey('ticket_sales', 'AUD')).toBe('system:ticket_sales:AUD');
    expect(depositDescription('Test deposit')).toBe('Deposit — Test deposit');
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
