/**
 * Stripe behind the gateway port (decision 047), on the official `stripe` SDK: cards are saved with a SetupIntent
 * (`createSetup`, POST /funds/stripe/setup; Stripe.js confirms it in the browser, so the number never reaches us)
 * and charged with a PaymentIntent confirmed at once with the saved PaymentMethod, keyed by the deposit id (its
 * idempotency key and its metadata); 3-D Secure is Stripe's redirect back to the shop's `/3ds/notify`. Webhooks are
 * verified with the SDK's own signature check. The SDK reaches `apiUrl` when it is given (the local fake of Stripe's
 * API in the demo and the tests), else api.stripe.com.
 */
import Stripe from 'stripe';
import { DomainError } from '../../errors.ts';
import { minorFromWire, minorToWire } from '../../shared/money.ts';
import type { CardDetails, GatewayEvent, PaymentGateway, PaymentOutcome } from './payments.gateways.ts';
import type { CardBrand } from './payments.tables.ts';

export const STRIPE_GATEWAY = 'stripe';

export type StripeConfig = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the SDK sends its requests; unset, Stripe itself. */
  apiUrl?: string | undefined;
};

const BRANDS: Record<string, CardBrand> = { visa: 'Visa', mastercard: 'MasterCard', amex: 'AmericanExpress' };
const WEBHOOK_TOLERANCE_SECONDS = 300;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the SDK's client is made with: Stripe's host, or the fake's host, port and protocol. */
export function stripeClient(config: StripeConfig): Stripe {
  const target = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    ...(target
      ? {
          host: target.hostname,
          port: Number(target.port || (target.protocol === 'https:' ? 443 : 80)),
          protocol: target.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/** The states of a PaymentIntent still waiting on the customer, which a cancel ends without taking anything. */
const CANCELLABLE_WHILE_WAITING = new Set<Stripe.PaymentIntent.Status>([
  'requires_action',
  'requires_payment_method',
  'requires_confirmation',
]);

function outcomeOf(pi: Stripe.PaymentIntent): PaymentOutcome {
  if (pi.status === 'succeeded') return { status: 'succeeded', reference: pi.id };
  const redirect = pi.next_action?.redirect_to_url?.url;
  if (pi.status === 'requires_action' && redirect) {
    return { status: 'requires_action', reference: pi.id, challengeUrl: redirect };
  }
  // Still being decided (processing, or a confirmation not yet made): asked again later.
  if (
    pi.status === 'processing' ||
    pi.status === 'requires_confirmation' ||
    pi.status === 'requires_capture'
  ) {
    throw new DomainError('gateway_unavailable');
  }
  return {
    status: 'declined',
    reference: pi.id,
    reason:
      pi.status === 'canceled'
        ? 'The payment was cancelled, so nothing was taken.'
        : (pi.last_payment_error?.message ?? 'Your card was declined.'),
  };
}

/** Anything but a card error is Stripe being unreachable or unhappy: the deposit stays pending and is asked again. */
function unavailable(err: unknown): never {
  if (err instanceof DomainError) throw err;
  throw new DomainError('gateway_unavailable');
}

export type StripeGateway = PaymentGateway & {
  /** A SetupIntent for the shop's customer (their Stripe customer found or made): what Stripe.js confirms. */
  createSetup(customerId: string): Promise<{ clientSecret: string; publishableKey: string }>;
};

export function stripeGateway(config: StripeConfig, client: Stripe = stripeClient(config)): StripeGateway {
  /** The shop customer's Stripe customer: found by its metadata, else made once (keyed by the customer id). */
  async function stripeCustomer(customerId: string): Promise<string> {
    const found = await client.customers.search({ query: `metadata['shopCustomerId']:'${customerId}'` });
    if (found.data[0]) return found.data[0].id;
    const made = await client.customers.create(
      { metadata: { shopCustomerId: customerId } },
      { idempotencyKey: `customer-${customerId}` },
    );
    return made.id;
  }

  return {
    code: STRIPE_GATEWAY,
    clearingAccount: 'card_deposits',
    signatureHeader: 'stripe-signature',
    stripeElements: { publishableKey: config.publishableKey },

    async createSetup(customerId) {
      try {
        const intent = await client.setupIntents.create({
          customer: await stripeCustomer(customerId),
          usage: 'off_session',
          allowed_payment_method_types: ['card'],
          metadata: { shopCustomerId: customerId },
        });
        if (!intent.client_secret) throw new DomainError('gateway_unavailable');
        return { clientSecret: intent.client_secret, publishableKey: config.publishableKey };
      } catch (err) {
        return unavailable(err);
      }
    },

    async addCard(token): Promise<CardDetails> {
      let pm: Stripe.PaymentMethod;
      try {
        pm = await client.paymentMethods.retrieve(token);
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError) {
          throw new DomainError('validation_failed', {
            fields: { token: ['That card could not be found. Please enter it again.'] },
          });
        }
        return unavailable(err);
      }
      const brand = BRANDS[pm.card?.brand ?? ''];
      if (!pm.card || !brand) {
        throw new DomainError('validation_failed', {
          fields: { token: ['We accept Visa, MasterCard and American Express cards.'] },
        });
      }
      return {
        token: pm.id,
        brand,
        lastFour: pm.card.last4,
        expiryMonth: pm.card.exp_month,
        expiryYear: pm.card.exp_year,
        verification: 'Verified',
      };
    },

    async createDeposit(input) {
      if (!input.card) throw new DomainError('payment_method_unavailable');
      try {
        const pm = await client.paymentMethods.retrieve(input.card.token);
        const notify = input.browser?.notificationUrl;
        const intent = await client.paymentIntents.create(
          {
            amount: minorToWire(input.amountMinor),
            currency: input.currency.toLowerCase(),
            payment_method: pm.id,
            ...(typeof pm.customer === 'string' ? { customer: pm.customer } : {}),
            allowed_payment_method_types: ['card'],
            confirm: true,
            ...(notify ? { return_url: `${notify}?reference=${encodeURIComponent(input.depositId)}` } : {}),
            metadata: { depositId: input.depositId, shopCustomerId: input.customerId },
          },
          { idempotencyKey: input.depositId },
        );
        return outcomeOf(intent);
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) {
          return {
            status: 'declined',
            reference: (err.raw as { payment_intent?: { id?: string } }).payment_intent?.id ?? null,
            reason: err.message || 'Your card was declined.',
          };
        }
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') {
          return { status: 'declined', reference: null, reason: 'This card is no longer available.' };
        }
        return unavailable(err);
      }
    },

    async paymentResult(reference) {
      try {
        return outcomeOf(await client.paymentIntents.retrieve(reference));
      } catch (err) {
        return unavailable(err);
      }
    },

    async findDeposit(depositId) {
      try {
        const found = await client.paymentIntents.search({ query: `metadata['depositId']:'${depositId}'` });
        return found.data[0] ? outcomeOf(found.data[0]) : null;
      } catch (err) {
        return unavailable(err);
      }
    },

    async cancelWaiting(reference) {
      try {
        const intent = await client.paymentIntents.retrieve(reference);
        if (!CANCELLABLE_WHILE_WAITING.has(intent.status)) return;
        await client.paymentIntents.cancel(reference, {}, { idempotencyKey: `cancel-${reference}` });
      } catch (err) {
        // Completed (or cancelled) between the read and the cancel: left as it is, and read again by the caller.
        if (err instanceof Stripe.errors.StripeError && err.code === 'payment_intent_unexpected_state')
          return;
        return unavailable(err);
      }
    },

    parseWebhook(rawBody, signature, now): GatewayEvent | null {
      let event: Stripe.Event;
      try {
        event = client.webhooks.constructEvent(
          rawBody,
          signature ?? '',
          config.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          now.getTime(),
        );
      } catch {
        throw new DomainError('webhook_invalid', { message: 'The notification signature does not match.' });
      }
      if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed') {
        return null;
      }
      const intent = event.data.object;
      const depositId = intent.metadata?.depositId;
      if (!depositId) return null;
      if (!UUID.test(depositId)) {
        throw new DomainError('webhook_invalid', { message: 'The notification does not match a deposit.' });
      }
      return {
        eventId: event.id,
        type: event.type === 'payment_intent.succeeded' ? 'payment.succeeded' : 'payment.failed',
        paymentReference: intent.id,
        depositId,
        amountMinor: minorFromWire(intent.amount),
        currency: intent.currency.toUpperCase(),
        reason: intent.last_payment_error?.message ?? null,
      };
    },
  };
}
