import { beforeEach, describe, expect, it } from 'vitest';
import { type FixedClock, fixedClock } from '../src/clock.ts';
import type { Db } from '../src/db/index.ts';
import {
  deliverDueEmails,
  enqueueEmail,
  listOutbox,
  MAIL_MAX_ATTEMPTS,
  type MailTemplate,
  type MailTransport,
  type OutgoingMail,
  passwordResetEmail,
  renderMail,
  retryDelayMs,
} from '../src/modules/mail/index.ts';
import { createSiteSettings } from '../src/modules/site/testing.ts';
import { getTestDb, resetTestDb, testCtx } from '../src/testing/index.ts';
import { type Log, silentLog } from '../src/use-case.ts';

let db: Db;
let clock: FixedClock;
beforeEach(async () => {
  db = await getTestDb();
  await resetTestDb(db);
  clock = fixedClock('2026-03-02T01:00:00.000Z');
  await createSiteSettings(db);
});

/** A transport that records what it sent, failing the first `failures` sends. */
function fakeTransport(failures = 0) {
  const sent: OutgoingMail[] = [];
  let left = failures;
  const transport: MailTransport = {
    async send(mail) {
      if (left > 0) {
        left -= 1;
        throw new Error('connect ECONNREFUSED 127.0.0.1:1025');
      }
      sent.push(mail);
    },
    close() {},
  };
  return { sent, transport };
}

const reset = passwordResetEmail({ firstname: 'Alex', path: '/forgot-password/abc', expiresInMinutes: 60 });

describe('rendering', () => {
  const site = {
    siteName: 'LottoShop',
    baseUrl: 'https://shop.example.com/',
    supportEmail: 'help@shop.example.com',
  };

  it('has a plain-text and an HTML part with the same words, the site name and absolute links', () => {
    const mail = renderMail(site, reset);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('Hi Alex,');
    expect(mail.text).toContain('Reset password: https://shop.example.com/forgot-password/abc');
    expect(mail.text).toContain('expires in 60 minutes');
    expect(mail.text).toContain('LottoShop');
    expect(mail.html).toContain('<html lang="en-AU">');
    expect(mail.html).toContain('href="https://shop.example.com/forgot-password/abc"');
    expect(mail.unsubscribeUrl).toBeNull();
    expect(mail.text).not.toContain('Unsubscribe');
  });

  it('escapes what it puts into the HTML', () => {
    const mail = renderMail(site, { ...reset, firstname: '<script>x</script>' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('gives a marketing e-mail an unsubscribe link in both parts', () => {
    const news: MailTemplate = {
      kind: 'newsletter',
      subject: 'This week',
      paragraphs: ['Jackpots are up.'],
      marketing: { unsubscribePath: '/unsubscribe/c1/saturday_lotto' },
    };
    const mail = renderMail(site, news);
    expect(mail.unsubscribeUrl).toBe('https://shop.example.com/unsubscribe/c1/saturday_lotto');
    expect(mail.text).toContain('Unsubscribe: https://shop.example.com/unsubscribe/c1/saturday_lotto');
    expect(mail.html).toContain('href="https://shop.example.com/unsubscribe/c1/saturday_lotto"');
  });
});

describe('the outbox', () => {
  it('keeps an e-mail only when the transaction that enqueued it commits', async () => {
    const ctx = testCtx(db, clock);
    await db
      .transaction(async (tx) => {
        await enqueueEmail({ ...ctx, db: tx }, { to: 'rolled@example.com', template: reset });
        throw new Error('the change failed');
      })
      .catch(() => {});
    await db.transaction((tx) =>
      enqueueEmail({ ...ctx, db: tx }, { to: 'kept@example.com', template: reset }),
    );
    const rows = await listOutbox(ctx);
    expect(rows.map((r) => r.toAddress)).toEqual(['kept@example.com']);
    expect(rows[0]).toMatchObject({ status: 'pending', attempts: 0, kind: 'password_reset' });
    expect(rows[0]?.fromAddress).toMatch(/^".+" <.+@.+>$/);
  });

  it('sends due e-mails once and records when', async () => {
    const ctx = testCtx(db, clock);
    await enqueueEmail(ctx, { to: 'a@example.com', template: reset });
    const { sent, transport } = fakeTransport();
    expect(await deliverDueEmails(ctx, { transport })).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await deliverDueEmails(ctx, { transport })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'a@example.com', subject: 'Reset your password' });
    expect(sent[0]?.text).toContain('http://localhost:3000/forgot-password/abc');
    const [row] = await listOutbox(ctx);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row?.sentAt?.toISOString()).toBe('2026-03-02T01:00:00.000Z');
  });

  it('retries a failed send after a growing pause, then sends it', async () => {
    const ctx = testCtx(db, clock);
    await enqueueEmail(ctx, { to: 'b@example.com', template: reset });
    const { sent, transport } = fakeTransport(2);
    expect(await deliverDueEmails(ctx, { transport })).toMatchObject({ retrying: 1 });
    let [row] = await listOutbox(ctx);
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'connect ECONNREFUSED 127.0.0.1:1025',
    });
    expect(row?.nextAttemptAt.getTime()).toBe(clock.now().getTime() + retryDelayMs(1));
    // Not due yet: nothing is tried.
    expect(await deliverDueEmails(ctx, { transport })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    clock.advance(retryDelayMs(1));
    expect(await deliverDueEmails(ctx, { transport })).toMatchObject({ retrying: 1 });
    [row] = await listOutbox(ctx);
    expect(row?.nextAttemptAt.getTime()).toBe(clock.now().getTime() + retryDelayMs(2));
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    clock.advance(retryDelayMs(2));
    expect(await deliverDueEmails(ctx, { transport })).toMatchObject({ sent: 1 });
    [row] = await listOutbox(ctx);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(sent).toHaveLength(1);
  });

  it('gives up after the last attempt and says so in the log', async () => {
    const errors: unknown[][] = [];
    const log: Log = { ...silentLog, error: (...args: unknown[]) => void errors.push(args) } as Log;
    const ctx = { ...testCtx(db, clock), log };
    await enqueueEmail(ctx, { to: 'c@example.com', template: reset });
    const { transport } = fakeTransport(100);
    for (let i = 0; i < MAIL_MAX_ATTEMPTS; i++) {
      await deliverDueEmails(ctx, { transport });
      clock.advance(retryDelayMs(MAIL_MAX_ATTEMPTS));
    }
    const [row] = await listOutbox(ctx);
    expect(row).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    expect(errors.at(-1)?.[1]).toBe(`mail: gave up after ${MAIL_MAX_ATTEMPTS} attempts`);
    clock.advance(retryDelayMs(MAIL_MAX_ATTEMPTS));
    expect(await deliverDueEmails(ctx, { transport })).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('sends again an e-mail whose sender died mid-send, once its claim lapses', async () => {
    const ctx = testCtx(db, clock);
    await enqueueEmail(ctx, { to: 'd@example.com', template: reset });
    const dying: MailTransport = { send: () => new Promise(() => {}), close() {} };
    void deliverDueEmails(ctx, { transport: dying });
    await new Promise((r) => setTimeout(r, 50));
    const { sent, transport } = fakeTransport();
    // Still claimed by the "dead" sender.
    expect(await deliverDueEmails(ctx, { transport })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    clock.advance(2 * 60_000);
    expect(await deliverDueEmails(ctx, { transport })).toMatchObject({ sent: 1 });
    expect(sent).toHaveLength(1);
    expect((await listOutbox(ctx))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
