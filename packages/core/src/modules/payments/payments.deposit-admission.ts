/**
 * Whether a deposit may be made at all, before any gateway is asked: the method is on and offered through the
 * gateway in this currency, and the amount is within the method's limits (spec 2 §5). Every deposit flow (the
 * test deposit, a card) passes here first, in the transaction that records the deposit. The customer's own deposit
 * limits are checked here too (limits module, under its per-customer lock): what counts is the ledger's deposits
 * plus this customer's deposits still waiting for their gateway, so two card deposits at once cannot both pass.
 */
import { and, eq, sql } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import { add, amountLimitsProblem, currencyOf, type Money, moneyOf } from '../../shared/money.ts';
import type { Ctx } from '../../use-case.ts';
import { assertWithinDepositLimits } from '../limits/index.ts';
import { findPaymentMethod } from './payments.queries.ts';
import { deposits, type PaymentMethodRow } from './payments.tables.ts';

export async function admitDeposit(
  ctx: Ctx,
  input: { customerId: string; method: string; gateway: string; amount: Money },
): Promise<PaymentMethodRow> {
  const method = await findPaymentMethod(ctx, input.method);
  if (
    !method?.enabled ||
    !method.gateways.includes(input.gateway) ||
    method.currency !== currencyOf(input.amount)
  ) {
    throw new DomainError('payment_method_unavailable');
  }
  const problem = amountLimitsProblem(input.amount, method);
  if (problem) throw new DomainError('validation_failed', { fields: { amount: [problem] } });
  const [waiting] = await ctx.db
    .select({ minor: sql<string>`coalesce(sum(${deposits.amountMinor}), 0)` })
    .from(deposits)
    .where(
      and(
        eq(deposits.customerId, input.customerId),
        eq(deposits.currency, method.currency),
        eq(deposits.status, 'pending'),
      ),
    );
  // What is paid in counts with the deposits still waiting on their gateway.
  const waitingIn = moneyOf(BigInt(waiting?.minor ?? '0'), method.currency);
  await assertWithinDepositLimits(ctx, {
    customerId: input.customerId,
    amount: add(input.amount, waitingIn),
  });
  return method;
}
