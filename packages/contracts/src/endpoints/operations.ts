/**
 * The operator's calls (family `ops`, under /ops, the operator token only: spec 1 §7, decision 013): close a
 * draw's sales, enter its official result, draw a game the shop runs itself, settle; draw a raffle and open its
 * sales, record a postal entry; flag a customer, publish the terms, make an automatic-login link; review
 * verifications and keep the register of excluded identities; pay or reject withdrawals and import a bank
 * statement; prove the ledger. The operator's CLI (`npm run ops`) calls each of them.
 */

import { z } from 'zod';
import { AutologinLinkBody, AutologinLinkDto } from '../autologin.ts';
import { endpoint } from '../endpoint.ts';
import {
  OpsCloseDto,
  OpsCustomerDto,
  OpsCustomerEmailBody,
  OpsDrawOutcomeDto,
  OpsDrawParams,
  OpsLedgerCheckDto,
  OpsMigrationEligibleBody,
  OpsMigrationEligibleDto,
  OpsOpenSalesDto,
  OpsPayoutDto,
  OpsPublishTermsBody,
  OpsPublishTermsDto,
  OpsRaffleDrawDto,
  OpsRejectWithdrawalBody,
  OpsResultBody,
  OpsReviewDecisionDto,
  OpsStatementBody,
  OpsStatementDto,
  OpsUuidParams,
  OpsWithdrawalDto,
  OpsWithdrawalParams,
  OpsWithdrawalsQuery,
} from '../operations.ts';
import { PostalEntryBody, PostalEntryDto } from '../raffles.ts';
import {
  ExcludedIdentityBody,
  ExcludedIdentityDto,
  ReviewDecisionBody,
  ReviewItemDto,
} from '../verification.ts';

const ops = { family: 'ops', caller: 'operator' } as const;

// Draws: each step idempotent; `result` and `draw` also settle, so one call completes the cycle.

export const closeSales = endpoint({
  ...ops,
  method: 'POST',
  path: '/draws/:offerKey/:drawNo/close',
  summary: "Closes a draw's sales now",
  params: OpsDrawParams,
  response: OpsCloseDto,
});

export const enterResult = endpoint({
  ...ops,
  method: 'POST',
  path: '/draws/:offerKey/:drawNo/result',
  summary: "Enters a draw's official numbers and dividends (in cents), then scores and pays it",
  params: OpsDrawParams,
  body: OpsResultBody,
  response: OpsDrawOutcomeDto,
});

export const drawShopGame = endpoint({
  ...ops,
  method: 'POST',
  path: '/draws/:offerKey/:drawNo/draw',
  summary: 'Draws a game the shop runs itself (its committed seed revealed), then scores and pays it',
  params: OpsDrawParams,
  response: OpsDrawOutcomeDto,
});

export const settle = endpoint({
  ...ops,
  method: 'POST',
  path: '/draws/:offerKey/:drawNo/settle',
  summary: 'Scores and pays a drawn draw (every prize paid exactly once)',
  params: OpsDrawParams,
  response: OpsDrawOutcomeDto,
});

// Raffles.

export const drawRaffle = endpoint({
  ...ops,
  method: 'POST',
  path: '/raffles/:offerKey/:drawNo/draw',
  summary: "Closes a raffle's sales (if open), draws every prize by commit-reveal and pays the money prizes",
  params: OpsDrawParams,
  response: OpsRaffleDrawDto,
});

export const openRaffleSales = endpoint({
  ...ops,
  method: 'POST',
  path: '/raffles/:offerKey/:drawNo/open-sales',
  summary: "Opens a raffle draw's sales now and issues its pre-ordered tickets",
  params: OpsDrawParams,
  response: OpsOpenSalesDto,
});

export const recordPostalEntry = endpoint({
  ...ops,
  method: 'POST',
  path: '/raffles/postal-entries',
  summary: "Records a free postal entry in a raffle's current draw: the next ticket number, within the cap",
  body: PostalEntryBody,
  response: PostalEntryDto,
});

// Customers and terms.

export const forcePasswordChange = endpoint({
  ...ops,
  method: 'POST',
  path: '/customers/force-password-change',
  summary: 'The customer must change the password before anything else',
  body: OpsCustomerEmailBody,
  response: OpsCustomerDto,
});

export const requireUpgrade = endpoint({
  ...ops,
  method: 'POST',
  path: '/customers/require-upgrade',
  summary: 'The customer must upgrade the account (complete details, accept the terms) before anything else',
  body: OpsCustomerEmailBody,
  response: OpsCustomerDto,
});

export const markMigrationEligible = endpoint({
  ...ops,
  method: 'POST',
  path: '/customers/migration-eligible',
  summary: 'An account on the previous platform becomes eligible to move here, with its old balance',
  body: OpsMigrationEligibleBody,
  response: OpsMigrationEligibleDto,
});

export const autologinLink = endpoint({
  ...ops,
  method: 'POST',
  path: '/customers/autologin-link',
  summary: 'An automatic-login link for a customer: single use, for 24 hours',
  body: AutologinLinkBody,
  response: AutologinLinkDto,
  errors: ['not_found'],
});

export const publishTerms = endpoint({
  ...ops,
  method: 'POST',
  path: '/terms',
  summary: 'Publishes a new version of the terms and conditions: every customer is asked to accept it',
  body: OpsPublishTermsBody,
  response: OpsPublishTermsDto,
});

// Verification review and the register of excluded identities.

export const listVerifications = endpoint({
  ...ops,
  method: 'GET',
  path: '/verifications',
  summary: 'The verification review queue: uploads and referred checks waiting for a person',
  response: z.array(ReviewItemDto),
});

export const verificationDocument = endpoint({
  ...ops,
  method: 'GET',
  path: '/verifications/:id/document',
  summary: 'An uploaded document, decrypted for the operator reviewing it (never cached, never public)',
  params: OpsUuidParams,
  status: 200,
  file: true,
  errors: ['not_found'],
});

export const approveVerification = endpoint({
  ...ops,
  method: 'POST',
  path: '/verifications/:id/approve',
  summary: 'Approves a verification waiting for review: the customer is verified',
  params: OpsUuidParams,
  body: ReviewDecisionBody,
  response: OpsReviewDecisionDto,
});

export const rejectVerification = endpoint({
  ...ops,
  method: 'POST',
  path: '/verifications/:id/reject',
  summary: 'Rejects a verification waiting for review, with the reason the customer reads',
  params: OpsUuidParams,
  body: ReviewDecisionBody,
  response: OpsReviewDecisionDto,
});

export const listExcludedIdentities = endpoint({
  ...ops,
  method: 'GET',
  path: '/excluded-identities',
  summary: 'The register of excluded identities, checked at sign-up and login',
  response: z.array(ExcludedIdentityDto),
});

export const addExcludedIdentity = endpoint({
  ...ops,
  method: 'POST',
  path: '/excluded-identities',
  summary: 'Puts a person on the register, by name and date of birth and/or e-mail address',
  body: ExcludedIdentityBody,
  response: ExcludedIdentityDto,
});

export const removeExcludedIdentity = endpoint({
  ...ops,
  method: 'DELETE',
  path: '/excluded-identities/:id',
  summary: 'Takes an entry off the register',
  params: OpsUuidParams,
  response: ExcludedIdentityDto,
});

// The banking desk.

export const listWithdrawals = endpoint({
  ...ops,
  method: 'GET',
  path: '/withdrawals',
  summary: 'The withdrawals waiting to be paid (or paid, or rejected), oldest first, with where to pay each',
  query: OpsWithdrawalsQuery,
  response: z.array(OpsPayoutDto),
});

export const payWithdrawal = endpoint({
  ...ops,
  method: 'POST',
  path: '/withdrawals/:id/pay',
  summary: 'Marks a withdrawal paid once the money is sent: the held amount leaves the wallet',
  params: OpsWithdrawalParams,
  response: OpsWithdrawalDto,
});

export const rejectWithdrawal = endpoint({
  ...ops,
  method: 'POST',
  path: '/withdrawals/:id/reject',
  summary: "Rejects a withdrawal: the held amount is free in the customer's wallet again",
  params: OpsWithdrawalParams,
  body: OpsRejectWithdrawalBody,
  response: OpsWithdrawalDto,
});

export const importStatement = endpoint({
  ...ops,
  method: 'POST',
  path: '/statements',
  summary: "Imports a bank statement (CSV): BPAY and direct deposits credited by the customer's reference",
  body: OpsStatementBody,
  response: OpsStatementDto,
});

// The books.

export const checkLedger = endpoint({
  ...ops,
  method: 'GET',
  path: '/ledger/check',
  summary: 'Proves the books: balances and holds sum to zero, each account agrees with its transfers',
  response: OpsLedgerCheckDto,
});
