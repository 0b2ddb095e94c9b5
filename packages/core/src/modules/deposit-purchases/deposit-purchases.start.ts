/**
 * POST /deposit_purchase (spec 2 §3, §7; spec 1 §7 a purchase carrying a deposit method): deposit and buy in one
 * step. The request is checked before any money moves (the kind is served, the cart has something to buy, the
 * deposit covers what the wallet is short of); then the deposit and this row recording the purchase still to make
 * are written pending in one transaction, the gateway is asked, and when it has already confirmed (an approved card
 * without a challenge) the purchase is completed at once. Otherwise the browser's return, the webhook or the job
 * completes it (deposit-purchases.complete.ts).
 */
import { checkoutFunds } from '@lottoshop/contracts/cart';
import type { DepositPurchaseBody, DepositPurchaseDto } from '@lottoshop/contracts/deposit-purchase';
import { minAmountMessage } from '@lottoshop/contracts/form-messages';
import { formatMoney } from '@lottoshop/contracts/formatting';
import { eq } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import { fromMoneyDto, minorFromWire, minorToWire } from '../../shared/money.ts';
import { type Ctx, customerIdOf } from '../../use-case.ts';
import { getCustomerCart } from '../cart/index.ts';
import { getWalletBalance } from '../ledger/index.ts';
import { depositThroughGateway, findOwnDepositByKey, type PaymentGateways } from '../payments/index.ts';
import { completeDepositPurchase } from './deposit-purchases.complete.ts';
import { depositPurchaseDto } from './deposit-purchases.queries.ts';
import { unservedKindMessage } from './deposit-purchases.rules.ts';
import { type DepositPurchaseRow, depositPurchases } from './deposit-purchases.tables.ts';

/** Refuses a checkout whose cart is empty, or a deposit too small to buy it with what the wallet holds. */
async function checkCheckout(ctx: Ctx, body: DepositPurchaseBody): Promise<void> {
  const customerId = customerIdOf(ctx);
  const cart = await getCustomerCart(ctx);
  if (cart.cartItems.length === 0) throw new DomainError('cart_empty');
  const { availableMinor } = await getWalletBalance(ctx, { customerId, currency: cart.cartTotal.currency });
  // The one rule of the cart's money, as the payment page suggests the deposit: pre-orders are held, so counted.
  const { shortfallMinor } = checkoutFunds(
    cart.cartTotal.amount,
    cart.preOrderTotal.amount,
    minorToWire(availableMinor),
  );
  if (body.deposit.amount < shortfallMinor) {
    const short = formatMoney({ amount: shortfallMinor, currency: cart.cartTotal.currency });
    throw new DomainError('validation_failed', {
      fields: { amount: [minAmountMessage(short)] },
    });
  }
}

export async function depositAndPurchase(
  ctx: Ctx,
  input: { body: DepositPurchaseBody; gateways: PaymentGateways },
): Promise<{ depositPurchase: DepositPurchaseDto; created: boolean }> {
  const customerId = customerIdOf(ctx);
  const { body } = input;
  const unserved = unservedKindMessage(body.kind);
  if (unserved) throw new DomainError('conflict', { status: 422, message: unserved });
  // A retry (the same deposit key) answers the first request as it now stands, whatever the cart holds now.
  const earlier = await findOwnDepositByKey(ctx, body.deposit.idempotencyKey);
  if (earlier) {
    const row =
      (await completeDepositPurchase(ctx, { depositId: earlier.id })) ?? (await rowOf(ctx, earlier.id));
    return { depositPurchase: await depositPurchaseDto(ctx, row), created: false };
  }
  if (body.kind === 'checkout') await checkCheckout(ctx, body);
  const d = body.deposit;
  const expected = body.purchase.expectedTotal;
  const { row: deposit, fresh } = await depositThroughGateway(ctx, {
    fundId: d.customerFundId,
    methodCode: d.customerFundId ? undefined : d.depositMethodCode,
    gateway: d.customerFundId ? undefined : (d.gatewayKey ?? defaultGateway(d.depositMethodCode)),
    amount: fromMoneyDto(d),
    idempotencyKey: d.idempotencyKey,
    csc: d.csc,
    browser: d.strongCustomerAuthentication,
    returnUrl: d.returnUrl,
    walletToken: d.walletToken,
    gateways: input.gateways,
    // The intent is written with the pending deposit: no confirmation can reach the deposit before it exists.
    onStarted: async (tx, started) => {
      await tx.db.insert(depositPurchases).values({
        customerId,
        depositId: started.id,
        kind: body.kind,
        channelKey: body.purchase.channelKey,
        partnerKey: body.purchase.partnerKey ?? null,
        metadata: body.purchase.metadata ?? {},
        expectedTotalMinor: expected ? minorFromWire(expected.amount) : null,
        expectedCurrency: expected?.currency ?? null,
        status: 'pending',
        createdAt: tx.clock.now(),
      });
    },
  });
  const row =
    (await completeDepositPurchase(ctx, { depositId: deposit.id })) ?? (await rowOf(ctx, deposit.id));
  return { depositPurchase: await depositPurchaseDto(ctx, row), created: fresh };
}

function defaultGateway(method: string | undefined): string | undefined {
  if (method === 'pl') return 'braintree';
  if (method === 'ap' || method === 'gp') return 'simulated';
  return undefined;
}

async function rowOf(ctx: Ctx, depositId: string): Promise<DepositPurchaseRow> {
  const [row] = await ctx.db
    .select()
    .from(depositPurchases)
    .where(eq(depositPurchases.depositId, depositId))
    .limit(1);
  // The same idempotency key was used for a plain deposit: it is not a deposit purchase.
  if (!row) throw new DomainError('idempotency_conflict');
  return row;
}
