/**
 * A gateway's webhook (POST /webhooks/{gateway}): verified (the signature over the raw body, its age), checked
 * against the deposit it names (that deposit, on this gateway, with this payment, amount and currency), recorded
 * once by its event id, and settled through `settleDeposit`. A replay, or a notification arriving after the
 * browser's return already settled the deposit, changes nothing.
 */
import { DomainError } from '../../errors.ts';
import { type Ctx, inTransaction } from '../../use-case.ts';
import { lockDeposit, settleDeposit } from './payments.deposit-settlement.ts';
import type { PaymentGateways } from './payments.gateways.ts';
import { paymentGatewayEvents } from './payments.tables.ts';

/** What a webhook did; `depositId` null and status `ignored` for a genuine notification not about a payment. */
export type WebhookResult = { applied: boolean; depositId: string | null; status: string };

export async function applyGatewayWebhook(
  ctx: Ctx,
  input: { gateway: string; rawBody: string; signature: string | undefined; gateways: PaymentGateways },
): Promise<WebhookResult> {
  const gateway = input.gateways.get(input.gateway);
  if (!gateway?.parseWebhook) throw new DomainError('not_found');
  const event = gateway.parseWebhook(input.rawBody, input.signature, ctx.clock.now());
  if (!event) return { applied: false, depositId: null, status: 'ignored' };
  return inTransaction(ctx, async (tx) => {
    const deposit = await lockDeposit(tx, event.depositId);
    const mismatch =
      !deposit ||
      deposit.gateway !== gateway.code ||
      deposit.amountMinor !== event.amountMinor ||
      deposit.currency !== event.currency ||
      (deposit.gatewayReference !== null && deposit.gatewayReference !== event.paymentReference);
    if (!deposit || mismatch) {
      tx.log.warn({ gateway: gateway.code, eventId: event.eventId }, 'webhook names no matching deposit');
      throw new DomainError('webhook_invalid', { message: 'The notification does not match a deposit.' });
    }
    const [recorded] = await tx.db
      .insert(paymentGatewayEvents)
      .values({
        gateway: gateway.code,
        eventId: event.eventId,
        type: event.type,
        depositId: deposit.id,
        receivedAt: tx.clock.now(),
      })
      .onConflictDoNothing({ target: [paymentGatewayEvents.gateway, paymentGatewayEvents.eventId] })
      .returning({ id: paymentGatewayEvents.id });
    if (!recorded || deposit.status !== 'pending') {
      return { applied: false, depositId: deposit.id, status: deposit.status };
    }
    const settled = await settleDeposit(tx, {
      depositId: deposit.id,
      gateway,
      outcome:
        event.type === 'payment.succeeded'
          ? { status: 'succeeded', reference: event.paymentReference }
          : {
              status: 'declined',
              reference: event.paymentReference,
              reason: event.reason ?? 'Your card was declined.',
            },
    });
    return { applied: true, depositId: settled.id, status: settled.status };
  });
}
