import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../src/clock.ts';
import {
  deliverDueEmails,
  enqueueEmail,
  listOutbox,
  type MailTransport,
  passwordResetEmail,
} from '../src/modules/mail/index.ts';
import { mailOutbox } from '../src/modules/mail/mail.tables.ts';
import { createSiteSettings } from '../src/modules/site/testing.ts';
import {
  getTestDb,
  resetTestDb,
  testCtx,
  testDatabaseUrl,
  whileRowsHeldElsewhere,
} from '../src/testing/index.ts';

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

  it('a sender sends the due e-mails no one holds without waiting for those another sender holds', async () => {
    const db = await getTestDb();
    await resetTestDb(db);
    await createSiteSettings(db);
    const clock = fixedClock('2026-03-02T01:00:00.000Z');
    const ctx = testCtx(db, clock);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const { id } = await enqueueEmail(ctx, {
        to: `person${i}@example.com`,
        template: passwordResetEmail({
          firstname: 'Alex',
          path: `/forgot-password/${i}`,
          expiresInMinutes: 60,
        }),
      });
      ids.push(id);
    }
    const held = ids.filter((_, i) => i % 2 === 0);
    const sent: string[] = [];
    const transport: MailTransport = {
      async send(mail) {
        sent.push(mail.to);
      },
      close() {},
    };
    const pass = await whileRowsHeldElsewhere(
      db,
      (other) =>
        other
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(inArray(mailOutbox.id, held))
          .for('update'),
      (impatient) => deliverDueEmails(testCtx(impatient, clock), { transport, batch: 20 }),
    );
    expect(pass).toEqual({ sent: 3, retrying: 0, failed: 0 });
    expect(sent.sort()).toEqual(['person1@example.com', 'person3@example.com', 'person5@example.com']);
    const heldRows = (await listOutbox(ctx)).filter((r) => held.includes(r.id));
    expect(heldRows.map((r) => [r.status, r.attempts, r.claimedUntil])).toEqual([
      ['pending', 0, null],
      ['pending', 0, null],
      ['pending', 0, null],
    ]);
    // Released, they go in the next pass.
    expect(await deliverDueEmails(ctx, { transport, batch: 20 })).toEqual({
      sent: 3,
      retrying: 0,
      failed: 0,
    });
    expect(new Set(sent).size).toBe(6);
  });
});
