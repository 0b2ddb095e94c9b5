/**
 * Paying money into a wallet (spec 2 §3, §7 POST /funds/{method}/{gateway}/deposit): a deposit row is written
 * pending, its gateway asked to take the money, and an approval is settled (`settleDeposit`: the money posted from
 * the gateway's clearing account into the wallet) — all in one transaction, once per (customer, idempotency key).
 */
import type { DepositBody, DepositDto, PaymentMethodCode } from '@lottoshop/contracts/wallet';
import { and, eq } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import { type Money, minorUnits, moneyDto, moneyOf, sameMoney } from '../../shared/money.ts';
import { type Ctx, customerIdOf, inTransaction } from '../../use-case.ts';
import { getTransfer } from '../ledger/index.ts';
import { admitDeposit } from './payments.deposit-admission.ts';
import { settleDeposit } from './payments.deposit-settlement.ts';
import { PAYMENT_GATEWAYS, type PaymentGateways } from './payments.gateways.ts';
import { type DepositRow, deposits } from './payments.tables.ts';

export type DepositInput = Pick<DepositBody, 'idempotencyKey'> & {
  /** The amount to pay in (the wire's DepositBody amount and currency, read with `fromMoneyDto`). */
  amount: Money;
  /** The payment method code and gateway of the path /funds/{method}/{gateway}/deposit. */
  method: string;
  gateway: string;
  /**
   * The gateways this shop offers (default: all); production's has no test gateway. This call pays only through
   * the test gateway: cards, PayPal and wallets have their own calls.
   */
  gateways?: PaymentGateways;
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

function sameDeposit(row: DepositRow, input: DepositInput): boolean {
  return (
    row.methodCode === input.method &&
    row.gateway === input.gateway &&
    sameMoney(moneyOf(row.amountMinor, row.currency), input.amount)
  );
}

async function repeatedDeposit(
  ctx: Pick<Ctx, 'db'>,
  row: DepositRow,
  input: DepositInput,
): Promise<DepositDto> {
  if (!sameDeposit(row, input)) throw new DomainError('idempotency_conflict');
  return depositDto(ctx, row);
}

/**
 * Deposits money with a payment method for the acting customer. A retry with the same idempotency key answers
 * the same deposit and posts nothing again.
 */
export async function depositFunds(ctx: Ctx, input: DepositInput): Promise<DepositDto> {
  const customerId = customerIdOf(ctx);
  const amountMinor = minorUnits(input.amount);
  return inTransaction(ctx, async (tx) => {
    const existing = await findDeposit(tx.db, customerId, input.idempotencyKey);
    if (existing) return repeatedDeposit(tx, existing, input);

    const gateway = PAYMENT_GATEWAYS.get(input.gateway);
    if (!gateway || (input.gateways && !input.gateways.has(input.gateway)))
      throw new DomainError('payment_method_unavailable');
    const method = await admitDeposit(tx, {
      customerId,
      method: input.method,
      gateway: input.gateway,
      amount: input.amount,
    });

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
      return repeatedDeposit(tx, winner, input);
    }

    const decision = await gateway.createDeposit({
      depositId: inserted.id,
      customerId,
      method,
      amountMinor,
      currency: method.currency,
    });
    // A declined payment leaves nothing behind (the pending deposit rolls back with this transaction).
    if (decision.status !== 'succeeded') {
      throw new DomainError('payment_method_unavailable', {
        message: decision.status === 'declined' ? decision.reason : undefined,
      });
    }
    const deposit = await settleDeposit(tx, { depositId: inserted.id, gateway, outcome: decision });
    return depositDto(tx, deposit);
  });
}
