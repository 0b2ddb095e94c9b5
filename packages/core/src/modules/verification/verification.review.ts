/**
 * The operator's review queue: uploaded documents and checks the provider referred wait here until an operator
 * approves them (the customer is verified) or rejects them with a reason the customer reads. Each decision is
 * made once: the update is conditional on the attempt still waiting.
 */
import type { ReviewItemDto } from '@lottoshop/contracts/verification';
import { asc, eq } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import { assertOperatorOrSystem, type Ctx } from '../../use-case.ts';
import { findCustomerById } from '../identity/index.ts';
import { verificationAttempts, verificationDocuments } from './verification.tables.ts';
import { ATTEMPT_MACHINE, moveAttempt } from './verification.transitions.ts';

/** GET /ops/verifications: what waits for review, oldest first. */
export async function listReviews(ctx: Ctx): Promise<ReviewItemDto[]> {
  assertOperatorOrSystem(ctx);
  const rows = await ctx.db
    .select({
      attempt: verificationAttempts,
      document: verificationDocuments.document,
      mime: verificationDocuments.mime,
      sizeBytes: verificationDocuments.sizeBytes,
    })
    .from(verificationAttempts)
    .leftJoin(verificationDocuments, eq(verificationDocuments.attemptId, verificationAttempts.id))
    .where(eq(verificationAttempts.outcome, 'review'))
    .orderBy(asc(verificationAttempts.createdAt))
    .limit(200);
  const items: ReviewItemDto[] = [];
  for (const r of rows) {
    const customer = await findCustomerById(ctx, r.attempt.customerId);
    items.push({
      id: r.attempt.id,
      customerId: r.attempt.customerId,
      customerName: customer ? `${customer.firstname} ${customer.lastname}` : '',
      email: customer?.email ?? '',
      method: r.attempt.method,
      document: r.document,
      fileType: r.mime,
      sizeBytes: r.sizeBytes,
      createdAt: r.attempt.createdAt.toISOString(),
    });
  }
  return items;
}

/** Approves (verified) or rejects (with the reason) an attempt that waits for review. */
export async function decideReview(
  ctx: Ctx,
  input: { attemptId: string; decision: 'approve' | 'reject'; reason?: string | undefined },
): Promise<{ id: string; customerId: string; outcome: 'verified' | 'rejected'; reason: string | null }> {
  assertOperatorOrSystem(ctx);
  if (input.decision === 'reject' && !input.reason) {
    throw new DomainError('validation_failed', {
      fields: { reason: ['Give the reason the customer will read.'] },
    });
  }
  const outcome = input.decision === 'approve' ? 'verified' : 'rejected';
  const reason = input.decision === 'reject' ? (input.reason ?? null) : null;
  const reviewer = ctx.actor.kind === 'operator' ? ctx.actor.name : 'system';
  const outcomeNow = async () =>
    (
      await ctx.db
        .select({ outcome: verificationAttempts.outcome })
        .from(verificationAttempts)
        .where(eq(verificationAttempts.id, input.attemptId))
    )[0]?.outcome;
  const from = await outcomeNow();
  if (!from) throw new DomainError('not_found', { message: 'No verification has this id.' });
  const [row] = await moveAttempt(ctx, {
    where: eq(verificationAttempts.id, input.attemptId),
    from,
    to: outcome,
    set: { reason, reviewedAt: ctx.clock.now(), reviewedBy: reviewer },
  });
  if (!row) {
    // Decided by another operator meanwhile: refused as deciding it again is.
    ATTEMPT_MACHINE.assert((await outcomeNow()) ?? from, outcome);
    throw new Error('verification attempt moved back to review');
  }
  return { id: row.id, customerId: row.customerId, outcome, reason };
}
