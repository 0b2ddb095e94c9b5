/**
 * Deposit and buy in one step (spec 2 §3 Deposit purchase, §7 POST /deposit_purchase; spec 1 §7 a purchase
 * carrying a deposit method), and the PayPal deposit (spec 2 §7 POST /funds/pl/braintree). The deposit part is the
 * spec's deposit request; the purchase part carries the channel (APP when the visit came with utm_source=app,
 * else web), metadata and a partner key.
 */
import { z } from 'zod';
import { FORM_MESSAGES } from './form-messages.ts';
import { CardDepositDto, ThreeDsBrowserData } from './funds.ts';
import { DepositCurrencySchema, MoneyDto } from './money.ts';

export const DEPOSIT_PURCHASE_KINDS = ['ad_hoc', 'checkout', 'membership', 'partner_purchase'] as const;
export type DepositPurchaseKind = (typeof DEPOSIT_PURCHASE_KINDS)[number];

export const CHANNEL_KEYS = ['APP', 'web'] as const;
export type ChannelKey = (typeof CHANNEL_KEYS)[number];

/** Spec 2 §3: APP when the visit's utm_source is app, otherwise web. */
export const channelKeyFor = (utmSource: string | null | undefined): ChannelKey =>
  utmSource?.trim().toLowerCase() === 'app' ? 'APP' : 'web';

/** The deposit methods a deposit purchase can pay with (a saved card, PayPal, or a device wallet's token). */
export const DEPOSIT_PURCHASE_METHODS = ['cc', 'pl', 'ap', 'gp'] as const;

const IdempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'That idempotency key is not valid.');

/** Where a redirect-based payment (PayPal) sends the browser back: the shop's own /3ds/notify. */
export const ReturnUrl = z
  .string()
  .max(500)
  .url('The return URL must be a URL.')
  .refine(
    (u) => /^https?:\/\/[^/]+\/3ds\/notify(\?flow=checkout)?$/.test(u),
    'The return URL must end in /3ds/notify.',
  );

/** The deposit request of spec 2 §3 (amount in cents). */
export const DepositRequest = z.object({
  amount: z.number().int(FORM_MESSAGES.amountFormat).positive(),
  currency: DepositCurrencySchema,
  idempotencyKey: IdempotencyKey,
  /** A saved card … */
  customerFundId: z.string().uuid('That card could not be found.').optional(),
  /** … or a method paid without a saved fund (pl, ap, gp). */
  depositMethodCode: z.enum(DEPOSIT_PURCHASE_METHODS).optional(),
  gatewayKey: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/, 'A gateway has lower-case letters, digits, dashes and underscores.')
    .optional(),
  csc: z
    .string()
    .regex(/^[0-9]{3,4}$/, 'Please enter the 3 or 4 digit security code.')
    .optional(),
  strongCustomerAuthentication: ThreeDsBrowserData.optional(),
  /** PayPal: where its approval page sends the browser back. */
  returnUrl: ReturnUrl.optional(),
  /** Apple Pay or Google Pay: the token the device wallet gave the page. */
  walletToken: z
    .string()
    .regex(/^[A-Za-z0-9_+/=.-]{8,10000}$/, 'That wallet token is not valid.')
    .optional(),
});
export type DepositRequest = z.infer<typeof DepositRequest>;

/** POST /v2/deposit_purchase (3.3). */
export const DepositPurchaseBody = z
  .object({
    kind: z.enum(DEPOSIT_PURCHASE_KINDS),
    deposit: DepositRequest,
    purchase: z
      .object({
        channelKey: z.enum(CHANNEL_KEYS).default('web'),
        partnerKey: z.string().max(100).nullable().optional(),
        metadata: z.record(z.string(), z.string().max(200)).optional(),
        /** The cart total the customer saw (kind checkout); a different total buys nothing. */
        expectedTotal: MoneyDto.optional(),
      })
      .default({ channelKey: 'web' }),
  })
  .superRefine((body, ctx) => {
    const d = body.deposit;
    if (!d.customerFundId && !d.depositMethodCode) {
      ctx.addIssue({ code: 'custom', path: ['deposit', 'customerFundId'], message: 'Choose how to pay.' });
    }
  });
export type DepositPurchaseBody = z.infer<typeof DepositPurchaseBody>;

export const DEPOSIT_PURCHASE_STATUSES = [
  /** Waiting for the gateway (a 3-D Secure challenge, PayPal's approval). */
  'pending',
  /** Deposited and the tickets bought. */
  'purchased',
  /** Deposited, nothing to buy (kind ad_hoc). */
  'deposited',
  /** Deposited, but the purchase was refused (a draw closed meanwhile…): the money stays in the wallet. */
  'purchase_failed',
  /** The deposit was declined or cancelled: nothing was bought, no money taken. */
  'deposit_failed',
] as const;
export type DepositPurchaseStatus = (typeof DEPOSIT_PURCHASE_STATUSES)[number];

export const DepositPurchaseDto = z.object({
  depositPurchaseId: z.string(),
  kind: z.enum(DEPOSIT_PURCHASE_KINDS),
  channelKey: z.enum(CHANNEL_KEYS),
  status: z.enum(DEPOSIT_PURCHASE_STATUSES),
  deposit: CardDepositDto,
  /** When purchased: the checkout (GET /checkout/{checkoutId} is its receipt). */
  checkoutId: z.string().nullable(),
  /** What the customer is told when the purchase or the deposit failed. */
  message: z.string().nullable(),
});
export type DepositPurchaseDto = z.infer<typeof DepositPurchaseDto>;

/** POST /v2/funds/pl/braintree (3.4): a PayPal deposit, approved on PayPal's page. */
export const PaypalDepositBody = z.object({
  amount: z.number().int(FORM_MESSAGES.amountFormat).positive(),
  currency: DepositCurrencySchema,
  idempotencyKey: IdempotencyKey,
  returnUrl: ReturnUrl,
});
export type PaypalDepositBody = z.infer<typeof PaypalDepositBody>;

/** Spec 2 §8: the notice when PayPal could not fund a deposit. */
export const PAYPAL_FAILURE_MESSAGE =
  "We couldn't take your payment with PayPal. No money has been taken. Please try again or choose another way to pay.";

/**
 * POST /v2/funds/ap/merchant_session (3.4): Apple Pay's merchant validation. The browser's payment session names
 * Apple's validation address; the page sends it with its own host name.
 */
export const ApplePaySessionBody = z.object({
  validationUrl: z.string().min(1, 'That is not an Apple Pay validation address.').max(2000),
  domainName: z.string().min(1, 'That is not a website address.').max(253),
});
export type ApplePaySessionBody = z.infer<typeof ApplePaySessionBody>;

/**
 * The merchant session Apple's server gave, as JSON text: the browser hands it to Apple Pay untouched (the API's
 * snake-case envelope must not rename its fields).
 */
export const ApplePaySessionDto = z.object({ merchantSession: z.string() });
export type ApplePaySessionDto = z.infer<typeof ApplePaySessionDto>;
