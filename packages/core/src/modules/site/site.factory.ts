import { BASE_CURRENCY } from '@lottoshop/contracts/money';
import type { Db } from '../../db/client.ts';
import { type NewSiteSettings, type SiteSettingsRow, siteSettings } from './site.tables.ts';

/** The demo site's constants (spec 2 §3 "Site constants" plus the global settings of §9). */
export function siteSettingsDefaults(): NewSiteSettings {
  return {
    key: 'lottoshop',
    siteName: 'Lottoshop',
    siteLocale: 'en-AU',
    baseUrl: 'http://localhost:3000',
    timezone: 'Australia/Sydney',
    currency: BASE_CURRENCY,
    countryCode: 'AU',
    minimumAge: 18,
    sessionTimeoutSeconds: 3600,
    maintenance: false,
    disableIndexing: true,
    twitterAccount: '@lottoshop',
    supportNumber: '1300 568 867',
    supportEmail: 'support@lottoshop.example',
    supportHours: [
      { days: 'Monday to Friday', opens: '08:00', closes: '20:00' },
      { days: 'Saturday', opens: '09:00', closes: '17:00' },
    ],
    iosAppId: null,
    androidPackage: null,
    googleSiteVerification: null,
    bingSiteVerification: null,
    facebookDomainVerification: null,
    pinterestVerification: null,
  };
}

export async function createSiteSettings(
  db: Db,
  input: Partial<NewSiteSettings> = {},
): Promise<SiteSettingsRow> {
  const [row] = await db
    .insert(siteSettings)
    .values({ ...siteSettingsDefaults(), ...input })
    .returning();
  return row!;
}
