/**
 * A deposit through any gateway of the port, the same way for every method that waits on its gateway (a saved
 * card, PayPal, a device wallet's token): the deposit is written pending and committed before the gateway is asked
 * (so its webhook always finds it), then the gateway's answer is applied (a challenge or PayPal's approval page
 * keeps it pending with that address; a confirmed outcome is settled by `settleDeposit`). A caller that must record
 * something with the deposit, atomically (a deposit purchase's intent), does it in `onStarted`, inside the
 * transaction that writes the deposit.
 */
import type { CardDepositDto, ThreeDsBrowserData } from '@lottoshop/contracts/funds';
import { and, eq } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import { type Money, minorUnits, moneyOf, sameMoney } from '../../shared/money.ts';
import { type Ctx, customerIdOf, inTransaction } from '../../use-case.ts';
import { applyOutcome, cardDepositDto } from './payments.card-deposits.ts';
import { admitDeposit } from './payments.deposit-admission.ts';
import { ownFund } from './payments.funds.ts';
import type { PaymentGateway, PaymentGateways } from './payments.gateways.ts';
import { type DepositRow, deposits, type PaymentMethodRow } from './payments.tables.ts';

export type GatewayDepositInput = {
  /** A saved card; or else the method (and gateway) to pay with. */
  fundId?: string | undefined;
  methodCode?: string | undefined;
  gateway?: string | undefined;
  /** The amount to pay in (read from the wire with `fromMoneyDto`). */
  amount: Money;
  idempotencyKey: string;
  csc?: string | undefined;
  browser?: ThreeDsBrowserData | undefined;
  returnUrl?: string | undefined;
  walletToken?: string | undefined;
  gateways: PaymentGateways;
  /** Runs in the transaction that writes the pending deposit, only when this call writes it. */
  onStarted?: (tx: Ctx, deposit: DepositRow) => Promise<void>;
};

export type GatewayDepositResult = { deposit: CardDepositDto; row: DepositRow; fresh: boolean };

type Started =
  | { fresh: false; deposit: DepositRow }
  | { fresh: true; deposit: DepositRow; method: PaymentMethodRow; token: string | null };

async function startDeposit(ctx: Ctx, input: GatewayDepositInput): Promise<Started> {
  const customerId = customerIdOf(ctx);
  return inTransaction(ctx, async (tx) => {
    const [existing] = await tx.db
      .select()
      .from(deposits)
      .where(and(eq(deposits.customerId, customerId), eq(deposits.idempotencyKey, input.idempotencyKey)))
      .limit(1);
    if (existing) {
      const same =
        sameMoney(moneyOf(existing.amountMinor, existing.currency), input.amount) &&
        (input.fundId ? existing.fundId === input.fundId : existing.methodCode === input.methodCode);
      if (!same) throw new DomainError('idempotency_conflict');
      return { fresh: false, deposit: existing };
    }
    const fund = input.fundId ? await ownFund(tx, input.fundId) : null;
    const methodCode = fund?.methodCode ?? input.methodCode;
    if (!methodCode) throw new DomainError('payment_method_unavailable');
    const gatewayCode = fund?.gateway ?? input.gateway;
    const gateway = gatewayCode ? input.gateways.get(gatewayCode) : undefined;
    if (!gatewayCode || !gateway) throw new DomainError('payment_method_unavailable');
    const method = await admitDeposit(tx, {
      customerId,
      method: methodCode,
      gateway: gatewayCode,
      amount: input.amount,
    });
    if (fund) {
      const cscRequired = method.gatewayRules.some((r) => r.gateway === fund.gateway && r.cscRequired);
      if (cscRequired && !input.csc) {
        throw new DomainError('validation_failed', {
          fields: { csc: ["Please enter your card's 3 or 4 digit security code."] },
        });
      }
    } else if ((methodCode === 'ap' || methodCode === 'gp') && !input.walletToken) {
      throw new DomainError('validation_failed', {
        fields: { walletToken: ['Your wallet did not give a payment token. Please try again.'] },
      });
    } else if (methodCode === 'pl' && !input.returnUrl) {
      throw new DomainError('validation_failed', { fields: { returnUrl: ['A return URL is required.'] } });
    } else if (methodCode === 'cc') {
      throw new DomainError('validation_failed', {
        fields: { customerFundId: ['Choose a saved card, or add a new one first.'] },
      });
    }
    const [inserted] = await tx.db
      .insert(deposits)
      .values({
        customerId,
        methodCode: method.code,
        gateway: gatewayCode,
        amountMinor: minorUnits(input.amount),
        currency: method.currency,
        status: 'pending',
        idempotencyKey: input.idempotencyKey,
        fundId: fund?.id ?? null,
        createdAt: tx.clock.now(),
      })
      .returning();
    if (!inserted) throw new Error('deposit not written');
    if (input.onStarted) await input.onStarted(tx, inserted);
    return { fresh: true, deposit: inserted, method, token: fund?.token ?? null };
  });
}

/**
 * Deposits for the acting customer through a gateway. A retry with the same idempotency key answers the same
 * deposit as it now stands and asks the gateway nothing again.
 */
export async function depositThroughGateway(
  ctx: Ctx,
  input: GatewayDepositInput,
): Promise<GatewayDepositResult> {
  const customerId = customerIdOf(ctx);
  const started = await startDeposit(ctx, input);
  if (!started.fresh) {
    return { deposit: cardDepositDto(started.deposit), row: started.deposit, fresh: false };
  }
  const gateway = input.gateways.get(started.deposit.gateway) as PaymentGateway;
  // Asked outside any transaction. If the gateway cannot be reached the deposit stays pending: its webhook, or the
  // next look at the deposit, settles it.
  const outcome = await gateway.createDeposit({
    depositId: started.deposit.id,
    customerId,
    method: started.method,
    amountMinor: minorUnits(input.amount),
    currency: started.deposit.currency,
    ...(started.token ? { card: { token: started.token, csc: input.csc } } : {}),
    ...(input.browser ? { browser: input.browser } : {}),
    ...(input.returnUrl ? { returnUrl: input.returnUrl } : {}),
    ...(input.walletToken ? { walletToken: input.walletToken } : {}),
  });
  const row = await applyOutcome(ctx, started.deposit.id, gateway, outcome);
  return { deposit: cardDepositDto(row), row, fresh: true };
}

export type FundDepositInput = {
  fundId: string;
  amount: Money;
  idempotencyKey: string;
  csc?: string | undefined;
  browser: ThreeDsBrowserData;
  gateways: PaymentGateways;
};

/** Deposits with the acting customer's saved card `fundId` (POST /funds/{id}/deposit). */
export async function depositWithFund(ctx: Ctx, input: FundDepositInput): Promise<CardDepositDto> {
  const { deposit } = await depositThroughGateway(ctx, input);
  return deposit;
}

/** A deposit by its id, whoever's it is (for the continuation of a deposit purchase), or null. */
export async function findDeposit(ctx: Pick<Ctx, 'db'>, depositId: string): Promise<DepositRow | null> {
  const [row] = await ctx.db.select().from(deposits).where(eq(deposits.id, depositId)).limit(1);
  return row ?? null;
}

/** The acting customer's deposit made with idempotency key `idempotencyKey`, or null. */
export async function findOwnDepositByKey(ctx: Ctx, idempotencyKey: string): Promise<DepositRow | null> {
  const [row] = await ctx.db
    .select()
    .from(deposits)
    .where(and(eq(deposits.customerId, customerIdOf(ctx)), eq(deposits.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row ?? null;
}
