/**
 * The operator's calls (family `ops`, under /ops; endpoints in contracts' `endpoints/operations.ts`): close a
 * draw's sales, enter its official result, draw a game the shop runs itself, settle (score and pay), close and
 * draw a raffle. Unsigned; every call needs `Authorization: Bearer <OPS_TOKEN>`. `result` and `draw` also settle,
 * so one call completes the cycle; each step is idempotent, so a call can be repeated safely; flag a customer to
 * change the password; make a customer's automatic-login link. `GET /ops/ledger/check` proves the books sound (or
 * lists what is not). `npm run ops` (scripts/ops) is the command-line client.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import * as operations from '@lottoshop/contracts/endpoints/operations';
import type { OpsResultBody } from '@lottoshop/contracts/operations';
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
import { type Ctx, operatorActor } from '@lottoshop/core/use-case';
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
import type { z } from 'zod';
import type { ApiApp } from '../http/app-types.ts';
import { bearerToken } from '../http/auth.ts';
import { route } from '../http/endpoint-route.ts';
import { ok } from '../http/envelope.ts';

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

/** Whole cents on the wire (validated by the body's schema) become bigint minor units for core. */
function dividendsMinor(dividends: z.output<typeof OpsResultBody>['dividends']): Record<number, bigint> {
  const minor: Record<number, bigint> = {};
  for (const [division, cents] of Object.entries(dividends)) minor[Number(division)] = minorFromWire(cents);
  return minor;
}

/** The ledger check's sums as JSON numbers of cents. */
function ledgerCheckDto(c: Awaited<ReturnType<typeof checkLedger>>) {
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
}

/** The old account's balance in the site's currency. */
async function migrationEligible(ctx: Ctx, body: z.output<typeof operations.markMigrationEligible.body>) {
  const site = await getSiteSettings(ctx);
  return markMigrationEligible(ctx, {
    email: body.email,
    mode: body.mode,
    balanceMinor: minorFromWire(body.balance),
    reference: body.reference,
    currency: site.currency,
  });
}

export default async function opsRoutes(app: ApiApp): Promise<void> {
  app.addHook('onRequest', requireOpsToken);

  route(app, operations.closeSales, async (req) => {
    const { offerKey, drawNo } = req.params;
    const draw = await closeSales(req.ctx, { offerKey, drawNo });
    return ok({
      productOfferKey: offerKey,
      drawNo: draw.drawNo,
      status: draw.status,
      drawStop: draw.salesCloseAt.toISOString(),
    });
  });

  route(app, operations.enterResult, async (req) =>
    outcomeDto(
      await enterResultAndSettle(req.ctx, {
        ...req.params,
        main: req.body.main,
        supplementary: req.body.supplementary,
        bonus: req.body.bonus,
        dividends: dividendsMinor(req.body.dividends),
      }),
    ),
  );

  route(app, operations.drawShopGame, async (req) => outcomeDto(await drawAndSettle(req.ctx, req.params)));
  route(app, operations.drawRaffle, async (req) => ok(await closeAndDrawRaffle(req.ctx, req.params)));
  route(app, operations.openRaffleSales, async (req) => ok(await openRaffleSalesNow(req.ctx, req.params)));
  route(app, operations.recordPostalEntry, async (req) => ok(await recordPostalEntry(req.ctx, req.body)));
  route(app, operations.settle, async (req) => outcomeDto(await settle(req.ctx, req.params)));

  route(app, operations.forcePasswordChange, async (req) =>
    ok(await requirePasswordChange(req.ctx, { email: req.body.email })),
  );
  route(app, operations.requireUpgrade, async (req) =>
    ok(await requireAccountUpgrade(req.ctx, { email: req.body.email })),
  );
  route(app, operations.markMigrationEligible, async (req) => ok(await migrationEligible(req.ctx, req.body)));
  route(app, operations.publishTerms, async (req) =>
    ok(await publishTerms(req.ctx, { summary: req.body.summary })),
  );
  route(app, operations.autologinLink, async (req) => {
    const issued = await issueAutologinLink(req.ctx, req.body);
    if (!issued)
      throw new DomainError('not_found', { message: 'No active customer has this e-mail address.' });
    return ok(issued);
  });

  route(app, operations.listVerifications, async (req) => ok(await listReviews(req.ctx)));
  route(app, operations.verificationDocument, async (req, reply) => {
    const doc = await readDocument(req.ctx, {
      attemptId: req.params.id,
      key: documentKey(req.ctx.config.documentKey),
    });
    if (!doc) throw new DomainError('not_found', { message: 'This verification has no document.' });
    reply.header('cache-control', 'no-store').header('content-disposition', 'attachment');
    return reply.type(doc.mime).send(doc.bytes);
  });
  for (const [e, decision] of [
    [operations.approveVerification, 'approve'],
    [operations.rejectVerification, 'reject'],
  ] as const) {
    route(app, e, async (req) =>
      ok(await decideReview(req.ctx, { attemptId: req.params.id, decision, reason: req.body?.reason })),
    );
  }

  route(app, operations.listExcludedIdentities, async (req) => ok(await listExcludedIdentities(req.ctx)));
  route(app, operations.addExcludedIdentity, async (req) => ok(await addExcludedIdentity(req.ctx, req.body)));
  route(app, operations.removeExcludedIdentity, async (req) =>
    ok(await removeExcludedIdentity(req.ctx, { id: req.params.id })),
  );

  route(app, operations.checkLedger, async (req) => ledgerCheckDto(await checkLedger(req.ctx)));
}
