/**
 * The operator's calls (family `ops`, under /ops): close a draw's sales, enter its official result, draw a game
 * the shop runs itself, settle (score and pay), close and draw a raffle. Unsigned; every call needs `Authorization: Bearer <OPS_TOKEN>`.
 * `result` and `draw` also settle, so one call completes the cycle; each step is idempotent, so a call can be
 * repeated safely; flag a customer to change the password; make a customer's automatic-login link. `GET
 * /ops/ledger/check` proves the books sound (or lists what is not). `npm run ops` (scripts/ops.mjs) is the
 * command-line client.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { AutologinLinkBody, AutologinLinkDto } from '@lottoshop/contracts/autologin';
import { DrawStatusSchema } from '@lottoshop/contracts/draws';
import { intQuery } from '@lottoshop/contracts/int-query';
import { MoneyDto } from '@lottoshop/contracts/money';
import { PostalEntryBody, PostalEntryDto } from '@lottoshop/contracts/raffles';
import { DrawResultDto } from '@lottoshop/contracts/results';
import {
  ExcludedIdentityBody,
  ExcludedIdentityDto,
  ReviewDecisionBody,
  ReviewItemDto,
} from '@lottoshop/contracts/verification';
import { publishTerms } from '@lottoshop/core/consents';
import { DomainError } from '@lottoshop/core/errors';
import { issueAutologinLink, requireAccountUpgrade, requirePasswordChange } from '@lottoshop/core/identity';
import { checkLedger } from '@lottoshop/core/ledger';
import { markMigrationEligible } from '@lottoshop/core/migration';
import { minorFromWire, moneyDto } from '@lottoshop/core/money';
import { recordPostalEntry } from '@lottoshop/core/raffles';
import {
  closeAndDrawRaffle,
  closeSales,
  type DrawOutcome,
  drawAndSettle,
  enterResultAndSettle,
  openRaffleSalesNow,
  settle,
} from '@lottoshop/core/settlement';
import { getSiteSettings } from '@lottoshop/core/site';
import { operatorActor } from '@lottoshop/core/use-case';
import {
  addExcludedIdentity,
  decideReview,
  documentKey,
  listExcludedIdentities,
  listReviews,
  readDocument,
  removeExcludedIdentity,
} from '@lottoshop/core/verification';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiApp } from '../http/app-types.ts';
import { bearerToken } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';

const DrawParams = z.object({
  offerKey: z
    .string()
    .regex(/^[a-z0-9_]{1,100}$/, 'A product offer key has lower-case letters, digits and underscores.'),
  drawNo: intQuery({ min: 1, max: 1_000_000_000 }),
});

const IdParams = z.object({ id: z.uuid({ error: 'An id is a UUID, as listed.' }) });

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

const OpsCustomerEmailBody = z.object({ email: z.string().trim().min(3).max(254) });
const OpsCustomerDto = z.object({ customerId: z.string() });
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

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** onRequest: 401 unless the bearer token is the operator token (compared in constant time). */
export function requireOpsToken(
  request: FastifyRequest,
  reply: FastifyReply,
  done: (err?: Error) => void,
): void {
  const given = bearerToken(request);
  const expected = request.ctx.config.opsToken;
  // Hashing first makes both sides the same length, so the comparison takes the same time for any guess.
  if (given !== undefined && timingSafeEqual(sha256(given), sha256(expected))) {
    request.ctx.actor = operatorActor('ops');
    done();
    return;
  }
  reply.header('www-authenticate', 'Bearer realm="ops"');
  done(
    new DomainError('unauthorized', {
      message: 'A valid operator token is required (Authorization: Bearer).',
    }),
  );
}

/** A draw's result with where its settlement stands, on the wire. */
function outcomeDto({ draw, settlement: s }: DrawOutcome) {
  return ok({
    draw,
    settlement: {
      status: s.status,
      linesScored: s.linesScored,
      winningLines: s.winningLines,
      prizesPaidNow: s.prizesPaidNow,
      totalPrizes: moneyDto(s.totalPrizesMinor, s.currency),
      totalPaid: moneyDto(s.totalPaidMinor, s.currency),
    },
  });
}

export default async function opsRoutes(app: ApiApp): Promise<void> {
  app.addHook('onRequest', requireOpsToken);

  app.post(
    '/draws/:offerKey/:drawNo/close',
    { config: { cache: false }, schema: { params: DrawParams, response: { 200: OpsCloseDto } } },
    async (req) => {
      const { offerKey, drawNo } = req.params;
      const draw = await closeSales(req.ctx, { offerKey, drawNo });
      return ok({
        productOfferKey: offerKey,
        drawNo: draw.drawNo,
        status: draw.status,
        drawStop: draw.salesCloseAt.toISOString(),
      });
    },
  );

  app.post(
    '/draws/:offerKey/:drawNo/result',
    {
      config: { cache: false },
      schema: { params: DrawParams, body: OpsResultBody, response: { 200: OpsDrawOutcomeDto } },
    },
    async (req) => {
      // Whole cents on the wire (validated above) become bigint minor units for core.
      const dividends: Record<number, bigint> = {};
      for (const [division, cents] of Object.entries(req.body.dividends))
        dividends[Number(division)] = minorFromWire(cents);
      return outcomeDto(
        await enterResultAndSettle(req.ctx, {
          offerKey: req.params.offerKey,
          drawNo: req.params.drawNo,
          main: req.body.main,
          supplementary: req.body.supplementary,
          bonus: req.body.bonus,
          dividends,
        }),
      );
    },
  );

  app.post(
    '/draws/:offerKey/:drawNo/draw',
    { config: { cache: false }, schema: { params: DrawParams, response: { 200: OpsDrawOutcomeDto } } },
    async (req) =>
      outcomeDto(await drawAndSettle(req.ctx, { offerKey: req.params.offerKey, drawNo: req.params.drawNo })),
  );

  // A raffle: close its sales (if open), draw every prize by commit-reveal and pay the money prizes.
  app.post(
    '/raffles/:offerKey/:drawNo/draw',
    { config: { cache: false }, schema: { params: DrawParams, response: { 200: OpsRaffleDrawDto } } },
    async (req) =>
      ok(await closeAndDrawRaffle(req.ctx, { offerKey: req.params.offerKey, drawNo: req.params.drawNo })),
  );

  // A raffle's sales open now (its pre-order period ends early) and its pre-ordered tickets are issued.
  app.post(
    '/raffles/:offerKey/:drawNo/open-sales',
    { config: { cache: false }, schema: { params: DrawParams, response: { 200: OpsOpenSalesDto } } },
    async (req) =>
      ok(await openRaffleSalesNow(req.ctx, { offerKey: req.params.offerKey, drawNo: req.params.drawNo })),
  );

  // A free postal entry received for a raffle's current draw: the next ticket number, within the cap.
  app.post(
    '/raffles/postal-entries',
    { config: { cache: false }, schema: { body: PostalEntryBody, response: { 200: PostalEntryDto } } },
    async (req) => ok(await recordPostalEntry(req.ctx, req.body)),
  );

  app.post(
    '/draws/:offerKey/:drawNo/settle',
    { config: { cache: false }, schema: { params: DrawParams, response: { 200: OpsDrawOutcomeDto } } },
    async (req) =>
      outcomeDto(await settle(req.ctx, { offerKey: req.params.offerKey, drawNo: req.params.drawNo })),
  );

  /** The customer must change the password before anything else (the page shell sends them to the form). */
  app.post(
    '/customers/force-password-change',
    {
      config: { cache: false },
      schema: { body: OpsCustomerEmailBody, response: { 200: OpsCustomerDto } },
    },
    async (req) => ok(await requirePasswordChange(req.ctx, { email: req.body.email })),
  );

  /** The customer must upgrade the account (complete details, accept the terms) before anything else. */
  app.post(
    '/customers/require-upgrade',
    {
      config: { cache: false },
      schema: { body: OpsCustomerEmailBody, response: { 200: OpsCustomerDto } },
    },
    async (req) => ok(await requireAccountUpgrade(req.ctx, { email: req.body.email })),
  );

  /** An account on the previous platform becomes eligible to move here, with its old balance. */
  app.post(
    '/customers/migration-eligible',
    {
      config: { cache: false },
      schema: {
        body: z.object({
          email: z.string().trim().min(3).max(254),
          mode: z.enum(['soft', 'hard']),
          /** In cents (the command line converts dollars). */
          balance: z.number().int().min(0).max(100_000_000),
          reference: z.string().trim().min(1).max(64),
        }),
        response: { 200: z.object({ customerId: z.string(), status: z.string() }) },
      },
    },
    async (req) => {
      const site = await getSiteSettings(req.ctx);
      return ok(
        await markMigrationEligible(req.ctx, {
          email: req.body.email,
          mode: req.body.mode,
          balanceMinor: minorFromWire(req.body.balance),
          reference: req.body.reference,
          currency: site.currency,
        }),
      );
    },
  );

  /** A new version of the terms and conditions: every customer is asked to accept it. */
  app.post(
    '/terms',
    {
      config: { cache: false },
      schema: {
        body: z.object({ summary: z.string().trim().min(3).max(500) }),
        response: { 200: z.object({ version: z.number().int() }) },
      },
    },
    async (req) => ok(await publishTerms(req.ctx, { summary: req.body.summary })),
  );

  /** An automatic-login link for a customer (support, or a campaign e-mail): single use, for 24 hours. */
  app.post(
    '/customers/autologin-link',
    {
      config: { cache: false },
      schema: { body: AutologinLinkBody, response: { 200: AutologinLinkDto } },
    },
    async (req) => {
      const issued = await issueAutologinLink(req.ctx, req.body);
      if (!issued)
        throw new DomainError('not_found', { message: 'No active customer has this e-mail address.' });
      return ok(issued);
    },
  );

  /** The verification review queue: uploads and referred checks waiting for a person. */
  app.get(
    '/verifications',
    { config: { cache: false }, schema: { response: { 200: z.array(ReviewItemDto) } } },
    async (req) => ok(await listReviews(req.ctx)),
  );

  /** An uploaded document, decrypted for the operator reviewing it (never cached, never public). */
  app.get(
    '/verifications/:id/document',
    { config: { cache: false }, schema: { params: IdParams } },
    async (req, reply) => {
      const doc = await readDocument(req.ctx, {
        attemptId: req.params.id,
        key: documentKey(req.ctx.config.documentKey),
      });
      if (!doc) throw new DomainError('not_found', { message: 'This verification has no document.' });
      reply.header('cache-control', 'no-store').header('content-disposition', 'attachment');
      return reply.type(doc.mime).send(doc.bytes);
    },
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/verifications/:id/${decision}`,
      {
        config: { cache: false },
        schema: {
          params: IdParams,
          body: ReviewDecisionBody,
          response: {
            200: z.object({
              id: z.string(),
              customerId: z.string(),
              outcome: z.enum(['verified', 'rejected']),
              reason: z.string().nullable(),
            }),
          },
        },
      },
      async (req) =>
        ok(await decideReview(req.ctx, { attemptId: req.params.id, decision, reason: req.body?.reason })),
    );
  }

  /** The register of excluded identities, checked at sign-up and login. */
  app.get(
    '/excluded-identities',
    { config: { cache: false }, schema: { response: { 200: z.array(ExcludedIdentityDto) } } },
    async (req) => ok(await listExcludedIdentities(req.ctx)),
  );
  app.post(
    '/excluded-identities',
    {
      config: { cache: false },
      schema: { body: ExcludedIdentityBody, response: { 200: ExcludedIdentityDto } },
    },
    async (req) => ok(await addExcludedIdentity(req.ctx, req.body)),
  );
  app.delete(
    '/excluded-identities/:id',
    { config: { cache: false }, schema: { params: IdParams, response: { 200: ExcludedIdentityDto } } },
    async (req) => ok(await removeExcludedIdentity(req.ctx, { id: req.params.id })),
  );

  app.get(
    '/ledger/check',
    { config: { cache: false }, schema: { response: { 200: OpsLedgerCheckDto } } },
    async (req) => {
      const c = await checkLedger(req.ctx);
      return ok({
        sound: c.sound,
        accounts: c.accounts,
        transfers: c.transfers,
        sumOfBalancesMinor: Number(c.sumOfBalancesMinor),
        sumOfHoldsMinor: Number(c.sumOfHoldsMinor),
        mismatches: c.mismatches.map((m) => ({
          accountId: m.accountId,
          key: m.key,
          balanceMinor: Number(m.balanceMinor),
          postedMinor: Number(m.postedMinor),
          pendingDebitsMinor: Number(m.pendingDebitsMinor),
          heldDebitsMinor: Number(m.heldDebitsMinor),
          pendingCreditsMinor: Number(m.pendingCreditsMinor),
          heldCreditsMinor: Number(m.heldCreditsMinor),
        })),
      });
    },
  );
}
