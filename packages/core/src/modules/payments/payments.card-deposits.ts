/**
 * A deposit that waits on its gateway, as it stands and as the gateway answered (spec 2 §4 deposit flow, §7 GET
 * /funds/{id}/deposit): it stays pending (with the challenge's address when 3-D Secure asks for one) until the
 * gateway confirms the payment, and only `settleDeposit` moves the money. Making one is
 * payments.gateway-deposits.ts.
 */
import type { CardDepositDto } from '@lottoshop/contracts/funds';
import type { PaymentMethodCode } from '@lottoshop/contracts/wallet';
import { and, eq } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import { moneyDto } from '../../shared/money.ts';
import { type Ctx, customerIdOf, inTransaction } from '../../use-case.ts';
import { lockDeposit, settleDeposit } from './payments.deposit-settlement.ts';
import type { PaymentGateway, PaymentGateways, PaymentOutcome } from './payments.gateways.ts';
import { type DepositRow, deposits } from './payments.tables.ts';

export function cardDepositDto(row: DepositRow): CardDepositDto {
  return {
    depositId: row.id,
    status: row.status,
    amount: moneyDto(row.amountMinor, row.currency),
    methodCode: row.methodCode as PaymentMethodCode,
    challengeUrl: row.status === 'pending' ? row.challengeUrl : null,
    declineReason: row.declineReason,
    transactionId: row.transferId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Records what the gateway answered: a challenge to complete, or the confirmed outcome (settled). */
export async function applyOutcome(
  ctx: Ctx,
  depositId: string,
  gateway: PaymentGateway,
  outcome: PaymentOutcome,
): Promise<DepositRow> {
  if (outcome.status !== 'requires_action') return settleDeposit(ctx, { depositId, gateway, outcome });
  return inTransaction(ctx, async (tx) => {
    const deposit = await lockDeposit(tx, depositId);
    if (!deposit) throw new Error(`deposit ${depositId} vanished`);
    if (deposit.status !== 'pending') return deposit;
    const [row] = await tx.db
      .update(deposits)
      .set({ gatewayReference: outcome.reference, challengeUrl: outcome.challengeUrl })
      .where(eq(deposits.id, depositId))
      .returning();
    return row as DepositRow;
  });
}

/** The acting customer's own deposit `depositId`; another customer's, or none, is "not found". */
export async function ownDeposit(ctx: Ctx, depositId: string): Promise<typeof deposits.$inferSelect> {
  const [row] = await ctx.db
    .select()
    .from(deposits)
    .where(and(eq(deposits.id, depositId), eq(deposits.customerId, customerIdOf(ctx))))
    .limit(1);
  if (!row) throw new DomainError('not_found', { message: 'That deposit could not be found.' });
  return row;
}

/**
 * The acting customer's card deposit `depositId` as it now stands. A pending deposit the gateway knows is looked up
 * there first (the 3-D Secure result when the browser returns from the challenge) and settled when it is final.
 */
export async function getCardDeposit(
  ctx: Ctx,
  input: { depositId: string; gateways: PaymentGateways },
): Promise<CardDepositDto> {
  const row = await ownDeposit(ctx, input.depositId);
  const gateway = input.gateways.get(row.gateway);
  if (row.status !== 'pending' || !row.gatewayReference || !gateway?.paymentResult)
    return cardDepositDto(row);
  const outcome = await gateway.paymentResult(row.gatewayReference);
  if (outcome.status === 'requires_action') return cardDepositDto(row);
  return cardDepositDto(await applyOutcome(ctx, row.id, gateway, outcome));
}
