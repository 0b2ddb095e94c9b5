import { ANONYMOUS_SEGMENT, CAPABILITY_KEYS, CUSTOMER_SEGMENT } from '@lottoshop/contracts/capabilities';
import { PageDto } from '@lottoshop/contracts/content';
import { and, asc, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../src/clock.ts';
import type { Db } from '../src/db/index.ts';
import { CUSTOMER_ONLY_CAPABILITIES } from '../src/modules/capabilities/capabilities.catalogue.ts';
import { capabilities } from '../src/modules/capabilities/capabilities.tables.ts';
import { getCapabilities, listSegments } from '../src/modules/capabilities/index.ts';
import { productOffers } from '../src/modules/catalog/catalog.tables.ts';
import { listPages } from '../src/modules/content/index.ts';
import { draws } from '../src/modules/draws/draws.tables.ts';
import { listProductOffers } from '../src/modules/draws/index.ts';
import { getSiteConfig } from '../src/modules/site/index.ts';
import { seedDemoSite } from '../src/setup/index.ts';
import { getTestDb, resetTestDb, testCtx } from '../src/testing/index.ts';
import type { Ctx } from '../src/use-case.ts';

const NOW = '2026-03-02T01:00:00.000Z'; // Monday 12:00 in Sydney
let db: Db;
/** A visitor reading the seeded site at NOW. */
const visitor = (): Ctx => testCtx(db, new Date(NOW));

beforeAll(async () => {
  db = await getTestDb();
  await resetTestDb(db);
  await db.transaction((tx) => seedDemoSite(tx, fixedClock(NOW)));
});

describe('demo seed', () => {
  it('sets the site constants', async () => {
    const config = await getSiteConfig(visitor());
    expect(config).toMatchObject({
      siteLocale: 'en-AU',
      currency: 'AUD',
      minimumAge: 18,
      sessionTimeout: 3600,
      maintenance: false,
      timezone: 'Australia/Sydney',
    });
    expect(config.siteName).not.toBe('');
    expect(config.supportNumber).toMatch(/^\d[\d ]+$/);
  });

  it('has every capability key of the contracts', async () => {
    const rows = await db.select({ key: capabilities.key }).from(capabilities);
    expect(rows.map((r) => r.key).sort()).toEqual([...CAPABILITY_KEYS].sort());
  });

  it('has an anonymous and a signed-in segment; the anonymous one lacks customer-only capabilities', async () => {
    const segments = await listSegments(visitor());
    const anonymous = segments.find((s) => s.segmentName === ANONYMOUS_SEGMENT);
    const customer = segments.find((s) => s.segmentName === CUSTOMER_SEGMENT);
    expect(anonymous?.isAnonymous).toBe(true);
    expect(customer?.isDefaultCustomer).toBe(true);
    for (const key of CUSTOMER_ONLY_CAPABILITIES) expect(anonymous?.capabilities).not.toContain(key);
    expect(customer?.capabilities).toEqual(
      expect.arrayContaining(['wallet_balance', 'wallet_deposit', 'raffle']),
    );
    expect(customer?.capabilities).not.toContain('membership_program');
    expect(anonymous?.capabilities).toEqual(
      expect.arrayContaining(['commercial_lotteries', 'raffle', 'multi_offer_site']),
    );
  });

  it('picks the current segment by sign-in state', async () => {
    expect((await getCapabilities(visitor(), { signedIn: false })).currentSegment).toBe(ANONYMOUS_SEGMENT);
    expect((await getCapabilities(visitor(), { signedIn: true })).currentSegment).toBe(CUSTOMER_SEGMENT);
  });

  it('sells the offers the specification names, plus a lotto and two charity raffles', async () => {
    const offers = await listProductOffers(visitor());
    const keys = offers.map((o) => o.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'super_jackpot_lottery',
        'mega_jackpot_lottery',
        'lotto_strike',
        'set_for_life2020',
        'saturday_lotto',
      ]),
    );
    const raffles = offers.filter((o) => o.kind === 'raffle');
    expect(raffles.length).toBeGreaterThanOrEqual(2);
    for (const raffle of raffles) {
      expect(raffle.cause?.urlSlug).toMatch(/^[a-z0-9-]+$/);
      expect(raffle.ticketPrice?.amount).toBeGreaterThan(0);
      expect(raffle.nextDraw?.value?.amount).toBeGreaterThan(0);
    }
    for (const lottery of offers.filter((o) => o.kind === 'lottery')) {
      expect(lottery.matrix).not.toBeNull();
      expect(lottery.gameTypes.length).toBeGreaterThan(0);
      expect(lottery.nextDraw?.purchaseStatus).toBe('open');
      expect(lottery.nextDraw?.jackpot?.amount).toBeGreaterThan(0);
    }
    const powerball = offers.find((o) => o.key === 'super_jackpot_lottery');
    expect(powerball?.matrix?.bonus?.max).toBe(20);
    expect(powerball?.gameTypes.map((g) => g.gameType)).toContain('powerhit');
    const strike = offers.find((o) => o.key === 'lotto_strike');
    expect(strike?.gameTypes.map((g) => g.gameType)).toEqual(['strike_standard', 'strike_boxed']);
  });

  it('schedules several weeks of draws on the right weekday and Sydney time', async () => {
    const rows = await db
      .select({ drawAt: draws.drawAt, drawNo: draws.drawNo })
      .from(draws)
      .innerJoin(productOffers, eq(productOffers.id, draws.offerId))
      .where(and(eq(productOffers.key, 'super_jackpot_lottery'), gt(draws.drawAt, new Date(NOW))))
      .orderBy(asc(draws.drawAt));
    expect(rows.length).toBeGreaterThanOrEqual(4);
    // Thursdays 20:30 AEDT = 09:30 UTC in March.
    expect(rows[0]?.drawAt.toISOString()).toBe('2026-03-05T09:30:00.000Z');
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.drawNo).toBe(rows[i - 1]!.drawNo + 1);

    const daily = await db
      .select({ id: draws.id })
      .from(draws)
      .innerJoin(productOffers, eq(productOffers.id, draws.offerId))
      .where(eq(productOffers.key, 'set_for_life2020'));
    expect(daily.length).toBeGreaterThanOrEqual(28);
  });

  it('has a quick lottery the shop draws itself every five minutes, a day of draws ahead', async () => {
    const [express] = await db.select().from(productOffers).where(eq(productOffers.key, 'express_lotto'));
    expect(express).toMatchObject({ drawnBy: 'shop', name: 'Express Lotto', kind: 'lottery' });
    const operated = await db
      .select({ key: productOffers.key })
      .from(productOffers)
      .where(eq(productOffers.drawnBy, 'shop'));
    expect(operated.map((o) => o.key)).toEqual(['express_lotto']);
    const rows = await db
      .select({ drawAt: draws.drawAt, salesCloseAt: draws.salesCloseAt })
      .from(draws)
      .where(eq(draws.offerId, express!.id))
      .orderBy(asc(draws.drawAt));
    expect(rows).toHaveLength(288);
    expect(rows[0]?.drawAt.toISOString()).toBe('2026-03-02T01:05:00.000Z');
    expect(rows[0]!.drawAt.getTime() - rows[0]!.salesCloseAt.getTime()).toBe(60_000);
    const offer = (await listProductOffers(visitor())).find((o) => o.key === 'express_lotto');
    expect(offer?.matrix?.main).toMatchObject({ pick: 6, max: 45, drawn: 6, supplementary: 2 });
    expect(offer?.gameTypes).toEqual([
      expect.objectContaining({
        gameType: 'standard',
        minGames: 1,
        pricePerGame: { amount: 75, currency: 'AUD' },
      }),
    ]);
    expect(offer?.drawSchedule?.everyMinutes).toBe(5);
    expect(offer?.nextDraw).toMatchObject({ drawNo: 1, purchaseStatus: 'open' });
  });

  it('publishes the home page and the eight about pages with valid sections', async () => {
    const { items } = await listPages(visitor(), {});
    const paths = items.map((p) => p.path);
    for (const path of [
      '/',
      '/about',
      '/about/responsible-gaming',
      '/about/privacy',
      '/about/cookie-policy',
      '/about/faq',
      '/about/terms-and-conditions',
      '/about/terms-of-use',
      '/about/contact-us',
    ]) {
      expect(paths).toContain(path);
    }
    for (const page of items) {
      expect(() => PageDto.parse(page)).not.toThrow();
      expect(page.sections?.length).toBeGreaterThanOrEqual(2);
    }
    const responsible = items.find((p) => p.path === '/about/responsible-gaming');
    expect(JSON.stringify(responsible?.sections)).toContain('1800 858 858');
    const privacy = items.find((p) => p.path === '/about/privacy');
    expect(JSON.stringify(privacy?.sections)).toContain('Privacy Act 1988');
  });
});
