/**
 * PayPal behind the gateway port (spec 2 §3: PayPal through the `braintree` gateway; §7 POST /funds/pl/braintree).
 * A PayPal payment is an order the customer approves (or cancels) on PayPal's own page: creating the deposit
 * answers `requires_action` with that page's address, the browser comes back to the shop's /3ds/notify, and the
 * payment is confirmed by PayPal's answer to "how did order X end" or by its signed webhook, whichever comes first
 * (`settleDeposit` moves the money once). In the demo and the tests the simulated processor plays PayPal on its own
 * origin, with the same keys and webhook signature as its card API (decisions 029 and 044).
 */
import type { CardDepositDto } from '@lottoshop/contracts/funds';
import { z } from 'zod';
import { DomainError } from '../../errors.ts';
import { type Money, minorToWire } from '../../shared/money.ts';
import type { Ctx } from '../../use-case.ts';
import { type CardProcessorConfig, parseProcessorWebhook } from './payments.card-processor.ts';
import { depositThroughGateway } from './payments.gateway-deposits.ts';
import type { PaymentGateway, PaymentGateways, PaymentOutcome } from './payments.gateways.ts';
import { type ProcessorCall, processorClient } from './payments.processor-client.ts';

export const PAYPAL_GATEWAY = 'braintree';

/** What a customer reads when PayPal's order was cancelled or refused. */
export const PAYPAL_CANCELLED = 'You cancelled the payment with PayPal.';

const OrderAnswer = z.object({
  id: z.string().regex(/^ppo_[0-9a-f]{24}$/),
  status: z.enum(['created', 'approved', 'cancelled', 'refunded']),
  approval_url: z.string().nullable().optional(),
});

function outcomeOf(order: z.infer<typeof OrderAnswer>): PaymentOutcome {
  if (order.status === 'approved') return { status: 'succeeded', reference: order.id };
  if (order.status === 'created' && order.approval_url) {
    return { status: 'requires_action', reference: order.id, challengeUrl: order.approval_url };
  }
  return { status: 'declined', reference: order.id, reason: PAYPAL_CANCELLED };
}

export function paypalGateway(config: CardProcessorConfig): PaymentGateway {
  const call = processorClient(config);

  async function order(path: string, init?: ProcessorCall): Promise<PaymentOutcome> {
    const { json } = await call(path, init);
    const parsed = OrderAnswer.safeParse(json);
    if (!parsed.success) throw new DomainError('gateway_unavailable');
    return outcomeOf(parsed.data);
  }

  return {
    code: PAYPAL_GATEWAY,
    clearingAccount: 'paypal_deposits',
    async createDeposit(input) {
      if (!input.returnUrl) throw new DomainError('payment_method_unavailable');
      return order('/v1/paypal/orders', {
        method: 'POST',
        idempotencyKey: input.depositId,
        body: {
          amount: minorToWire(input.amountMinor),
          currency: input.currency,
          reference: input.depositId,
          return_url: input.returnUrl,
        },
      });
    },
    paymentResult: (reference) => order(`/v1/paypal/orders/${encodeURIComponent(reference)}`),
    parseWebhook: (rawBody, signature, now) =>
      parseProcessorWebhook(rawBody, signature, config.webhookSecret, now),
  };
}

/**
 * A PayPal deposit for the acting customer (POST /funds/pl/braintree): pending until PayPal confirms it; the answer
 * carries PayPal's approval page as `challengeUrl`. A retry with the same idempotency key answers the same deposit.
 */
export async function depositWithPaypal(
  ctx: Ctx,
  input: {
    amount: Money;
    idempotencyKey: string;
    returnUrl: string;
    gateways: PaymentGateways;
  },
): Promise<CardDepositDto> {
  const { deposit } = await depositThroughGateway(ctx, {
    ...input,
    methodCode: 'pl',
    gateway: PAYPAL_GATEWAY,
  });
  return deposit;
}
