/**
 * The operator's side of withdrawals (`npm run ops -- withdrawals list|pay|reject`): the withdrawals waiting, with
 * where to pay each (the full account number is decrypted here, for the payout only); paying one posts its hold
 * (the money leaves the wallet), rejecting one voids it (the money is free again) with a reason the customer
 * reads. The withdrawal row is locked first, so a pay and a reject racing resolve it once; repeating the same
 * decision answers it as it stands.
 */
import { asc, eq } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import { moneyDto } from '../../shared/money.ts';
import { assertOperatorOrSystem, type Ctx, inTransaction } from '../../use-case.ts';
import { postPendingTransfer, voidPendingTransfer } from '../ledger/index.ts';
import type { TwoFactorKey } from '../twofactor/index.ts';
import { revealAccountNumber } from './banking.bank-accounts.ts';
import { formatBsb } from './banking.rules.ts';
import {
  bankAccounts,
  type WithdrawalRow,
  type WithdrawalStatus,
  withdrawalMethods,
  withdrawals,
} from './banking.tables.ts';
import { moveWithdrawal, WITHDRAWAL_MACHINE } from './banking.transitions.ts';

export type PayoutLine = {
  id: string;
  customerId: string;
  method: string;
  status: WithdrawalStatus;
  amount: ReturnType<typeof moneyDto>;
  destination: string;
  /** Where to send the money: the full bank details, PayPal address or cause (operator only). */
  payTo: string;
  rejectReason: string | null;
  createdAt: string;
  decidedAt: string | null;
};

/** The withdrawals with `status` (pending by default), oldest first, with where to pay each. */
export async function listPayouts(
  ctx: Ctx,
  input: { status?: WithdrawalStatus; key: TwoFactorKey; limit?: number },
): Promise<PayoutLine[]> {
  assertOperatorOrSystem(ctx);
  const rows = await ctx.db
    .select({ w: withdrawals, account: bankAccounts, methodName: withdrawalMethods.name })
    .from(withdrawals)
    .innerJoin(withdrawalMethods, eq(withdrawalMethods.code, withdrawals.methodCode))
    .leftJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
    .where(eq(withdrawals.status, input.status ?? 'pending'))
    .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id))
    .limit(Math.min(Math.max(input.limit ?? 100, 1), 500));
  return rows.map(({ w, account, methodName }) => {
    let payTo = w.destination;
    if (account) {
      const number = revealAccountNumber(input.key, account);
      payTo =
        account.type === 'national'
          ? `${account.accountName}, BSB ${formatBsb(account.bankCode ?? '')}, account ${number}`
          : account.type === 'international'
            ? `${account.accountName}, SWIFT ${account.bankCode}, ${number}`
            : `${account.accountName}, PayID ${number}`;
    } else if (w.paypalEmail) {
      payTo = `PayPal ${w.paypalEmail}`;
    }
    return {
      id: w.id,
      customerId: w.customerId,
      method: `${w.methodCode} (${methodName})`,
      status: w.status,
      amount: moneyDto(w.amountMinor, w.currency),
      destination: w.destination,
      payTo,
      rejectReason: w.rejectReason,
      createdAt: w.createdAt.toISOString(),
      decidedAt: w.decidedAt?.toISOString() ?? null,
    };
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function lockWithdrawal(ctx: Ctx, id: string): Promise<WithdrawalRow> {
  const [row] = UUID.test(id)
    ? await ctx.db.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update')
    : [];
  if (!row) throw new DomainError('not_found', { message: `There is no withdrawal ${id}.` });
  return row;
}

const operatorName = (ctx: Ctx) => (ctx.actor.kind === 'operator' ? ctx.actor.name : 'system');

/** Pays a pending withdrawal: its hold is posted, the money leaves the wallet. Paying it again answers it. */
export async function payWithdrawal(ctx: Ctx, input: { withdrawalId: string }): Promise<WithdrawalRow> {
  assertOperatorOrSystem(ctx);
  return inTransaction(ctx, async (tx) => {
    const row = await lockWithdrawal(tx, input.withdrawalId);
    if (row.status === 'paid') return row;
    WITHDRAWAL_MACHINE.assert(row.status, 'paid');
    const { transfer } = await postPendingTransfer(tx, { hold: `withdrawal:${row.id}` });
    const [paid] = await moveWithdrawal(tx, {
      where: eq(withdrawals.id, row.id),
      from: row.status,
      to: 'paid',
      set: { resolutionTransferId: transfer.id, decidedAt: tx.clock.now(), decidedBy: operatorName(tx) },
    });
    if (!paid) throw new Error('withdrawal changed under its lock');
    tx.log.info({ withdrawalId: row.id }, 'withdrawal paid');
    return paid;
  });
}

/** Rejects a pending withdrawal: its hold is voided, the money is free in the wallet again. */
export async function rejectWithdrawal(
  ctx: Ctx,
  input: { withdrawalId: string; reason: string },
): Promise<WithdrawalRow> {
  assertOperatorOrSystem(ctx);
  const reason = input.reason.trim();
  if (reason.length < 3) {
    throw new DomainError('validation_failed', {
      fields: { reason: ['Say why the withdrawal is rejected.'] },
    });
  }
  return inTransaction(ctx, async (tx) => {
    const row = await lockWithdrawal(tx, input.withdrawalId);
    if (row.status === 'rejected') return row;
    WITHDRAWAL_MACHINE.assert(row.status, 'rejected');
    const voided = await voidPendingTransfer(tx, { hold: `withdrawal:${row.id}` });
    if (!voided) throw new Error(`withdrawal ${row.id} has no hold`);
    const [rejected] = await moveWithdrawal(tx, {
      where: eq(withdrawals.id, row.id),
      from: row.status,
      to: 'rejected',
      set: {
        rejectReason: reason,
        resolutionTransferId: voided.transfer.id,
        decidedAt: tx.clock.now(),
        decidedBy: operatorName(tx),
      },
    });
    if (!rejected) throw new Error('withdrawal changed under its lock');
    tx.log.info({ withdrawalId: row.id }, 'withdrawal rejected');
    return rejected;
  });
}
