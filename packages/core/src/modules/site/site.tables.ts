import type { SupportHoursDto } from '@lottoshop/contracts/site';
import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from '../../db/columns.ts';

/** The site's constants and global settings. One row per site (the demo has one, key 'lottoshop'). */
export const siteSettings = pgTable('site_settings', {
  id: idColumn(),
  key: text('key').notNull().unique(),
  siteName: text('site_name').notNull(),
  siteLocale: text('site_locale').notNull(),
  baseUrl: text('base_url').notNull(),
  timezone: text('timezone').notNull(),
  currency: text('currency').notNull(),
  countryCode: text('country_code').notNull(),
  minimumAge: integer('minimum_age').notNull(),
  sessionTimeoutSeconds: integer('session_timeout_seconds').notNull(),
  maintenance: boolean('maintenance').notNull().default(false),
  disableIndexing: boolean('disable_indexing').notNull().default(false),
  twitterAccount: text('twitter_account'),
  supportNumber: text('support_number').notNull(),
  supportEmail: text('support_email').notNull(),
  /** Where free postal entries to the shop's raffles are sent (the promoter's postal address, one line per line). */
  postalEntryAddress: text('postal_entry_address')
    .notNull()
    .default('Free Entry, lottoshop Raffles\nPO Box 1234\nSydney NSW 2001'),
  supportHours: jsonb('support_hours').$type<SupportHoursDto[]>().notNull(),
  iosAppId: text('ios_app_id'),
  androidPackage: text('android_package'),
  googleSiteVerification: text('google_site_verification'),
  bingSiteVerification: text('bing_site_verification'),
  facebookDomainVerification: text('facebook_domain_verification'),
  pinterestVerification: text('pinterest_verification'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type SiteSettingsRow = typeof siteSettings.$inferSelect;
export type NewSiteSettings = typeof siteSettings.$inferInsert;
