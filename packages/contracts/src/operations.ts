/**
 * The operator's calls on the wire (family `ops`, the operator token only): a draw's result and settlement, a
 * raffle's draw and sales, flags on a customer, the ledger check and the banking desk. Their endpoints are
 * `endpoints/operations.ts`; the API serves them and the operator's CLI (scripts/ops) calls them.
 */
import { z } from 'zod';
import { DrawStatusSchema } from './draws.ts';
import { intQuery } from './int-query.ts';
import { MoneyDto } from './money.ts';
import { DrawResultDto } from './results.ts';

/** A draw of an offer, in the path: `/draws/:offerKey/:drawNo/…`. */
export const OpsDrawParams = z.object({
  offerKey: z
    .string()
    .regex(/^[a-z0-9_]{1,100}$/, 'A product offer key has lower-case letters, digits and underscores.'),
  drawNo: intQuery({ min: 1, max: 1_000_000_000 }),
});

/** A verification or an entry of the register, by its id. */
export const OpsUuidParams = z.object({ id: z.uuid({ error: 'An id is a UUID, as listed.' }) });

const Ball = z
  .number({ error: 'Each number must be a whole number.' })
  .int('Each number must be a whole number.');
const Balls = z.array(Ball).max(100, 'Too many numbers.');

/** POST /ops/draws/:offerKey/:drawNo/result: the official numbers, and each division's dividend in cents. */
export const OpsResultBody = z.object({
  main: Balls.min(1, 'Enter the main numbers.'),
  supplementary: Balls.default([]),
  bonus: Balls.default([]),
  dividends: z.record(
    z.string().regex(/^[1-9]\d{0,2}$/, 'A division is a number from 1.'),
    z
      .number({ error: 'A dividend is a whole number of cents.' })
      .int('A dividend is a whole number of cents.')
      .min(0, 'A dividend cannot be negative.')
      .max(Number.MAX_SAFE_INTEGER, 'That dividend is too large.'),
    { error: 'Give the dividends as an object of division -> cents.' },
  ),
});

export const OpsSettlementDto = z.object({
  status: DrawStatusSchema,
  linesScored: z.number().int(),
  winningLines: z.number().int(),
  prizesPaidNow: z.number().int(),
  totalPrizes: MoneyDto,
  totalPaid: MoneyDto,
});

export const OpsDrawOutcomeDto = z.object({ draw: DrawResultDto, settlement: OpsSettlementDto });

export const OpsCloseDto = z.object({
  productOfferKey: z.string(),
  drawNo: z.number().int(),
  status: DrawStatusSchema,
  drawStop: z.string(),
});

export const OpsOpenSalesDto = z.object({
  productOfferKey: z.string(),
  drawNo: z.number().int(),
  purchaseStatus: z.string(),
  preOrdersIssued: z.number().int(),
  ticketsIssued: z.number().int(),
});

export const OpsRaffleDrawDto = z.object({
  drawId: z.string(),
  status: DrawStatusSchema,
  entries: z.number().int(),
  winners: z.array(
    z.object({
      prizeName: z.string(),
      ticketNo: z.number().int(),
      payout: z.enum(['wallet', 'fulfilment']),
      paid: z.boolean(),
    }),
  ),
  prizesPaidNow: z.number().int(),
});

export const OpsCustomerEmailBody = z.object({ email: z.string().trim().min(3).max(254) });
export const OpsCustomerDto = z.object({ customerId: z.string() });

/** An account on the previous platform becomes eligible to move here, with its old balance. */
export const OpsMigrationEligibleBody = z.object({
  email: z.string().trim().min(3).max(254),
  mode: z.enum(['soft', 'hard']),
  /** In cents (the command line converts dollars). */
  balance: z.number().int().min(0).max(100_000_000),
  reference: z.string().trim().min(1).max(64),
});
export const OpsMigrationEligibleDto = z.object({ customerId: z.string(), status: z.string() });

export const OpsPublishTermsBody = z.object({ summary: z.string().trim().min(3).max(500) });
export const OpsPublishTermsDto = z.object({ version: z.number().int() });

export const OpsReviewDecisionDto = z.object({
  id: z.string(),
  customerId: z.string(),
  outcome: z.enum(['verified', 'rejected']),
  reason: z.string().nullable(),
});

/** Cents as a JSON number (exact below 2^53, far beyond any sum the shop holds). */
const Cents = z.number().int();

export const OpsLedgerCheckDto = z.object({
  sound: z.boolean(),
  accounts: z.number().int(),
  transfers: z.number().int(),
  sumOfBalancesMinor: Cents,
  sumOfHoldsMinor: Cents,
  mismatches: z.array(
    z.object({
      accountId: z.string(),
      key: z.string(),
      balanceMinor: Cents,
      postedMinor: Cents,
      pendingDebitsMinor: Cents,
      heldDebitsMinor: Cents,
      pendingCreditsMinor: Cents,
      heldCreditsMinor: Cents,
    }),
  ),
});

// The banking desk: withdrawals waiting to be paid, and bank statements imported.

export const OPS_WITHDRAWAL_STATUSES = ['pending', 'paid', 'rejected'] as const;

export const OpsWithdrawalsQuery = z.object({ status: z.enum(OPS_WITHDRAWAL_STATUSES).default('pending') });

/** A withdrawal, by its id. */
export const OpsWithdrawalParams = z.object({ id: z.string().min(1).max(100) });

export const OpsPayoutDto = z.object({
  id: z.string(),
  customerId: z.string(),
  method: z.string(),
  status: z.enum(OPS_WITHDRAWAL_STATUSES),
  amount: MoneyDto,
  destination: z.string(),
  payTo: z.string(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

export const OpsWithdrawalDto = z.object({
  id: z.string(),
  status: z.enum(OPS_WITHDRAWAL_STATUSES),
  amount: MoneyDto,
  destination: z.string(),
  rejectReason: z.string().nullable(),
});

export const OpsRejectWithdrawalBody = z.object({
  reason: z.string().trim().min(3, 'Say why the withdrawal is rejected.').max(300),
});

export const OpsStatementBody = z.object({
  csv: z.string().min(1, 'The statement is empty.').max(2_000_000),
});

export const OpsStatementDto = z.object({
  lines: z.array(
    z.object({
      line: z.number().int(),
      status: z.enum(['credited', 'already_imported', 'unmatched', 'invalid']),
      reference: z.string(),
      amount: MoneyDto.nullable(),
      customerId: z.string().nullable(),
      message: z.string(),
    }),
  ),
  credited: z.number().int(),
  creditedTotal: MoneyDto,
  unmatched: z.number().int(),
  alreadyImported: z.number().int(),
  invalid: z.number().int(),
});
