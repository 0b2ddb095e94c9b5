/**
 * Deposits with a saved card (spec 2 §4 deposit flow, §7 POST /funds/{id}/deposit, GET /funds/{id}/deposit). The
 * deposit is written pending and committed before the gateway is asked, so that the gateway's answer, its webhook
 * and the browser's return all find it; it stays pending (with the challenge's address when 3-D Secure asks for
 * one) until the gateway confirms the payment, and only `settleDeposit` moves the money.
 */
import type { CardDepositDto, ThreeDsBrowserData } from '@lottoshop/contracts/funds';
import type { PaymentMethodCode } from '@lottoshop/contracts/wallet';
import { and, eq } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import { minorFromWire, moneyDto } from '../../shared/money.ts';
import { type Ctx, customerIdOf, inTransaction } from '../../use-case.ts';
import { admitDeposit } from './payments.deposit-admission.ts';
import { lockDeposit, settleDeposit } from './payments.deposit-settlement.ts';
import { ownFund } from './payments.funds.ts';
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

export type FundDepositInput = {
  fundId: string;
  amount: number;
  currency: string;
  idempotencyKey: string;
  csc?: string | undefined;
  browser: ThreeDsBrowserData;
  gateways: PaymentGateways;
};

/**
 * Deposits with the acting customer's saved card `fundId`. A retry with the same idempotency key answers the same
 * deposit as it now stands and asks the gateway nothing again.
 */
export async function depositWithFund(ctx: Ctx, input: FundDepositInput): Promise<CardDepositDto> {
  const customerId = customerIdOf(ctx);
  const amountMinor = minorFromWire(input.amount);
  const started = await inTransaction(ctx, async (tx) => {
    const [existing] = await tx.db
      .select()
      .from(deposits)
      .where(and(eq(deposits.customerId, customerId), eq(deposits.idempotencyKey, input.idempotencyKey)))
      .limit(1);
    if (existing) {
      if (existing.fundId !== input.fundId || existing.amountMinor !== amountMinor) {
        throw new DomainError('idempotency_conflict');
      }
      return { deposit: existing, fresh: false };
    }
    const fund = await ownFund(tx, input.fundId);
    const gateway = input.gateways.get(fund.gateway);
    if (!gateway) throw new DomainError('payment_method_unavailable');
    const method = await admitDeposit(tx, {
      customerId,
      method: fund.methodCode,
      gateway: fund.gateway,
      amountMinor,
      currency: input.currency,
    });
    const cscRequired = method.gatewayRules.some((r) => r.gateway === fund.gateway && r.cscRequired);
    if (cscRequired && !input.csc) {
      throw new DomainError('validation_failed', {
        fields: { csc: ["Please enter your card's 3 or 4 digit security code."] },
      });
    }
    const [inserted] = await tx.db
      .insert(deposits)
      .values({
        customerId,
        methodCode: method.code,
        gateway: fund.gateway,
        amountMinor,
        currency: method.currency,
        status: 'pending',
        idempotencyKey: input.idempotencyKey,
        fundId: fund.id,
        createdAt: tx.clock.now(),
      })
      .returning();
    if (!inserted) throw new Error('deposit not written');
    return { deposit: inserted, fresh: true, method, token: fund.token };
  });
  if (!started.fresh || !('method' in started) || !started.method) return cardDepositDto(started.deposit);

  const gateway = input.gateways.get(started.deposit.gateway) as PaymentGateway;
  // The gateway is asked outside any transaction. If it cannot be reached the deposit stays pending: the
  // gateway's webhook, or the next look at the deposit, settles it.
  const outcome = await gateway.createDeposit({
    depositId: started.deposit.id,
    customerId,
    method: started.method,
    amountMinor,
    currency: started.deposit.currency,
    card: { token: started.token, csc: input.csc },
    browser: input.browser,
  });
  return cardDepositDto(await applyOutcome(ctx, started.deposit.id, gateway, outcome));
}

/**
 * The acting customer's card deposit `depositId` as it now stands. A pending deposit the gateway knows is looked up
 * there first (the 3-D Secure result when the browser returns from the challenge) and settled when it is final.
 */
export async function getCardDeposit(
  ctx: Ctx,
  input: { depositId: string; gateways: PaymentGateways },
): Promise<CardDepositDto> {
  const customerId = customerIdOf(ctx);
  const [row] = await ctx.db
    .select()
    .from(deposits)
    .where(and(eq(deposits.id, input.depositId), eq(deposits.customerId, customerId)))
    .limit(1);
  if (!row) throw new DomainError('not_found', { message: 'That deposit could not be found.' });
  const gateway = input.gateways.get(row.gateway);
  if (row.status !== 'pending' || !row.gatewayReference || !gateway?.paymentResult)
    return cardDepositDto(row);
  const outcome = await gateway.paymentResult(row.gatewayReference);
  if (outcome.status === 'requires_action') return cardDepositDto(row);
  return cardDepositDto(await applyOutcome(ctx, row.id, gateway, outcome));
}
