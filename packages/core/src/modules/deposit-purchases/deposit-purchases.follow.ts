/**
 * Following a deposit purchase after the gateway's step: the browser's return (GET /deposit_purchase/{depositId})
 * asks the gateway how the payment ended, settles the deposit and completes the purchase; a gateway's webhook
 * settles the deposit and completes the purchase too. Whichever comes first does it; the others find it done.
 */
import type { DepositPurchaseDto } from '@lottoshop/contracts/deposit-purchase';
import { and, eq } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import { type Ctx, customerIdOf } from '../../use-case.ts';
import {
  applyGatewayWebhook,
  getCardDeposit,
  type PaymentGateways,
  type WebhookResult,
} from '../payments/index.ts';
import { completeDepositPurchase } from './deposit-purchases.complete.ts';
import { depositPurchaseDto } from './deposit-purchases.queries.ts';
import { depositPurchases } from './deposit-purchases.tables.ts';

/** The acting customer's deposit purchase paid by deposit `depositId`, brought up to date. */
export async function getDepositPurchase(
  ctx: Ctx,
  input: { depositId: string; gateways: PaymentGateways },
): Promise<DepositPurchaseDto> {
  const customerId = customerIdOf(ctx);
  const [own] = await ctx.db
    .select({ id: depositPurchases.id })
    .from(depositPurchases)
    .where(and(eq(depositPurchases.depositId, input.depositId), eq(depositPurchases.customerId, customerId)))
    .limit(1);
  if (!own) throw new DomainError('not_found', { message: 'That payment could not be found.' });
  // Settles the deposit from the gateway's answer when it is still pending (the 3-D Secure or PayPal return).
  await getCardDeposit(ctx, input);
  const row = await completeDepositPurchase(ctx, { depositId: input.depositId });
  if (!row) throw new Error('a deposit purchase vanished');
  return depositPurchaseDto(ctx, row);
}

/**
 * POST /webhooks/{gateway}: the gateway's verified notification settles the deposit (payments), then the purchase
 * it pays for, if any, is completed.
 */
export async function receiveGatewayWebhook(
  ctx: Ctx,
  input: { gateway: string; rawBody: string; signature: string | undefined; gateways: PaymentGateways },
): Promise<WebhookResult> {
  const result = await applyGatewayWebhook(ctx, input);
  if (result.depositId) await completeDepositPurchase(ctx, { depositId: result.depositId });
  return result;
}
