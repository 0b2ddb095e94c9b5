/**
 * The jackpot alerts job (decision 048): a pass e-mails a big jackpot once per customer and draw, the e-mail reaches
 * the mail catcher with its List-Unsubscribe header, and the job's settings are read from the environment.
 */

import { createProductOffer } from '@lottoshop/core/catalog/testing';
import { fixedClock } from '@lottoshop/core/clock';
import { linkTokenKeys } from '@lottoshop/core/communication';
import { createDraw } from '@lottoshop/core/draws/testing';
import { createCustomer } from '@lottoshop/core/identity/testing';
import { smtpTransport } from '@lottoshop/core/mail';
import { createSiteSettings } from '@lottoshop/core/site/testing';
import { getTestDb, resetTestDb } from '@lottoshop/core/testing';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.ts';
import { startJackpotAlertsJob } from '../../src/jobs/jackpot-alerts.job.ts';
import { startMailOutboxJob } from '../../src/jobs/mail-outbox.job.ts';
import { caughtMailTo, quietLog, useMailCatcher } from './mail-catcher.ts';

const mailCatcher = useMailCatcher();

describe('jackpot alerts job', () => {
  it('e-mails a big jackpot once per customer and draw, with the offer unsubscribe link as List-Unsubscribe', async () => {
    const db = await getTestDb();
    await resetTestDb(db);
    await createSiteSettings(db);
    const clock = fixedClock('2026-03-02T01:00:00.000Z');
    const offer = await createProductOffer(db, { key: 'powerball', name: 'Powerball' });
    await createDraw(
      db,
      {
        offerId: offer.id,
        drawNo: 1500,
        drawAt: new Date('2026-03-05T09:30:00.000Z'),
        jackpotMinor: 50_000_000_00n,
      },
      clock.now(),
    );
    const customer = await createCustomer(db, { email: 'alerted@example.com', emailOptIn: true });
    const job = startJackpotAlertsJob({
      db,
      clock,
      log: quietLog(),
      linkKeys: linkTokenKeys('a-test-secret-that-is-long-enough-0123456789'),
      intervalSeconds: 0,
      thresholdMinor: 20_000_000_00n,
    });
    expect(await job.runOnce()).toEqual({ draws: 1, emailed: 1 });
    expect(await job.runOnce()).toEqual({ draws: 1, emailed: 0 });
    await job.stop();

    const transport = smtpTransport(`smtp://127.0.0.1:${mailCatcher().smtpPort}`);
    const sender = startMailOutboxJob({ db, clock, log: quietLog(), transport, intervalSeconds: 0 });
    expect(await sender.runOnce()).toMatchObject({ sent: 1 });
    await sender.stop();
    transport.close();

    const caught = await caughtMailTo(mailCatcher(), 'alerted@example.com');
    expect(caught).toHaveLength(1);
    expect(caught[0]?.subject).toBe('Powerball: the jackpot is $50 Million');
    const unsubscribe = caught[0]?.headers['list-unsubscribe'] ?? '';
    expect(unsubscribe).toMatch(
      new RegExp(
        `^http://localhost:3000/unsubscribe/${customer.id}/powerball\\?token=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`,
      ),
    );
    expect(caught[0]?.text).toContain(unsubscribe);
    expect(caught[0]?.text).toContain('http://localhost:3000/powerball');
  });

  it('reads its interval and threshold from the environment, refusing nonsense', () => {
    expect(readConfig({}).jackpotAlerts).toEqual({ intervalSeconds: 300, thresholdMinor: 20_000_000_00n });
    expect(
      readConfig({ JACKPOT_ALERTS_INTERVAL_SECONDS: '0', JACKPOT_ALERT_THRESHOLD: ' 5000000 ' })
        .jackpotAlerts,
    ).toEqual({ intervalSeconds: 0, thresholdMinor: 5_000_000_00n });
    // Read by the shop's one amount parser: a $ and thousands separators are fine, cents are not.
    expect(readConfig({ JACKPOT_ALERT_THRESHOLD: '$5,000,000' }).jackpotAlerts.thresholdMinor).toBe(
      5_000_000_00n,
    );
    for (const bad of ['0', '-1', '20e6', '1.5', '5000000.00', 'lots', '1000000000000']) {
      expect(() => readConfig({ JACKPOT_ALERT_THRESHOLD: bad }), bad).toThrow(/JACKPOT_ALERT_THRESHOLD/);
    }
    expect(() => readConfig({ JACKPOT_ALERTS_INTERVAL_SECONDS: 'soon' })).toThrow(
      /JACKPOT_ALERTS_INTERVAL_SECONDS/,
    );
  });
});
