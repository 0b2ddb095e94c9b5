import { PageSection, SiteContentConfigDto, ThemeDto } from '@lottoshop/contracts/content';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { pages, siteConfigs, sitewideBanners, themes } from './content.tables.ts';

let sequence = 0;

type ThemeInput = Partial<Omit<typeof themes.$inferInsert, 'id'>>;

export function themeDefaults(): Omit<ThemeDto, 'id'> {
  return {
    colours: {
      themePrimary: '#0b3d91',
      themeSecondary: '#f5b301',
      themeTertiary: '#e8f0fb',
      actionPrimary: '#c8102e',
      actionSecondary: '#0b3d91',
      mono: '#1f2933',
      success: '#1b7f3b',
      warning: '#b45309',
      error: '#b91c1c',
    },
    borderRadius: { small: '4px', medium: '8px', large: '16px', pill: '999px' },
    boxShadow: {
      small: '0 1px 2px rgba(15, 23, 42, 0.08)',
      medium: '0 4px 12px rgba(15, 23, 42, 0.12)',
      large: '0 12px 32px rgba(15, 23, 42, 0.16)',
    },
    logos: {
      default: '/images/logo.svg',
      white: '/images/logo-white.svg',
      navbar: '/images/logo-navbar.svg',
    },
    metaImages: {
      favicon: '/favicon.ico',
      appleTouch: '/apple-touch-icon.png',
      ogImage: '/images/og-image.png',
    },
    motifs: ['confetti'],
    typography: {
      fontFamilyBody: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      fontFamilyHeading: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      baseFontSize: '16px',
      headingWeight: 700,
    },
  };
}

export async function createTheme(db: Db, input: ThemeInput = {}) {
  const values = { key: `theme_${++sequence}`, active: true, ...themeDefaults(), ...input };
  ThemeDto.omit({ id: true }).parse(values);
  const [row] = await db.insert(themes).values(values).returning();
  return row!;
}

type SiteConfigInput = Partial<Omit<SiteContentConfigDto, 'id' | 'sitewideBanner'>> & { key?: string };

export function siteConfigDefaults(): Omit<SiteContentConfigDto, 'id' | 'sitewideBanner'> {
  return {
    navigation: [
      {
        type: 'main',
        items: [{ label: 'Lotto', linkType: 'none', url: null, childType: 'lotto', capabilities: [] }],
      },
      { type: 'footer', items: [] },
    ],
    components: {
      affiliateWidget: 'variant_a',
      companyInformationWidget: 'variant_a',
      charitySupportWidget: 'variant_a',
      customerFeedbackBanner: 'variant_a',
      productSupportBanner: 'variant_a',
      uniqueSellingPointWidget: 'variant_a',
    },
    socialLinks: [],
    paymentLogos: ['VISA', 'MASTERCARD'],
    regulationImages: [],
    footer: {
      legalText: 'Test legal text.',
      responsibleGamblingText: 'Gamble responsibly.',
      brandMark: { src: '/images/logo.svg', alt: 'Logo', href: '/' },
    },
  };
}

export async function createSiteConfig(db: Db, input: SiteConfigInput = {}) {
  const values = { key: 'default', ...siteConfigDefaults(), ...input };
  SiteContentConfigDto.omit({ id: true, sitewideBanner: true }).parse(values);
  const [row] = await db.insert(siteConfigs).values(values).returning();
  return row!;
}

type PageInput = Partial<Omit<typeof pages.$inferInsert, 'id'>>;

export async function createPage(db: Db, input: PageInput = {}) {
  const n = ++sequence;
  const values = {
    path: `/test-page-${n}`,
    template: 'default' as const,
    name: `Test page ${n}`,
    status: 'published' as const,
    seo: { title: `Test page ${n}`, description: 'A test page.', noIndex: false },
    subnavigationMenu: null,
    sections: [
      { kind: 'single_column_content' as const, heading: null, format: 'plain' as const, body: 'Hello.' },
    ],
    ...input,
  };
  // Seed and test content must be renderable: reject a section the contracts do not describe.
  z.array(PageSection).parse(values.sections);
  const [row] = await db.insert(pages).values(values).returning();
  return row!;
}

export async function createSitewideBanner(db: Db, input: Partial<typeof sitewideBanners.$inferInsert> = {}) {
  const [row] = await db
    .insert(sitewideBanners)
    .values({ content: 'A sitewide announcement.', ...input })
    .returning();
  return row!;
}
