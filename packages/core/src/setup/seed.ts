import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { createDemoWithdrawalMethods, createShopWithdrawalMethods } from '../modules/banking/setup.ts';
import { createDemoCapabilities } from '../modules/capabilities/setup.ts';
import {
  createCause,
  createProductOffer,
  DEMO_CAUSES,
  DEMO_LOTTERIES,
  DEMO_RAFFLES,
} from '../modules/catalog/setup.ts';
import { publishTerms, restrictCountries } from '../modules/consents/index.ts';
import { DEMO_RESTRICTED_COUNTRIES, DEMO_TERMS_SUMMARY } from '../modules/consents/setup.ts';
import {
  ABOUT_PAGES,
  createPage,
  createSiteConfig,
  createSitewideBanner,
  createTheme,
  DEMO_SITE_CONFIG,
  DEMO_SITEWIDE_BANNER,
  HOME_PAGE,
} from '../modules/content/setup.ts';
import { DRAW_CALENDAR_HORIZON_DAYS, scheduleUpcomingDraws } from '../modules/draws/index.ts';
import { createDemoOperatorLimits, createLimitSettings } from '../modules/limits/setup.ts';
import {
  connectDemoGatewayMethods,
  createDemoPaymentMethods,
  createShopPaymentMethods,
  setCardGateways,
} from '../modules/payments/setup.ts';
import { createRaffleDraw } from '../modules/raffles/setup.ts';
import { seedDemoResultsHistory } from '../modules/results/setup.ts';
import { createSiteSettings } from '../modules/site/setup.ts';
import { createVerificationSettings } from '../modules/verification/setup.ts';
import { addDays, localDateOf, zonedTime } from '../shared/calendar.ts';
import { systemActor, useCaseCtx } from '../use-case.ts';

type SiteOptions = {
  /** The card method's gateways, in the order offered, when not the simulated processor alone. */
  cardGateways?: string[];
  /** The shop's public address (the site's `base_url`), when not the default's. */
  baseUrl?: string;
};

/**
 * The settings, content and games every shop needs to run: site constants, capabilities, terms, limits, the
 * verification settings, the theme and pages, and the lotteries with their draw calendar.
 */
async function seedSiteBasics(db: Db, clock: Clock, opts: SiteOptions & { demo: boolean }): Promise<void> {
  await createSiteSettings(db, opts.baseUrl ? { baseUrl: opts.baseUrl } : {});
  await createDemoCapabilities(db);
  if (opts.demo) {
    await createDemoPaymentMethods(db);
    await createDemoWithdrawalMethods(db);
    await connectDemoGatewayMethods(db);
  } else {
    await createShopPaymentMethods(db);
    await createShopWithdrawalMethods(db);
  }
  if (opts.cardGateways) await setCardGateways(db, opts.cardGateways);
  const seeding = useCaseCtx({ db, clock, actor: systemActor('seed') });
  await publishTerms(seeding, { summary: DEMO_TERMS_SUMMARY });
  await restrictCountries(seeding, DEMO_RESTRICTED_COUNTRIES);
  await createLimitSettings(db);
  await createDemoOperatorLimits(db);
  await createVerificationSettings(db);

  await createTheme(db, { key: 'default', active: true });
  await createSiteConfig(db, { key: 'default', ...DEMO_SITE_CONFIG });
  for (const page of [HOME_PAGE, ...ABOUT_PAGES]) await createPage(db, page);

  for (const lottery of DEMO_LOTTERIES) await createProductOffer(db, lottery);
  // The same use-case that keeps a running shop's calendar topped up.
  await scheduleUpcomingDraws(seeding, { horizonDays: DRAW_CALENDAR_HORIZON_DAYS });
}

/**
 * What a production shop starts with on an empty database (decision 067): the site's basics, with cards on and
 * nothing demo: no test deposit or withdrawal, no invented results, raffles or causes, no demo banner, BPAY and
 * direct deposit off until the operator gives their own details. Run it inside a transaction.
 */
export async function seedShopSite(db: Db, clock: Clock, opts: SiteOptions = {}): Promise<void> {
  await seedSiteBasics(db, clock, { ...opts, demo: false });
}

/**
 * The demo site, composed from the same factories the tests use. Dates are relative to the clock, so a
 * freshly seeded shop has upcoming draws (and the API keeps scheduling them) and a year of demo results behind
 * them (`resultsHistory: false` leaves those out, for tests that count results). Run it inside a transaction.
 */
export async function seedDemoSite(
  db: Db,
  clock: Clock,
  opts: SiteOptions & { resultsHistory?: boolean } = {},
): Promise<void> {
  const now = clock.now();
  await seedSiteBasics(db, clock, { ...opts, demo: true });
  const seeding = useCaseCtx({ db, clock, actor: systemActor('seed') });
  await createSitewideBanner(db, DEMO_SITEWIDE_BANNER);
  // A year of past draws with demo results (decision 034), numbered back from the calendar just made.
  if (opts.resultsHistory !== false) await seedDemoResultsHistory(seeding);

  const causeIds = new Map<string, string>();
  for (const [name, cause] of Object.entries(DEMO_CAUSES)) {
    causeIds.set(name, (await createCause(db, cause)).id);
  }
  for (const { causeKey, causeShares, bundles, prizes, draw, ...input } of DEMO_RAFFLES) {
    const offer = await createProductOffer(db, {
      ...input,
      causeId: causeIds.get(causeKey) ?? null,
      bundles,
      causes: causeShares.map((c) => ({
        causeId: causeIds.get(c.causeKey) ?? '',
        shareBasisPoints: c.shareBasisPoints,
      })),
    });
    const drawDay = addDays(localDateOf(now, 'Australia/Sydney'), draw.weeksAhead * 7);
    await createRaffleDraw(
      db,
      {
        offerId: offer.id,
        drawNo: draw.drawNo,
        drawType: 'raffle_ticket_draw',
        drawAt: zonedTime(drawDay, '11:00', 'Australia/Sydney'),
        salesCloseAt: zonedTime(addDays(drawDay, -1), '23:59', 'Australia/Sydney'),
        salesOpenAt:
          draw.opensInDays === undefined
            ? null
            : zonedTime(
                addDays(localDateOf(now, 'Australia/Sydney'), draw.opensInDays),
                '09:00',
                'Australia/Sydney',
              ),
        currency: offer.currency,
        name: draw.name,
        prizeDescription: draw.prizeDescription,
        prizeValueMinor: draw.prizeValueMinor,
        prizePoolMinor: draw.prizeValueMinor,
        ticketCap: draw.ticketCap,
        featureImage: draw.featureImage,
        prizes,
      },
      now,
    );
  }
}
