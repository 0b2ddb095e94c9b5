/**
 * Jackpot alerts (decision 048): one e-mail per customer and draw at or above the threshold, only to customers the
 * marketing gate allows (e-mail on, the offer not stopped, no break or self-exclusion running), with the offer's
 * signed unsubscribe link; nothing below the threshold.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { type FixedClock, fixedClock } from '../src/clock.ts';
import type { Db } from '../src/db/client.ts';
import type { ProductOfferRow } from '../src/modules/catalog/index.ts';
import { createProductOffer } from '../src/modules/catalog/testing.ts';
import {
  getCommunicationPreferences,
  linkTokenKeys,
  marketingAllowed,
  unsubscribeFromChannel,
  updateCommunicationPreferences,
} from '../src/modules/communication/index.ts';
import { createDraw } from '../src/modules/draws/testing.ts';
import { createCustomer } from '../src/modules/identity/testing.ts';
import { startExclusion } from '../src/modules/limits/index.ts';
import { listOutbox } from '../src/modules/mail/index.ts';
import { DEFAULT_JACKPOT_ALERT_THRESHOLD_MINOR, sendJackpotAlerts } from '../src/modules/marketing/index.ts';
import { createSiteSettings } from '../src/modules/site/testing.ts';
import { customerCtx, getTestDb, resetTestDb, systemCtx, testCtx } from '../src/testing/index.ts';

/** Monday 2 March 2026, 12:00 in Sydney. */
const NOW = '2026-03-02T01:00:00.000Z';
const DAY = 86_400_000;
const linkKeys = linkTokenKeys('a-test-secret-that-is-long-enough-0123456789');

let db: Db;
let clock: FixedClock;
let offer: ProductOfferRow;

beforeEach(async () => {
  db = await getTestDb();
  await resetTestDb(db);
  await createSiteSettings(db);
  clock = fixedClock(NOW);
  offer = await createProductOffer(db, { key: 'powerball', name: 'Powerball' });
});

/** The offer's next draw, `days` ahead, with this jackpot. */
const drawWithJackpot = (jackpotMinor: bigint | null, days = 4, drawNo = 1500) =>
  createDraw(
    db,
    { offerId: offer.id, drawNo, drawAt: new Date(clock.now().getTime() + days * DAY), jackpotMinor },
    clock.now(),
  );

const run = (thresholdMinor?: bigint) =>
  sendJackpotAlerts(systemCtx(db, clock, 'jackpot-alerts'), {
    linkKeys,
    ...(thresholdMinor === undefined ? {} : { thresholdMinor }),
  });

const alertsTo = async (email: string) =>
  (await listOutbox({ db }, { to: email })).filter((m) => m.kind === 'jackpot_alert');

const optedIn = (email: string) => createCustomer(db, { email, emailOptIn: true });

describe('a jackpot alert', () => {
  it('reaches an eligible customer once per draw however often the job runs, with the play and unsubscribe links', async () => {
    const alex = await optedIn('alex@example.com');
    await drawWithJackpot(30_000_000_00n);

    expect(await run()).toEqual({ draws: 1, emailed: 1 });
    expect(await run()).toEqual({ draws: 1, emailed: 0 });

    const mails = await alertsTo('alex@example.com');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Powerball: the jackpot is $30 Million');
    expect(mail.textBody).toContain('Powerball draw 1500 has a jackpot of $30 Million.');
    expect(mail.textBody).toContain('Friday 6 March');
    expect(mail.textBody).toContain('/powerball');
    // The unsubscribe link names the offer and carries the shop's one signed link token for this customer.
    const url = new URL(mail.unsubscribeUrl ?? '');
    expect(url.pathname).toBe(`/unsubscribe/${alex.id}/powerball`);
    expect(mail.textBody).toContain(mail.unsubscribeUrl);
    expect(mail.htmlBody).toContain('Unsubscribe</a>');
    const token = url.searchParams.get('token') ?? '';
    const anonymous = testCtx(db, clock);
    const prefs = await getCommunicationPreferences(anonymous, {
      customerId: alex.id,
      token,
      keys: linkKeys,
    });
    expect(prefs.preferences.email).toBe(true);
  });

  it('is sent once when two runs overlap: the (draw, customer) key decides', async () => {
    await optedIn('alex@example.com');
    await optedIn('sam@example.com');
    await drawWithJackpot(30_000_000_00n);
    const [a, b] = await Promise.all([run(), run()]);
    expect((a?.emailed ?? 0) + (b?.emailed ?? 0)).toBe(2);
    expect(await alertsTo('alex@example.com')).toHaveLength(1);
    expect(await alertsTo('sam@example.com')).toHaveLength(1);
  });

  it('alerts each new draw again: the record is per draw', async () => {
    await optedIn('alex@example.com');
    const first = await drawWithJackpot(25_000_000_00n);
    await run();
    // The draw closes and the next one, still above the threshold, becomes the next draw on sale.
    await drawWithJackpot(27_000_000_00n, 11, 1501);
    clock.set(new Date(first.salesCloseAt.getTime() + 60_000));
    expect(await run()).toEqual({ draws: 1, emailed: 1 });
    expect((await alertsTo('alex@example.com')).map((m) => m.subject)).toEqual([
      'Powerball: the jackpot is $27 Million',
      'Powerball: the jackpot is $25 Million',
    ]);
  });

  it('is not sent below the threshold, and is sent at it', async () => {
    await optedIn('alex@example.com');
    await drawWithJackpot(DEFAULT_JACKPOT_ALERT_THRESHOLD_MINOR - 1n);
    expect(await run()).toEqual({ draws: 0, emailed: 0 });
    expect(await alertsTo('alex@example.com')).toHaveLength(0);
    // The threshold is the caller's (the API's setting): at exactly it, the alert goes.
    expect(await run(DEFAULT_JACKPOT_ALERT_THRESHOLD_MINOR - 1n)).toEqual({ draws: 1, emailed: 1 });
  });

  it('is not sent for a draw without a jackpot', async () => {
    await optedIn('alex@example.com');
    await drawWithJackpot(null);
    expect(await run(0n)).toEqual({ draws: 0, emailed: 0 });
  });

  it('skips customers who turned e-mail off, never opted in, or stopped this offer, but not another offer', async () => {
    const off = await optedIn('off@example.com');
    await updateCommunicationPreferences(customerCtx(db, clock, off.id), {
      customerId: off.id,
      keys: linkKeys,
      body: { preferences: { email: false } },
    });
    await createCustomer(db, { email: 'never@example.com', emailOptIn: false });
    const stopped = await optedIn('stopped@example.com');
    await unsubscribeFromChannel(customerCtx(db, clock, stopped.id), {
      customerId: stopped.id,
      keys: linkKeys,
      channel: 'email',
      body: { preferences: { email: false }, productOfferKey: 'powerball', unsubscribeReasons: [] },
    });
    const other = await optedIn('other@example.com');
    await createProductOffer(db, { key: 'oz_lotto', name: 'Oz Lotto' });
    await unsubscribeFromChannel(customerCtx(db, clock, other.id), {
      customerId: other.id,
      keys: linkKeys,
      channel: 'email',
      body: { preferences: { email: false }, productOfferKey: 'oz_lotto', unsubscribeReasons: [] },
    });
    await drawWithJackpot(30_000_000_00n);

    expect(await run()).toEqual({ draws: 1, emailed: 1 });
    for (const email of ['off@example.com', 'never@example.com', 'stopped@example.com']) {
      expect(await alertsTo(email), email).toHaveLength(0);
    }
    expect(await alertsTo('other@example.com')).toHaveLength(1);
  });
});

describe('no marketing during a break or self-exclusion', () => {
  it('holds the alert while a break runs and sends it once the break has ended, preferences untouched', async () => {
    const sam = await optedIn('sam@example.com');
    const sams = customerCtx(db, clock, sam.id);
    await startExclusion(sams, { type: 'break', duration: '24h' });
    await drawWithJackpot(30_000_000_00n);

    expect(await run()).toEqual({ draws: 1, emailed: 0 });
    expect(await alertsTo('sam@example.com')).toHaveLength(0);
    expect(await marketingAllowed(sams, { customerId: sam.id, channel: 'email' })).toBe(false);
    const during = await getCommunicationPreferences(sams, { customerId: sam.id, keys: linkKeys });
    expect(during.preferences.email).toBe(true);

    clock.advance(DAY + 60_000);
    expect(await marketingAllowed(sams, { customerId: sam.id, channel: 'email' })).toBe(true);
    expect(await run()).toEqual({ draws: 1, emailed: 1 });
    expect(await alertsTo('sam@example.com')).toHaveLength(1);
  });

  it('sends nothing while a customer is self-excluded, and the next alert after it ends', async () => {
    const jo = await optedIn('jo@example.com');
    await startExclusion(customerCtx(db, clock, jo.id), { type: 'self_exclusion', duration: '6m' });
    const during = await drawWithJackpot(30_000_000_00n);
    expect(await run()).toEqual({ draws: 1, emailed: 0 });

    // Seven months on the exclusion has ended: the next big draw reaches them.
    clock.set(new Date(during.drawAt.getTime() + 210 * DAY));
    await drawWithJackpot(40_000_000_00n, 3, 1530);
    expect(await run()).toEqual({ draws: 1, emailed: 1 });
    expect((await alertsTo('jo@example.com')).map((m) => m.subject)).toEqual([
      'Powerball: the jackpot is $40 Million',
    ]);
  });

  it('never sends to a customer excluded for good', async () => {
    const lee = await optedIn('lee@example.com');
    await startExclusion(customerCtx(db, clock, lee.id), { type: 'self_exclusion', duration: 'permanent' });
    await drawWithJackpot(30_000_000_00n);
    clock.advance(2 * DAY);
    expect(await run()).toEqual({ draws: 1, emailed: 0 });
    expect(await alertsTo('lee@example.com')).toHaveLength(0);
  });
});

describe('the job', () => {
  it('is for the system or an operator only', async () => {
    const alex = await optedIn('alex@example.com');
    await expect(sendJackpotAlerts(customerCtx(db, clock, alex.id), { linkKeys })).rejects.toMatchObject({
      code: 'forbidden',
    });
  });
});
