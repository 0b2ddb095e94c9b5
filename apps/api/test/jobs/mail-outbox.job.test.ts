import { fixedClock } from '@lottoshop/core/clock';
import { enqueueEmail, listOutbox, passwordResetEmail, smtpTransport } from '@lottoshop/core/mail';
import { createSiteSettings } from '@lottoshop/core/site/testing';
import { freePort, getTestDb, resetTestDb, testCtx } from '@lottoshop/core/testing';
import { describe, expect, it } from 'vitest';
import { startMailOutboxJob } from '../../src/jobs/mail-outbox.job.ts';
import { caughtMailTo, quietLog, useMailCatcher } from './mail-catcher.ts';

const mailCatcher = useMailCatcher();

describe('mail outbox job', () => {
  it('sends the outbox over SMTP (nodemailer) to the local catcher, which shows both parts', async () => {
    const db = await getTestDb();
    await resetTestDb(db);
    await createSiteSettings(db);
    const clock = fixedClock('2026-03-02T01:00:00.000Z');
    await enqueueEmail(testCtx(db, clock), {
      to: 'Reader@Example.com',
      template: passwordResetEmail({ firstname: 'Alex', path: '/forgot-password/abc', expiresInMinutes: 60 }),
    });
    const transport = smtpTransport(`smtp://127.0.0.1:${mailCatcher().smtpPort}`);
    const job = startMailOutboxJob({ db, clock, log: quietLog(), transport, intervalSeconds: 0 });
    expect(await job.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    await job.stop();
    transport.close();

    const [row] = await listOutbox({ db });
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    const caught = await caughtMailTo(mailCatcher(), 'reader@example.com');
    expect(caught).toHaveLength(1);
    expect(caught[0]?.subject).toBe('Reset your password');
    expect(caught[0]?.from).toContain('<');
    expect(caught[0]?.text).toContain('http://localhost:3000/forgot-password/abc');
    expect(caught[0]?.html).toContain('href="http://localhost:3000/forgot-password/abc"');
    const page = await (
      await fetch(`http://127.0.0.1:${mailCatcher().inboxPort}/messages/${caught[0]?.id}`)
    ).text();
    expect(page).toContain('Reset your password');
    expect(page).toContain('sandbox');
  });

  it('keeps an e-mail for a retry when the SMTP server cannot be reached', async () => {
    const db = await getTestDb();
    await resetTestDb(db);
    await createSiteSettings(db);
    const clock = fixedClock('2026-03-02T01:00:00.000Z');
    await enqueueEmail(testCtx(db, clock), {
      to: 'later@example.com',
      template: passwordResetEmail({ firstname: 'Alex', path: '/forgot-password/abc', expiresInMinutes: 60 }),
    });
    // A port nothing listens on.
    const transport = smtpTransport(`smtp://127.0.0.1:${await freePort()}`);
    const logger = quietLog();
    const job = startMailOutboxJob({ db, clock, log: logger, transport, intervalSeconds: 0 });
    expect(await job.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    await job.stop();
    transport.close();
    const [row] = await listOutbox({ db });
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(logger.warn).toHaveBeenCalled();
  });
});
