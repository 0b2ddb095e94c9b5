/**
 * Bank accounts, withdrawals and bank deposits (spec 2 §3, §5, §7): what the browser and the API say to each other
 * about saving a bank account or PayID, withdrawing money, and paying in by BPAY or direct deposit. A full account
 * number is sent once, when it is saved; afterwards only its last digits are shown.
 */
import { z } from 'zod';
import { FORM_MESSAGES } from './form-messages.ts';
import { MoneyDto } from './money.ts';

/** Spec 2 §3: withdrawal bank type values. */
export const BANK_ACCOUNT_TYPES = ['national', 'international', 'payid_email', 'payid_phone'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

/**
 * POST /v2/funds/bank-account (3.8): `code` is the bank code (the BSB of a national account, the SWIFT/BIC of an
 * international one; none for a PayID), `accountNumber` the account number, IBAN, PayID e-mail or PayID mobile.
 * Every field is checked on the server, which answers each problem on `account_number`, `bsb`, `swift` or
 * `account_name`.
 */
export const BankAccountBody = z.object({
  type: z.enum(BANK_ACCOUNT_TYPES, { error: 'Choose the kind of account.' }),
  code: z.string().max(40, 'That bank code is too long.').optional(),
  accountNumber: z.string().max(300, 'That account number is too long.'),
  accountName: z.string().max(100, 'That account name is too long.'),
});
export type BankAccountBody = z.infer<typeof BankAccountBody>;

/** A saved bank account or PayID as the customer sees it: never the full number. */
export const BankAccountDto = z.object({
  id: z.string(),
  type: z.enum(BANK_ACCOUNT_TYPES),
  accountName: z.string(),
  /** The BSB (`NNN-NNN`) or SWIFT/BIC; null for a PayID. */
  bankCode: z.string().nullable(),
  /** What the customer recognises it by: the last digits, or the PayID partly hidden. */
  label: z.string(),
  isBank: z.literal(true),
  createdAt: z.string(),
});
export type BankAccountDto = z.infer<typeof BankAccountDto>;

/** Spec 2 §3: withdrawal methods tt (bank account), pl (PayPal), tw (test), do (donation). */
export const WITHDRAWAL_METHOD_CODES = ['tt', 'pl', 'tw', 'do'] as const;
export const WithdrawalMethodCodeSchema = z.enum(WITHDRAWAL_METHOD_CODES, {
  error: 'That is not a way to withdraw.',
});
export type WithdrawalMethodCode = z.infer<typeof WithdrawalMethodCodeSchema>;

export const WithdrawalMethodDto = z.object({
  code: WithdrawalMethodCodeSchema,
  name: z.string(),
  minAmount: MoneyDto,
  maxAmount: MoneyDto,
  description: z.string(),
});
export type WithdrawalMethodDto = z.infer<typeof WithdrawalMethodDto>;

/** GET /v2/customer/withdrawable-funds: what can be withdrawn now, and the ways to withdraw it. */
export const WithdrawableFundsDto = z.object({
  amount: z.number().int(),
  currency: z.string(),
  /** The wallet's available funds (balance less holds); the withdrawable amount is never more. */
  available: MoneyDto,
  /** Funds that cannot be withdrawn (promotional credit), already left out of `amount`. */
  notWithdrawable: MoneyDto,
  methods: z.array(WithdrawalMethodDto),
});
export type WithdrawableFundsDto = z.infer<typeof WithdrawableFundsDto>;

/** POST /v2/{method}/withdraw (3.1): `amount` in cents, and where the money goes for the method. */
export const WithdrawBody = z.object({
  amount: z.number().int(FORM_MESSAGES.amountFormat).positive('Please enter an amount.'),
  /** tt: the saved bank account or PayID to pay. */
  bankAccountId: z.string().max(100).optional(),
  /** pl: the PayPal account's e-mail address. */
  email: z.string().max(300).optional(),
  /** do: the cause (its key) the money is given to. */
  causeKey: z.string().max(100).optional(),
  /** Client-chosen key: a retried withdrawal with the same key is made once. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'That idempotency key is not valid.'),
});
export type WithdrawBody = z.infer<typeof WithdrawBody>;

export const WITHDRAWAL_STATUSES = ['pending', 'paid', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** Spec 2 §3 withdrawal record (withdrawalMethodCode), with where it stands. */
export const WithdrawalDto = z.object({
  id: z.string(),
  withdrawalMethodCode: WithdrawalMethodCodeSchema,
  methodName: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  amount: MoneyDto,
  /** Where the money goes, as the customer recognises it (never a full account number). */
  destination: z.string(),
  /** The hold on the wallet made when it was requested (the withdraw summary's transaction). */
  transactionId: z.string(),
  /** Why the operator rejected it. */
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type WithdrawalDto = z.infer<typeof WithdrawalDto>;

/** GET /v2/funds/bank-deposit: how the customer pays in by BPAY and direct deposit. */
export const BankDepositDetailsDto = z.object({
  bpay: z
    .object({
      billerCode: z.string(),
      /** The customer's reference number (CRN), with its check digit. */
      reference: z.string(),
    })
    .nullable(),
  directDeposit: z
    .object({
      accountName: z.string(),
      bsb: z.string(),
      accountNumber: z.string(),
      /** What the customer writes in the transfer's description so it is credited to them. */
      reference: z.string(),
    })
    .nullable(),
});
export type BankDepositDetailsDto = z.infer<typeof BankDepositDetailsDto>;
