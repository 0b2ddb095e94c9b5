/**
 * Saved funds (cards), card deposits and 3-D Secure (spec 2 §3, §4, §5, §7): what the browser and the API say to
 * each other about them. A card number or security code never appears here except the security code a deposit
 * with a saved card carries through to the gateway.
 */
import { z } from 'zod';
import { FORM_MESSAGES } from './form-messages.ts';
import { DepositCurrencySchema, MoneyDto } from './money.ts';
import { PaymentMethodCodeSchema } from './wallet.ts';

/** Spec 2 §3: the colour depths 3-D Secure accepts; a browser's value is snapped down to the nearest one. */
export const COLOUR_DEPTHS = [1, 4, 8, 15, 16, 24, 32, 48] as const;

/** The largest accepted colour depth not above `depth` (1 for anything smaller). */
export function snapColourDepth(depth: number): (typeof COLOUR_DEPTHS)[number] {
  let snapped: (typeof COLOUR_DEPTHS)[number] = 1;
  for (const d of COLOUR_DEPTHS) if (Number.isFinite(depth) && depth >= d) snapped = d;
  return snapped;
}

export const CHALLENGE_WINDOW_SIZES = ['Small', 'Medium', 'Large', 'ExtraLarge', 'FullScreen'] as const;

/** The path the 3-D Secure step returns the browser to (spec 2 §3 notificationUrl). */
export const THREE_DS_NOTIFY_PATH = '/3ds/notify';

/** Spec 2 §3: the browser data sent with a card deposit for 3-D Secure. */
export const ThreeDsBrowserData = z.object({
  browserJavascriptEnabled: z.boolean(),
  browserJavaEnabled: z.boolean(),
  browserLanguage: z.string().regex(/^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/, 'That is not a language tag.'),
  browserColorDepth: z.union(COLOUR_DEPTHS.map((d) => z.literal(d))),
  browserScreenHeight: z.number().int().min(1).max(100_000),
  browserScreenWidth: z.number().int().min(1).max(100_000),
  /** Minutes from UTC, as the browser's Date.getTimezoneOffset() gives them. */
  browserTz: z.number().int().min(-900).max(900),
  challengeWindowSize: z.enum(CHALLENGE_WINDOW_SIZES),
  notificationUrl: z
    .string()
    .max(500)
    .url('The notification URL must be a URL.')
    .refine(
      // `?flow=checkout` when the deposit pays for a cart (the return then goes to the checkout's pages).
      (u) => /^https?:\/\/[^/]+\/3ds\/notify(\?flow=checkout)?$/.test(u),
      'The notification URL must end in /3ds/notify.',
    ),
});
export type ThreeDsBrowserData = z.infer<typeof ThreeDsBrowserData>;

/** POST /v2/funds/{id}/deposit (3.4): a deposit with a saved card. `amount` in cents. */
export const FundDepositBody = z.object({
  amount: z.number().int(FORM_MESSAGES.amountFormat).positive(),
  currency: DepositCurrencySchema,
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'That idempotency key is not valid.'),
  /** The card security code, where the method's gateway rules ask for it. */
  csc: z
    .string()
    .regex(/^[0-9]{3,4}$/, 'Please enter the 3 or 4 digit security code.')
    .optional(),
  strongCustomerAuthentication: ThreeDsBrowserData,
});
export type FundDepositBody = z.infer<typeof FundDepositBody>;

/** POST /v2/funds/{method}/{gateway}: save the card the gateway's hosted field tokenised. */
export const AddCardBody = z.object({
  token: z.string().regex(/^[A-Za-z0-9_]{8,100}$/, 'That card token is not valid.'),
});
export type AddCardBody = z.infer<typeof AddCardBody>;

export const CARD_BRAND_NAMES = ['AmericanExpress', 'MasterCard', 'Visa'] as const;
export const FUND_VERIFICATION_LABELS = [
  'Failed Verification',
  'Pending Verification',
  'Unverified',
  'Verified',
] as const;

/** Spec 2 §3 Fund: a saved card. */
export const FundDto = z.object({
  id: z.string(),
  default: z.boolean(),
  type: PaymentMethodCodeSchema,
  gateway: z.string(),
  brand: z.enum(CARD_BRAND_NAMES),
  lastFour: z.string(),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
  verification: z.enum(FUND_VERIFICATION_LABELS),
  isBank: z.boolean(),
});
export type FundDto = z.infer<typeof FundDto>;

/** How the browser takes a card for a gateway: its hosted field (framed), or Stripe.js's card Element. */
export const CARD_ENTRY_KINDS = ['hosted_field', 'stripe_elements'] as const;

/** GET /v2/funds/card_gateways: where a card is entered (the gateway's own hosted field, or Stripe.js). */
export const CardGatewayDto = z.object({
  gateway: z.string(),
  methodCode: PaymentMethodCodeSchema,
  entry: z.enum(CARD_ENTRY_KINDS),
  /** The gateway's hosted card field, to be framed (its origin must be in the page's frame-src); null for Stripe. */
  hostedFieldsUrl: z.string().nullable(),
  publishableKey: z.string(),
  cscRequired: z.boolean(),
});
export type CardGatewayDto = z.infer<typeof CardGatewayDto>;

/** POST /v2/funds/stripe/setup: the SetupIntent Stripe.js confirms with the card, and the key it is opened with. */
export const StripeSetupDto = z.object({ clientSecret: z.string(), publishableKey: z.string() });
export type StripeSetupDto = z.infer<typeof StripeSetupDto>;

export const CARD_DEPOSIT_STATUSES = ['pending', 'approved', 'declined'] as const;

/** A card deposit as the customer follows it: pending (maybe with a challenge to complete), approved or declined. */
export const CardDepositDto = z.object({
  depositId: z.string(),
  status: z.enum(CARD_DEPOSIT_STATUSES),
  amount: MoneyDto,
  methodCode: PaymentMethodCodeSchema,
  /** While pending: where the customer completes the 3-D Secure challenge. */
  challengeUrl: z.string().nullable(),
  /** When declined: the gateway's reason. */
  declineReason: z.string().nullable(),
  /** When approved: the wallet transaction that credited it. */
  transactionId: z.string().nullable(),
  createdAt: z.string(),
});
export type CardDepositDto = z.infer<typeof CardDepositDto>;

/** What a customer reads on a deposit they cancelled, and why one cannot be cancelled (by its state). */
export const DEPOSIT_CANCEL_MESSAGES = {
  cancelled: 'You cancelled this deposit, so nothing was taken.',
  approved: 'This deposit has been approved and cannot be cancelled. The money is in your balance.',
  declined: 'This deposit was not made, so there is nothing to cancel.',
  processing: 'This deposit is being processed by the payment provider and cannot be cancelled now.',
} as const;
