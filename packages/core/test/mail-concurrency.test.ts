import { describe, expect, it } from 'vitest';
import { fixedClock } from '../src/clock.ts';
import {
  deliverDueEmails,
  enqueueEmail,
  listOutbox,
  type MailTransport,
  passwordResetEmail,
} from '../src/modules/mail/index.ts';
import { createSiteSettings } from '../src/modules/site/index.ts';
import { getTestDb, resetTestDb, testCtx, testDatabaseUrl } from '../src/testing/index.ts';

describe.skipIf(!testDatabaseUrl())('the mail outbox with several senders (PostgreSQL)', () => {
  it('sends each of 60 e-mails exactly once when five senders run at the same time', async () => {
    const db = await getTestDb();
    await resetTestDb(db);
    await createSiteSettings(db);
    const clock = fixedClock('2026-03-02T01:00:00.000Z');
    const ctx = testCtx(db, clock);
    for (let i = 0; i < 60; i++) {
      await enqueueEmail(ctx, {
        to: `person${i}@example.com`,
        template: passwordResetEmail({
          firstname: 'Alex',
          path: `/forgot-password/${i}`,
          expiresInMinutes: 60,
        }),
      });
    }
    const sends = new Map<string, number>();
    const transport: MailTransport = {
      async send(mail) {
        // A slow server, so the senders' claims overlap in time.
        await new Promise((r) => setTimeout(r, 5));
        sends.set(mail.to, (sends.get(mail.to) ?? 0) + 1);
      },
      close() {},
    };
    const passes = await Promise.all(
      Array.from({ length: 5 }, () => deliverDueEmails(ctx, { transport, batch: 15 })),
    );
    // Whatever the first round left (all claimed by others at that moment) goes in a second one.
    await Promise.all(Array.from({ length: 5 }, () => deliverDueEmails(ctx, { transport, batch: 15 })));
    expect(passes.filter((p) => p.sent > 0).length).toBeGreaterThan(1);
    expect(sends.size).toBe(60);
    expect([...sends.values()].every((n) => n === 1)).toBe(true);
    const rows = await listOutbox(ctx);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});
