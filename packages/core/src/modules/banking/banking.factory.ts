/** Seed and test data for banking: the ways to withdraw a fresh shop offers. */
import { BASE_CURRENCY } from '@lottoshop/contracts/money';
import type { Db } from '../../db/client.ts';
import { type NewWithdrawalMethod, type WithdrawalMethodRow, withdrawalMethods } from './banking.tables.ts';

/**
 * Spec 2 §3 withdrawal methods, with their limits per withdrawal (site data an operator can change): a production
 * shop's; the demo adds the test withdrawal.
 */
export const SHOP_WITHDRAWAL_METHODS: NewWithdrawalMethod[] = [
  {
    code: 'tt',
    name: 'Bank account',
    description: 'Paid to your Australian bank account, PayID or overseas account within 3 business days.',
    minMinor: 1000n,
    maxMinor: 5_000_000n,
    currency: BASE_CURRENCY,
    sortOrder: 0,
  },
  {
    code: 'pl',
    name: 'PayPal',
    description: 'Paid to your PayPal account within 1 business day.',
    minMinor: 1000n,
    maxMinor: 1_000_000n,
    currency: BASE_CURRENCY,
    sortOrder: 1,
  },
  {
    code: 'do',
    name: 'Donate to a cause',
    description: 'Given in full to a cause you choose.',
    minMinor: 100n,
    maxMinor: 1_000_000n,
    currency: BASE_CURRENCY,
    sortOrder: 2,
  },
];

export const DEMO_WITHDRAWAL_METHODS: NewWithdrawalMethod[] = [
  ...SHOP_WITHDRAWAL_METHODS,
  {
    code: 'tw',
    name: 'Test withdrawal',
    description: 'A withdrawal for testing: no money leaves the shop when it is paid.',
    minMinor: 100n,
    maxMinor: 500_000n,
    currency: BASE_CURRENCY,
    sortOrder: 3,
  },
];

export async function createWithdrawalMethod(
  db: Db,
  input: NewWithdrawalMethod,
): Promise<WithdrawalMethodRow> {
  const [row] = await db.insert(withdrawalMethods).values(input).returning();
  if (!row) throw new Error('withdrawal method not created');
  return row;
}

export async function createDemoWithdrawalMethods(db: Db): Promise<void> {
  for (const method of DEMO_WITHDRAWAL_METHODS) await createWithdrawalMethod(db, method);
}

/** A production shop's withdrawal methods: no test withdrawal. */
export async function createShopWithdrawalMethods(db: Db): Promise<void> {
  for (const method of SHOP_WITHDRAWAL_METHODS) await createWithdrawalMethod(db, method);
}
