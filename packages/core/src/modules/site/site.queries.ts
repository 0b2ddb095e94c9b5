import { BASE_CURRENCY, type Currency, CurrencySchema } from '@lottoshop/contracts/money';
import type { SiteConfigDto } from '@lottoshop/contracts/site';
import { asc } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once.ts';
import { DomainError } from '../../errors.ts';
import type { Ctx } from '../../use-case.ts';
import { listSiteCapabilities } from '../capabilities/index.ts';
import { type SiteSettingsRow, siteSettings } from './site.tables.ts';

/** Whether a site has been set up (its settings written): a fresh database has none until it is seeded. */
export async function siteIsSetUp(ctx: Pick<Ctx, 'db'>): Promise<boolean> {
  const rows = await ctx.db.select({ id: siteSettings.id }).from(siteSettings).limit(1);
  return rows.length > 0;
}

const firstSettingsRow = builtOnce((db) =>
  db.select().from(siteSettings).orderBy(asc(siteSettings.createdAt)).limit(1),
);

/** The site's settings row. A database without one has not been seeded: that is a set-up error, not a 404. */
export async function getSiteSettings(ctx: Pick<Ctx, 'db'>): Promise<SiteSettingsRow> {
  const [row] = await firstSettingsRow(ctx.db, {});
  if (!row) throw new DomainError('internal_error', { message: 'The site has not been set up.' });
  return row;
}

/** The currency the site trades in: its setting when the shop handles it, otherwise the base currency. */
export function siteCurrency(site: Pick<SiteSettingsRow, 'currency'>): Currency {
  const parsed = CurrencySchema.safeParse(site.currency);
  return parsed.success ? parsed.data : BASE_CURRENCY;
}

/**
 * The public configuration a client reads at start-up. `maintenanceOverride` lets the operator switch
 * maintenance on by environment without touching the database.
 */
export async function getSiteConfig(
  ctx: Ctx,
  input: { maintenanceOverride?: boolean } = {},
): Promise<SiteConfigDto> {
  const [site, capabilities] = await Promise.all([getSiteSettings(ctx), listSiteCapabilities(ctx)]);
  return {
    siteName: site.siteName,
    siteLocale: site.siteLocale,
    baseUrl: site.baseUrl,
    timezone: site.timezone,
    currency: site.currency as SiteConfigDto['currency'],
    minimumAge: site.minimumAge,
    sessionTimeout: site.sessionTimeoutSeconds,
    maintenance: site.maintenance || input.maintenanceOverride === true,
    disableIndexing: site.disableIndexing,
    twitterAccount: site.twitterAccount,
    supportNumber: site.supportNumber,
    supportEmail: site.supportEmail,
    supportHours: site.supportHours,
    appStore: { iosAppId: site.iosAppId, androidPackage: site.androidPackage },
    verification: {
      google: site.googleSiteVerification,
      bing: site.bingSiteVerification,
      facebook: site.facebookDomainVerification,
      pinterest: site.pinterestVerification,
    },
    capabilities,
  };
}
