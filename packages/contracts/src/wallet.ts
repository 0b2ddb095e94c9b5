/** Wallet, payment methods, deposits and transactions (spec 2 §3, §5, §7). */
import { z } from 'zod';
import { FORM_MESSAGES } from './form-messages.ts';
import { DepositCurrencySchema, MoneyDto } from './money.ts';

/** Payment method codes (spec 2 §3). `td` is the test deposit. */
export const PAYMENT_METHOD_CODES = ['ap', 'bp', 'cc', 'bd', 'dd', 'gp', 'pl', 'td'] as const;
export const PaymentMethodCodeSchema = z.enum(PAYMENT_METHOD_CODES);
export type PaymentMethodCode = z.infer<typeof PaymentMethodCodeSchema>;

export const PaymentMethodDto = z.object({
  code: PaymentMethodCodeSchema,
  name: z.string(),
  funds: z.object({ cart: z.boolean(), withdraw: z.boolean(), digitalWallets: z.boolean() }),
  availableGateways: z.array(z.string()),
  rules: z.object({
    enabled: z.boolean(),
    minAmount: MoneyDto,
    maxAmount: MoneyDto,
    /** Per gateway: whether a deposit with a saved card must carry its card security code. */
    gatewayRules: z.array(z.object({ gateway: z.string(), cscRequired: z.boolean() })),
  }),
  attributes: z.record(z.string(), z.string()),
});
export type PaymentMethodDto = z.infer<typeof PaymentMethodDto>;

/** POST /v2/funds/{method}/{gateway}/deposit (3.4): `amount` in minor units (cents). */
export const DepositBody = z.object({
  amount: z.number().int(FORM_MESSAGES.amountFormat).positive(),
  currency: DepositCurrencySchema,
  /** Client-chosen key: a retried deposit with the same key posts once. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'That idempotency key is not valid.'),
  checkout: z.boolean().optional(),
});
export type DepositBody = z.infer<typeof DepositBody>;

export const DepositDto = z.object({
  depositId: z.string(),
  transactionId: z.string(),
  status: z.enum(['approved', 'declined']),
  amount: MoneyDto,
  balance: MoneyDto,
  methodCode: PaymentMethodCodeSchema,
  createdAt: z.string(),
});
export type DepositDto = z.infer<typeof DepositDto>;

export const TRANSACTION_TYPES = [
  'deposit',
  'purchase',
  'prize',
  'refund',
  'withdrawal',
  'migration',
] as const;

/** One movement of the customer's wallet, seen from the customer: amount > 0 in, < 0 out. */
export const TransactionDto = z.object({
  id: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  description: z.string(),
  amount: MoneyDto,
  balanceAfter: MoneyDto,
  /** checkoutId for a purchase, the ticket id for a prize, the deposit id for a deposit. */
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type TransactionDto = z.infer<typeof TransactionDto>;

/** The id of a saved fund, a deposit, a bank account or a withdrawal in a path: a UUID of any version. */
export const WalletIdSchema = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'That is not an id.');

/** A payment gateway's key in a path (`/funds/cc/stripe`, `/webhooks/stripe`). */
export const GatewayKeySchema = z
  .string()
  .regex(/^[a-z0-9_-]{1,40}$/, 'A gateway has lower-case letters, digits, dashes and underscores.');

/** `/{method}/{gateway}` of a deposit or a saved card: a payment method code as written and a gateway key. */
export const MethodGatewayParams = z.object({
  method: z.string().regex(/^[a-z]{2}$/, 'A payment method code is two lower-case letters.'),
  gateway: GatewayKeySchema,
});
