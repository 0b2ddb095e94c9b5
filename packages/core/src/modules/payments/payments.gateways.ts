/**
 * The port every payment gateway sits behind: create a deposit (a payment), save a card from the gateway's token,
 * read a payment's 3-D Secure result, cancel a payment still waiting on the customer, and verify and read a webhook. The test deposit's
 * gateway answers at once; the card processor's adapter is `payments.card-processor.ts`.
 */
import { randomUUID } from 'node:crypto';
import type { ThreeDsBrowserData } from '@lottoshop/contracts/funds';
import type { SystemAccountKey } from '../ledger/index.ts';
import type { CardBrand, FundVerification, PaymentMethodRow } from './payments.tables.ts';

/** What a gateway says about a payment. */
export type PaymentOutcome =
  | { status: 'succeeded'; reference: string }
  | { status: 'requires_action'; reference: string; challengeUrl: string }
  | { status: 'declined'; reference: string | null; reason: string };

/** A card as the gateway describes it from its token; never the number. */
export type CardDetails = {
  token: string;
  brand: CardBrand;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
  verification: FundVerification;
};

/** A verified gateway notification about a payment. */
export type GatewayEvent = {
  eventId: string;
  type: 'payment.succeeded' | 'payment.failed';
  /** The gateway's payment id. */
  paymentReference: string;
  /** The deposit id we gave the gateway when the payment was created. */
  depositId: string;
  amountMinor: bigint;
  currency: string;
  reason: string | null;
};

export type CreateDepositInput = {
  depositId: string;
  customerId: string;
  method: PaymentMethodRow;
  amountMinor: bigint;
  currency: string;
  /** A card payment: the saved card's token and, where the rules ask, its security code. */
  card?: { token: string; csc?: string | undefined };
  browser?: ThreeDsBrowserData;
  /** A redirect-based payment (PayPal): where its approval page sends the browser back. */
  returnUrl?: string;
  /** A device wallet's payment (Apple Pay, Google Pay): the one-time token the wallet gave the page. */
  walletToken?: string;
};

export type ApplePaySessionInput = { validationUrl: string; domainName: string; displayName: string };

export type PaymentGateway = {
  /** The gateway's code in the paths /funds/{method}/{gateway}…. */
  readonly code: string;
  /** The system account money paid through this gateway comes from (what the gateway owes the shop). */
  readonly clearingAccount: SystemAccountKey;
  /** Asks the gateway to take `amountMinor` from the customer for deposit `depositId`. */
  createDeposit(input: CreateDepositInput): Promise<PaymentOutcome>;
  /** The card behind a token the gateway's hosted field gave the browser. */
  addCard?(token: string): Promise<CardDetails>;
  /** The payment's state now (after a 3-D Secure challenge, or when a notification is late). */
  paymentResult?(reference: string): Promise<PaymentOutcome>;
  /** The payment made for deposit `depositId` when its answer was lost; null when the gateway has none. */
  findDeposit?(depositId: string): Promise<PaymentOutcome | null>;
  /**
   * Apple Pay's merchant validation: asks Apple, at the `validationUrl` the browser's payment session named, for a
   * merchant session for this shop on `domainName`; the opaque session goes back to the browser untouched.
   */
  startApplePaySession?(input: ApplePaySessionInput): Promise<Record<string, unknown>>;
  /**
   * Cancels a payment still waiting on the customer's own step (a 3-D Secure challenge), so that it can no longer
   * be completed. A payment the customer completed meanwhile is left as it is, never refunded: the shop may
   * already have credited it (its webhook), and reads it again after the cancel to settle it as it stands.
   */
  cancelWaiting?(reference: string): Promise<void>;
  /**
   * Verifies a webhook's signature on its raw body and reads it; throws `webhook_invalid` otherwise. Null: a genuine
   * notification that is not about a payment (acknowledged, nothing done).
   */
  parseWebhook?(rawBody: string, signature: string | undefined, now: Date): GatewayEvent | null;
  /** The request header its webhooks carry their signature in (default `processor-signature`). */
  readonly signatureHeader?: string;
  /** Where the browser enters a card (the gateway's hosted field) and the key it is opened with. */
  readonly hostedFields?: { url: string; publishableKey: string };
  /** Stripe: the browser takes the card in Stripe.js's card Element, opened with this publishable key. */
  readonly stripeElements?: { publishableKey: string };
};

/** The gateway of the test deposit (`td`): approved at once, no money really moves. */
export const testGateway: PaymentGateway = {
  code: 'test',
  clearingAccount: 'td_deposits',
  createDeposit: async () => ({ status: 'succeeded', reference: `test-${randomUUID()}` }),
};

/** The gateways the shop can use, by code (the card processor's is added from configuration). */
export type PaymentGateways = ReadonlyMap<string, PaymentGateway>;

export const PAYMENT_GATEWAYS: PaymentGateways = new Map([[testGateway.code, testGateway]]);

/** The test gateway plus the given ones. */
export function paymentGateways(...gateways: PaymentGateway[]): PaymentGateways {
  return new Map([testGateway, ...gateways].map((g) => [g.code, g]));
}

/** The given gateways alone, without the test gateway: a production shop's (no money in without a payment). */
export function liveGateways(...gateways: PaymentGateway[]): PaymentGateways {
  return new Map(gateways.filter((g) => g.code !== testGateway.code).map((g) => [g.code, g]));
}
