/**
 * The one place a deposit's money moves: settling a pending deposit with its gateway's confirmed outcome. An
 * approval posts the amount from the gateway's clearing account into the wallet (idempotency key
 * `deposit:<depositId>`) and marks the deposit approved; a decline marks it declined and moves nothing. The
 * deposit row is locked first, so the browser's return, the webhook and their replays settle it once, whoever
 * comes first; a deposit that has left pending is answered as it is.
 */
import { eq } from 'drizzle-orm';
import { type Ctx, inTransaction } from '../../use-case.ts';
import { postTransfer, walletAndSystemAccountIds } from '../ledger/index.ts';
import type { PaymentGateway } from './payments.gateways.ts';
import { findPaymentMethod } from './payments.queries.ts';
import { depositDescription } from './payments.rules.ts';
import { type DepositRow, deposits } from './payments.tables.ts';
import { DEPOSIT_MACHINE, moveDeposit } from './payments.transitions.ts';

export type SettleOutcome =
  | { status: 'succeeded'; reference: string }
  | { status: 'declined'; reference: string | null; reason: string };

/** Locks the deposit row for the rest of the transaction. */
export async function lockDeposit(ctx: Pick<Ctx, 'db'>, depositId: string): Promise<DepositRow | null> {
  const [row] = await ctx.db.select().from(deposits).where(eq(deposits.id, depositId)).for('update');
  return row ?? null;
}

export async function settleDeposit(
  ctx: Ctx,
  input: { depositId: string; gateway: PaymentGateway; outcome: SettleOutcome },
): Promise<DepositRow> {
  return inTransaction(ctx, async (tx) => {
    const deposit = await lockDeposit(tx, input.depositId);
    if (!deposit) throw new Error(`deposit ${input.depositId} vanished`);
    if (deposit.status !== 'pending') return deposit;
    const now = tx.clock.now();
    const reference = input.outcome.reference ?? deposit.gatewayReference;
    if (input.outcome.status === 'declined') {
      const [declined] = await moveDeposit(tx, {
        where: eq(deposits.id, deposit.id),
        from: deposit.status,
        to: 'declined',
        set: {
          declineReason: input.outcome.reason,
          gatewayReference: reference,
          challengeUrl: null,
          settledAt: now,
        },
      });
      return declined as DepositRow;
    }
    DEPOSIT_MACHINE.assert(deposit.status, 'approved');
    const method = await findPaymentMethod(tx, deposit.methodCode);
    const { walletId, systemId } = await walletAndSystemAccountIds(tx, {
      customerId: deposit.customerId,
      system: input.gateway.clearingAccount,
      currency: deposit.currency,
    });
    const { transfer } = await postTransfer(tx, {
      idempotencyKey: `deposit:${deposit.id}`,
      debitAccountId: systemId,
      creditAccountId: walletId,
      amountMinor: deposit.amountMinor,
      kind: 'deposit',
      customerId: deposit.customerId,
      reference: deposit.id,
      description: depositDescription(method?.name ?? deposit.methodCode),
    });
    const [approved] = await moveDeposit(tx, {
      where: eq(deposits.id, deposit.id),
      from: deposit.status,
      to: 'approved',
      set: { transferId: transfer.id, gatewayReference: reference, challengeUrl: null, settledAt: now },
    });
    return approved as DepositRow;
  });
}
