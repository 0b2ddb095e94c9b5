/**
 * The outbox's use-cases: enqueueing an e-mail inside the caller's transaction, and delivering the due ones.
 * Delivery claims a batch (FOR UPDATE SKIP LOCKED, so senders in several processes never take the same row),
 * sends each outside any transaction, and records the outcome: sent, or a retry after a growing pause, or —
 * after the last attempt — failed, said in the log. A sender killed mid-send leaves its claim to lapse, and the
 * row is tried again (an e-mail may then arrive twice; it is never lost).
 */
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Ctx } from '../../use-case.ts';
import { getSiteSettings } from '../site/index.ts';
import { mailOutbox, type OutboxRow } from './mail.tables.ts';
import { type MailTemplate, renderMail } from './mail.templates.ts';
import { moveOutboxMail } from './mail.transitions.ts';
import type { MailTransport } from './mail.transport.ts';

export const MAIL_MAX_ATTEMPTS = 8;
/** How long a claim holds a row while it is being sent. */
export const MAIL_CLAIM_MS = 2 * 60_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** The pause after the n-th failed attempt: 30 s, 1 min, 2 min, … at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Renders the e-mail with the site's name and base URL and writes it to the outbox on `ctx.db` — the caller's
 * transaction when it has one, so the e-mail exists exactly when the change that causes it does.
 */
export async function enqueueEmail(
  ctx: Ctx,
  input: { to: string; template: MailTemplate },
): Promise<{ id: string }> {
  const site = await getSiteSettings(ctx);
  const rendered = renderMail(site, input.template);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(mailOutbox)
    .values({
      kind: input.template.kind,
      fromAddress: `"${site.siteName.replace(/["\\]/g, '')}" <${site.supportEmail}>`,
      toAddress: input.to,
      subject: rendered.subject,
      textBody: rendered.text,
      htmlBody: rendered.html,
      unsubscribeUrl: rendered.unsubscribeUrl,
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('insert returned no row');
  ctx.log.info({ mailId: row.id, kind: input.template.kind }, 'mail: queued');
  return row;
}

/** Takes up to `limit` due e-mails for this sender (attempts counted now, so a crash mid-send still counts). */
async function claimDue(ctx: Ctx, limit: number): Promise<OutboxRow[]> {
  const now = ctx.clock.now();
  const due = ctx.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        lte(mailOutbox.nextAttemptAt, now),
        or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, now)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return ctx.db
    .update(mailOutbox)
    .set({
      claimedUntil: new Date(now.getTime() + MAIL_CLAIM_MS),
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export type DeliveryPass = { sent: number; retrying: number; failed: number };

function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.slice(0, 500);
}

/** One pass of the sender: claims the due e-mails (at most `batch`) and sends them one by one. */
export async function deliverDueEmails(
  ctx: Ctx,
  input: { transport: MailTransport; batch?: number; maxAttempts?: number },
): Promise<DeliveryPass> {
  const maxAttempts = input.maxAttempts ?? MAIL_MAX_ATTEMPTS;
  const claimed = await claimDue(ctx, input.batch ?? 20);
  const pass: DeliveryPass = { sent: 0, retrying: 0, failed: 0 };
  for (const mail of claimed) {
    const mine = and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, mail.status));
    try {
      await input.transport.send({
        from: mail.fromAddress,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        unsubscribeUrl: mail.unsubscribeUrl,
      });
      await moveOutboxMail(ctx, {
        where: eq(mailOutbox.id, mail.id),
        from: mail.status,
        to: 'sent',
        set: { sentAt: ctx.clock.now(), claimedUntil: null, lastError: null },
      });
      pass.sent += 1;
      ctx.log.info({ mailId: mail.id, kind: mail.kind, attempts: mail.attempts }, 'mail: sent');
    } catch (err) {
      const lastError = errorText(err);
      if (mail.attempts >= maxAttempts) {
        await moveOutboxMail(ctx, {
          where: eq(mailOutbox.id, mail.id),
          from: mail.status,
          to: 'failed',
          set: { claimedUntil: null, lastError },
        });
        pass.failed += 1;
        ctx.log.error(
          { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, lastError },
          `mail: gave up after ${mail.attempts} attempts`,
        );
      } else {
        const delay = retryDelayMs(mail.attempts);
        await ctx.db
          .update(mailOutbox)
          .set({
            claimedUntil: null,
            lastError,
            nextAttemptAt: new Date(ctx.clock.now().getTime() + delay),
          })
          .where(mine);
        pass.retrying += 1;
        ctx.log.warn(
          { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, retryInMs: delay, lastError },
          'mail: sending failed; will retry',
        );
      }
    }
  }
  return pass;
}

/** The outbox rows to an address, newest first (tests and the operator). */
export async function listOutbox(ctx: Pick<Ctx, 'db'>, input: { to?: string } = {}): Promise<OutboxRow[]> {
  return ctx.db
    .select()
    .from(mailOutbox)
    .where(input.to === undefined ? undefined : eq(mailOutbox.toAddress, input.to))
    .orderBy(sql`${mailOutbox.createdAt} desc, ${mailOutbox.id} desc`);
}
