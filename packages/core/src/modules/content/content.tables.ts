import type { PageDto, PageSection, SiteContentConfigDto, ThemeDto } from '@lottoshop/contracts/content';
import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from '../../db/columns.ts';

type ThemeBody = Omit<ThemeDto, 'id'>;

/** Visual theme from the content service; the active one is served (clients map it to CSS variables). */
export const themes = pgTable('themes', {
  id: idColumn(),
  key: text('key').notNull().unique(),
  active: boolean('active').notNull().default(false),
  colours: jsonb('colours').$type<ThemeBody['colours']>().notNull(),
  borderRadius: jsonb('border_radius').$type<ThemeBody['borderRadius']>().notNull(),
  boxShadow: jsonb('box_shadow').$type<ThemeBody['boxShadow']>().notNull(),
  logos: jsonb('logos').$type<ThemeBody['logos']>().notNull(),
  metaImages: jsonb('meta_images').$type<ThemeBody['metaImages']>().notNull(),
  motifs: jsonb('motifs').$type<string[]>().notNull(),
  typography: jsonb('typography').$type<ThemeBody['typography']>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Navigation, footer and component variants; one row per site key. */
export const siteConfigs = pgTable('site_configs', {
  id: idColumn(),
  key: text('key').notNull().unique(),
  navigation: jsonb('navigation').$type<SiteContentConfigDto['navigation']>().notNull(),
  components: jsonb('components').$type<SiteContentConfigDto['components']>().notNull(),
  socialLinks: jsonb('social_links').$type<SiteContentConfigDto['socialLinks']>().notNull(),
  paymentLogos: jsonb('payment_logos').$type<SiteContentConfigDto['paymentLogos']>().notNull(),
  regulationImages: jsonb('regulation_images').$type<SiteContentConfigDto['regulationImages']>().notNull(),
  footer: jsonb('footer').$type<SiteContentConfigDto['footer']>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Content-managed pages: added as routes by their path. Sections are typed blocks validated by PageSection. */
export const pages = pgTable(
  'pages',
  {
    id: idColumn(),
    path: text('path').notNull().unique(),
    template: text('template').$type<PageDto['template']>().notNull(),
    name: text('name').notNull(),
    status: text('status').$type<PageDto['status']>().notNull().default('published'),
    seo: jsonb('seo').$type<PageDto['seo']>().notNull(),
    subnavigationMenu: jsonb('subnavigation_menu').$type<PageDto['subnavigationMenu']>(),
    sections: jsonb('sections').$type<PageSection[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('pages_status', sql`${t.status} in ('published', 'draft', 'archived')`)],
);
export type PageRow = typeof pages.$inferSelect;

/** The banner across the top of every page (capability sitewide_banner); the newest active one in its window shows. */
export const sitewideBanners = pgTable('sitewide_banners', {
  id: idColumn(),
  content: text('content').notNull(),
  linkLabel: text('link_label'),
  linkUrl: text('link_url'),
  active: boolean('active').notNull().default(true),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
