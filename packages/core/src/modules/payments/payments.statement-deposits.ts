/**
 * Money paid in by bank (BPAY `bp`, direct deposit `dd`) that the bank's statement shows has arrived: a deposit is
 * recorded for the customer the statement line names and settled at once through `settleDeposit` (the one place
 * deposit money moves), from the shop's bank clearing account. The statement line's key is the deposit's
 * idempotency key, so the same line credits once however often it is imported. The money is already in the shop's
 * bank account, so neither the method's limits nor the customer's deposit limits can turn it away here.
 */
import { and, eq } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import { type Ctx, inTransaction } from '../../use-case.ts';
import { settleDeposit } from './payments.deposit-settlement.ts';
import type { PaymentGateway } from './payments.gateways.ts';
import { findPaymentMethod } from './payments.queries.ts';
import { type DepositRow, deposits } from './payments.tables.ts';

/** The gateway of money found on the bank statement: it never takes a payment itself. */
export const statementGateway: PaymentGateway = {
  code: 'statement',
  clearingAccount: 'bank_deposits',
  createDeposit: async () => {
    throw new DomainError('payment_method_unavailable', {
      message: 'Pay by BPAY or direct deposit from your bank, with your reference.',
    });
  },
};

export const STATEMENT_METHODS = ['bp', 'dd'] as const;

/**
 * Credits a statement line's money to the customer (an operator's or the import's call): answers the approved
 * deposit, the same one for the same `lineKey`.
 */
export async function creditStatementDeposit(
  ctx: Ctx,
  input: {
    customerId: string;
    method: (typeof STATEMENT_METHODS)[number];
    amountMinor: bigint;
    currency: string;
    lineKey: string;
  },
): Promise<DepositRow> {
  if (input.amountMinor <= 0n) throw new RangeError('a statement deposit must be positive');
  return inTransaction(ctx, async (tx) => {
    const method = await findPaymentMethod(tx, input.method);
    if (!method) throw new DomainError('payment_method_unavailable');
    const idempotencyKey = `statement:${input.lineKey}`;
    const [inserted] = await tx.db
      .insert(deposits)
      .values({
        customerId: input.customerId,
        methodCode: method.code,
        gateway: statementGateway.code,
        amountMinor: input.amountMinor,
        currency: input.currency,
        status: 'pending',
        gatewayReference: input.lineKey,
        idempotencyKey,
        createdAt: tx.clock.now(),
      })
      .onConflictDoNothing()
      .returning();
    const deposit =
      inserted ??
      (
        await tx.db
          .select()
          .from(deposits)
          .where(and(eq(deposits.customerId, input.customerId), eq(deposits.idempotencyKey, idempotencyKey)))
          .limit(1)
      )[0];
    if (!deposit) throw new Error(`statement line ${input.lineKey} names another customer's deposit`);
    return settleDeposit(tx, {
      depositId: deposit.id,
      gateway: statementGateway,
      outcome: { status: 'succeeded', reference: input.lineKey },
    });
  });
}
