/** Test and seed data for the wallet: payment methods, and money put in a customer's wallet. */

import { randomUUID } from 'node:crypto';
import { BASE_CURRENCY } from '@lottoshop/contracts/money';
import type { Db } from '../../db/client.ts';
import { postTransfer, systemAccountId, walletAccountId } from './wallet.service.ts';
import { type NewPaymentMethod, type PaymentMethodRow, paymentMethods } from './wallet.tables.ts';

/** The test deposit (spec 2 §3 code `td`): money in without a real payment, through the `test` gateway. */
export const TEST_DEPOSIT_METHOD: NewPaymentMethod = {
  code: 'td',
  name: 'Test deposit',
  enabled: true,
  minMinor: 1000n,
  maxMinor: 500000n,
  currency: BASE_CURRENCY,
  gateways: ['test'],
  fundsCart: true,
  fundsWithdraw: false,
  fundsDigitalWallets: false,
  fundsFailedVerification: true,
  attributes: {},
  sortOrder: 0,
};

export async function createPaymentMethod(
  db: Db,
  input: Partial<NewPaymentMethod> = {},
): Promise<PaymentMethodRow> {
  const [row] = await db
    .insert(paymentMethods)
    .values({ ...TEST_DEPOSIT_METHOD, ...input })
    .returning();
  if (!row) throw new Error('payment method not created');
  return row;
}

/** The payment methods a fresh shop offers. */
export async function createDemoPaymentMethods(db: Db): Promise<void> {
  await createPaymentMethod(db, TEST_DEPOSIT_METHOD);
}

/** Puts `amountMinor` in the customer's wallet as a test deposit transfer (no deposit row); returns the transfer id. */
export async function fundWallet(
  db: Db,
  customerId: string,
  amountMinor: bigint,
  opts: { now?: Date; currency?: string } = {},
): Promise<string> {
  return db.transaction(async (tx) => {
    const currency = opts.currency ?? BASE_CURRENCY;
    const { transferId } = await postTransfer(
      tx,
      {
        idempotencyKey: `factory:${randomUUID()}`,
        debitAccountId: await systemAccountId(tx, 'td_deposits', currency),
        creditAccountId: await walletAccountId(tx, customerId, currency),
        amountMinor,
        kind: 'deposit',
        customerId,
        reference: null,
        description: 'Deposit — Test deposit',
      },
      opts.now ?? new Date(),
    );
    return transferId;
  });
}

/**
 * Takes `amountMinor` from the customer's wallet into ticket sales as a 'Ticket purchase' transfer (no checkout
 * behind it), as postTransfer answers it: a wallet short of the amount is insufficient_funds.
 */
export async function spendFromWallet(
  db: Db,
  customerId: string,
  amountMinor: bigint,
  opts: { idempotencyKey: string; reference: string; now?: Date },
): Promise<{ transferId: string; created: boolean }> {
  return db.transaction(async (tx) =>
    postTransfer(
      tx,
      {
        idempotencyKey: opts.idempotencyKey,
        debitAccountId: await walletAccountId(tx, customerId),
        creditAccountId: await systemAccountId(tx, 'ticket_sales'),
        amountMinor,
        kind: 'purchase',
        customerId,
        reference: opts.reference,
        description: 'Ticket purchase',
      },
      opts.now ?? new Date(),
    ),
  );
}
