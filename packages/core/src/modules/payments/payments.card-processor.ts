/**
 * The card processor's adapter behind the gateway port (decision 029). The processor keeps the cards: its hosted
 * field (framed on the shop's pages, served from its own origin) turns a card into a token, and the shop calls its
 * API server to server with the secret key. Its webhooks are signed `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>">` with the webhook secret and are refused outside five minutes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { DomainError } from '../../errors.ts';
import { minorFromWire, minorToWire } from '../../shared/money.ts';
import type { CardDetails, GatewayEvent, PaymentGateway, PaymentOutcome } from './payments.gateways.ts';
import { processorClient } from './payments.processor-client.ts';
import { CARD_BRANDS, FUND_VERIFICATIONS } from './payments.tables.ts';

export const CARD_PROCESSOR_GATEWAY = 'simulated';

export type CardProcessorConfig = {
  /** Where the API reaches the processor (server to server). */
  apiUrl: string;
  /** Where the browser reaches the processor (its hosted field and challenge pages). */
  publicUrl: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
};

/** Webhooks older or newer than this are refused (a replay of an old capture). */
const WEBHOOK_TOLERANCE_SECONDS = 300;

const PaymentAnswer = z.object({
  id: z.string().min(1).max(100),
  status: z.enum(['processing', 'succeeded', 'requires_action', 'declined', 'canceled', 'refunded']),
  challenge_url: z.string().nullable().optional(),
  decline_reason: z.string().max(500).nullable().optional(),
});

const CardAnswer = z.object({
  id: z.string(),
  brand: z.enum(CARD_BRANDS),
  last4: z.string().regex(/^[0-9]{4}$/),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int().min(2000).max(2100),
  verification: z.enum(FUND_VERIFICATIONS),
});

const WebhookBody = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(['payment.succeeded', 'payment.failed']),
  data: z.object({
    payment: z.string().min(1).max(100),
    reference: z.string().uuid(),
    amount: z.number().int().positive(),
    currency: z.string().regex(/^[A-Z]{3}$/),
    decline_reason: z.string().max(500).nullable().optional(),
  }),
});

/** Signs a webhook body as the processor does (the processor and the tests use it). */
export function signCardProcessorWebhook(rawBody: string, secret: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

function verifySignature(rawBody: string, header: string | undefined, secret: string, now: Date): void {
  const parts = new Map(
    (header ?? '').split(',').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(t) || !/^[0-9a-f]{64}$/.test(given)) {
    throw new DomainError('webhook_invalid', { message: 'The notification is not signed.' });
  }
  if (Math.abs(now.getTime() / 1000 - t) > WEBHOOK_TOLERANCE_SECONDS) {
    throw new DomainError('webhook_invalid', { message: 'The notification is too old or too new.' });
  }
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) {
    throw new DomainError('webhook_invalid', { message: 'The notification signature does not match.' });
  }
}

/** Verifies and reads a webhook of the simulated processor (its card payments and its PayPal orders alike). */
export function parseProcessorWebhook(
  rawBody: string,
  signature: string | undefined,
  secret: string,
  now: Date,
): GatewayEvent {
  verifySignature(rawBody, signature, secret, now);
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new DomainError('webhook_invalid', { message: 'The notification is not JSON.' });
  }
  const parsed = WebhookBody.safeParse(body);
  if (!parsed.success)
    throw new DomainError('webhook_invalid', { message: 'The notification is not understood.' });
  const { id, type, data } = parsed.data;
  return {
    eventId: id,
    type,
    paymentReference: data.payment,
    depositId: data.reference,
    amountMinor: minorFromWire(data.amount),
    currency: data.currency,
    reason: data.decline_reason ?? null,
  };
}

function outcomeOf(answer: z.infer<typeof PaymentAnswer>): PaymentOutcome {
  // Still being decided at the processor: asked again later.
  if (answer.status === 'processing') throw new DomainError('gateway_unavailable');
  if (answer.status === 'succeeded') return { status: 'succeeded', reference: answer.id };
  if (answer.status === 'canceled' || answer.status === 'refunded') {
    return {
      status: 'declined',
      reference: answer.id,
      reason: answer.decline_reason ?? 'The payment was cancelled, so nothing was taken.',
    };
  }
  if (answer.status === 'requires_action' && answer.challenge_url) {
    return { status: 'requires_action', reference: answer.id, challengeUrl: answer.challenge_url };
  }
  return {
    status: 'declined',
    reference: answer.id,
    reason: answer.decline_reason ?? 'Your card was declined.',
  };
}

export function cardProcessorGateway(config: CardProcessorConfig): PaymentGateway {
  const call = processorClient(config);

  return {
    code: CARD_PROCESSOR_GATEWAY,
    clearingAccount: 'card_deposits',
    hostedFields: {
      url: new URL('/hosted/card-fields', config.publicUrl).toString(),
      publishableKey: config.publishableKey,
    },

    async createDeposit(input) {
      if (!input.card && !input.walletToken) throw new DomainError('payment_method_unavailable');
      const { status, json } = await call('/v1/payments', {
        method: 'POST',
        idempotencyKey: input.depositId,
        body: {
          // A saved card's token, or the one-time token of a device wallet (Apple Pay, Google Pay).
          ...(input.card ? { payment_method: input.card.token } : { wallet_token: input.walletToken }),
          amount: minorToWire(input.amountMinor),
          currency: input.currency,
          reference: input.depositId,
          ...(input.card?.csc ? { csc: input.card.csc } : {}),
          ...(input.browser ? { browser: input.browser } : {}),
        },
      });
      const parsed = PaymentAnswer.safeParse(json);
      if (!parsed.success) {
        if (status === 404)
          return { status: 'declined', reference: null, reason: 'This card is no longer available.' };
        throw new DomainError('gateway_unavailable');
      }
      return outcomeOf(parsed.data);
    },

    async addCard(token): Promise<CardDetails> {
      const { status, json } = await call(`/v1/payment_methods/${encodeURIComponent(token)}`);
      const parsed = CardAnswer.safeParse(json);
      if (status === 404 || !parsed.success) {
        throw new DomainError('validation_failed', {
          fields: { token: ['That card could not be found. Please enter it again.'] },
        });
      }
      const c = parsed.data;
      return {
        token: c.id,
        brand: c.brand,
        lastFour: c.last4,
        expiryMonth: c.exp_month,
        expiryYear: c.exp_year,
        verification: c.verification,
      };
    },

    async paymentResult(reference) {
      const { json } = await call(`/v1/payments/${encodeURIComponent(reference)}`);
      const parsed = PaymentAnswer.safeParse(json);
      if (!parsed.success) throw new DomainError('gateway_unavailable');
      return outcomeOf(parsed.data);
    },

    async findDeposit(depositId) {
      const { json } = await call(`/v1/payments?reference=${encodeURIComponent(depositId)}`);
      const parsed = z.object({ data: z.array(PaymentAnswer) }).safeParse(json);
      if (!parsed.success) throw new DomainError('gateway_unavailable');
      const [payment] = parsed.data.data;
      return payment ? outcomeOf(payment) : null;
    },

    async startApplePaySession(input) {
      const { status, json } = await call('/v1/applepay/sessions', {
        method: 'POST',
        body: {
          validation_url: input.validationUrl,
          domain_name: input.domainName,
          display_name: input.displayName,
        },
      });
      const parsed = z.record(z.string(), z.unknown()).safeParse(json);
      if (status === 400 || status === 422) {
        throw new DomainError('validation_failed', {
          fields: { domainName: ['Apple Pay is not available on this website.'] },
        });
      }
      if (status >= 300 || !parsed.success) throw new DomainError('gateway_unavailable');
      return parsed.data;
    },

    async cancelWaiting(reference) {
      const { status } = await call(`/v1/payments/${encodeURIComponent(reference)}/cancel`, {
        method: 'POST',
        idempotencyKey: `cancel-${reference}`,
      });
      if (status >= 400) throw new DomainError('gateway_unavailable');
    },

    parseWebhook: (rawBody, signature, now) =>
      parseProcessorWebhook(rawBody, signature, config.webhookSecret, now),
  };
}
