/**
 * Whether a deposit may be made at all, before any gateway is asked: the method is on and offered through the
 * gateway in this currency, and the amount is within the method's limits (spec 2 §5). Every deposit flow (the
 * test deposit, a card) passes here first; a customer's own deposit limits belong here too.
 */
import { DomainError } from '../../errors.ts';
import type { Ctx } from '../../use-case.ts';
import { findPaymentMethod } from './payments.queries.ts';
import { depositAmountProblem } from './payments.rules.ts';
import type { PaymentMethodRow } from './payments.tables.ts';

export async function admitDeposit(
  ctx: Ctx,
  input: { customerId: string; method: string; gateway: string; amountMinor: bigint; currency: string },
): Promise<PaymentMethodRow> {
  const method = await findPaymentMethod(ctx, input.method);
  if (!method?.enabled || !method.gateways.includes(input.gateway) || method.currency !== input.currency) {
    throw new DomainError('payment_method_unavailable');
  }
  const problem = depositAmountProblem(input.amountMinor, method);
  if (problem) throw new DomainError('validation_failed', { fields: { amount: [problem] } });
  return method;
}
