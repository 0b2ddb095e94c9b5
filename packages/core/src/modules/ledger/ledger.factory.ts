/** Test data for the ledger: money taken from a wallet without a checkout behind it. */

import type { Db } from '../../db/client.ts';
import { inTransaction, useCaseCtx } from '../../use-case.ts';
import { systemAccountId, walletAccountId } from './ledger.accounts.ts';
import { postTransfer, type TransferResult } from './ledger.transfers.ts';

/**
 * Takes `amountMinor` from the customer's wallet into ticket sales as a 'Ticket purchase' transfer, in its own
 * transaction, as postTransfer answers it: a wallet short of the amount is insufficient_funds.
 */
export async function spendFromWallet(
  db: Db,
  customerId: string,
  amountMinor: bigint,
  opts: { idempotencyKey: string; reference: string; now?: Date },
): Promise<TransferResult> {
  const now = opts.now ?? new Date();
  const ctx = useCaseCtx({ db, clock: { now: () => now } });
  return inTransaction(ctx, async (tx) =>
    postTransfer(tx, {
      idempotencyKey: opts.idempotencyKey,
      debitAccountId: await walletAccountId(tx, customerId),
      creditAccountId: await systemAccountId(tx, 'ticket_sales'),
      amountMinor,
      kind: 'purchase',
      customerId,
      reference: opts.reference,
      description: 'Ticket purchase',
    }),
  );
}
