/**
 * Paying money into a wallet (spec 2 §3, §7 POST /funds/{method}/{gateway}/deposit): a deposit row is written
 * pending, its gateway asked to take the money, and an approval posts the money from the gateway's clearing
 * account into the wallet — all in one transaction, once per (customer, idempotency key).
 */
import type { DepositBody, DepositDto, PaymentMethodCode } from '@lottoshop/contracts/wallet';
import { and, eq } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import { minorFromWire, moneyDto } from '../../shared/money.ts';
import { type Ctx, customerIdOf, inTransaction } from '../../use-case.ts';
import { getTransfer, postTransfer, walletAndSystemAccountIds } from '../ledger/index.ts';
import { assertWithinDepositLimits } from '../limits/index.ts';
import { PAYMENT_GATEWAYS } from './payments.gateways.ts';
import { findPaymentMethod } from './payments.queries.ts';
import { depositAmountProblem, depositDescription } from './payments.rules.ts';
import { type DepositRow, deposits } from './payments.tables.ts';
import { DEPOSIT_MACHINE } from './payments.transitions.ts';

export type DepositInput = Pick<DepositBody, 'amount' | 'currency' | 'idempotencyKey'> & {
  /** The payment method code and gateway of the path /funds/{method}/{gateway}/deposit. */
  method: string;
  gateway: string;
};

async function depositDto(ctx: Pick<Ctx, 'db'>, deposit: DepositRow): Promise<DepositDto> {
  if (deposit.status !== 'approved' || !deposit.transferId) {
    throw new DomainError('conflict', { message: 'This deposit has not been approved.' });
  }
  const transfer = await getTransfer(ctx, deposit.transferId);
  if (!transfer) throw new Error(`deposit ${deposit.id} names a missing transfer`);
  return {
    depositId: deposit.id,
    transactionId: transfer.id,
    status: deposit.status,
    amount: moneyDto(deposit.amountMinor, deposit.currency),
    balance: moneyDto(transfer.creditBalanceAfterMinor, deposit.currency),
    methodCode: deposit.methodCode as PaymentMethodCode,
    createdAt: deposit.createdAt.toISOString(),
  };
}

async function findDeposit(
  db: Ctx['db'],
  customerId: string,
  idempotencyKey: string,
): Promise<DepositRow | null> {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.customerId, customerId), eq(deposits.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row ?? null;
}

function sameDeposit(row: DepositRow, input: DepositInput, amountMinor: bigint): boolean {
  return (
    row.methodCode === input.method &&
    row.gateway === input.gateway &&
    row.amountMinor === amountMinor &&
    row.currency === input.currency
  );
}

async function repeatedDeposit(
  ctx: Pick<Ctx, 'db'>,
  row: DepositRow,
  input: DepositInput,
  amountMinor: bigint,
): Promise<DepositDto> {
  if (!sameDeposit(row, input, amountMinor)) throw new DomainError('idempotency_conflict');
  return depositDto(ctx, row);
}

/**
 * Deposits money with a payment method for the acting customer. A retry with the same idempotency key answers
 * the same deposit and posts nothing again.
 */
export async function depositFunds(ctx: Ctx, input: DepositInput): Promise<DepositDto> {
  const customerId = customerIdOf(ctx);
  // The wire's amount is whole cents (validated by DepositBody); from here on it is a bigint of minor units.
  const amountMinor = minorFromWire(input.amount);
  return inTransaction(ctx, async (tx) => {
    const existing = await findDeposit(tx.db, customerId, input.idempotencyKey);
    if (existing) return repeatedDeposit(tx, existing, input, amountMinor);

    const method = await findPaymentMethod(tx, input.method);
    const gateway = PAYMENT_GATEWAYS.get(input.gateway);
    if (
      !method?.enabled ||
      !gateway ||
      !method.gateways.includes(input.gateway) ||
      method.currency !== input.currency
    ) {
      throw new DomainError('payment_method_unavailable');
    }
    const problem = depositAmountProblem(amountMinor, method);
    if (problem) throw new DomainError('validation_failed', { fields: { amount: [problem] } });
    // Before the gateway is asked: a deposit over a limit in force is refused with nothing taken.
    await assertWithinDepositLimits(tx, { customerId, amountMinor, currency: method.currency });

    const [inserted] = await tx.db
      .insert(deposits)
      .values({
        customerId,
        methodCode: method.code,
        gateway: input.gateway,
        amountMinor,
        currency: method.currency,
        status: 'pending',
        idempotencyKey: input.idempotencyKey,
        createdAt: tx.clock.now(),
      })
      .onConflictDoNothing({ target: [deposits.customerId, deposits.idempotencyKey] })
      .returning();
    if (!inserted) {
      // Another request with this key won the race and has committed.
      const winner = await findDeposit(tx.db, customerId, input.idempotencyKey);
      if (!winner) throw new Error('deposit vanished');
      return repeatedDeposit(tx, winner, input, amountMinor);
    }

    const decision = await gateway.createDeposit({
      depositId: inserted.id,
      customerId,
      method,
      amountMinor,
      currency: method.currency,
    });
    // A declined payment leaves nothing behind (the pending deposit rolls back with this transaction).
    if (!decision.approved) throw new DomainError('payment_method_unavailable', { message: decision.reason });
    DEPOSIT_MACHINE.assert(inserted.status, 'approved');
    const { walletId, systemId } = await walletAndSystemAccountIds(tx, {
      customerId,
      system: gateway.clearingAccount,
      currency: method.currency,
    });
    const { transfer } = await postTransfer(tx, {
      idempotencyKey: `deposit:${inserted.id}`,
      debitAccountId: systemId,
      creditAccountId: walletId,
      amountMinor,
      kind: 'deposit',
      customerId,
      reference: inserted.id,
      description: depositDescription(method.name),
    });
    const [deposit] = await tx.db
      .update(deposits)
      .set({ status: 'approved', transferId: transfer.id, gatewayReference: decision.reference })
      .where(and(eq(deposits.id, inserted.id), eq(deposits.status, inserted.status)))
      .returning();
    if (!deposit) throw new Error('deposit vanished');
    return depositDto(tx, deposit);
  });
}
