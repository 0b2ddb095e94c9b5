import { CACHE_TTL_SECONDS } from '@lottoshop/contracts/cache-ttl';
import { ANONYMOUS_SEGMENT, CapabilitiesDto, CUSTOMER_SEGMENT } from '@lottoshop/contracts/capabilities';
import { SiteContentConfigDto, ThemeDto } from '@lottoshop/contracts/content';
import * as account from '@lottoshop/contracts/endpoints/account';
import * as content from '@lottoshop/contracts/endpoints/content';
import * as site from '@lottoshop/contracts/endpoints/site';
import { MIGRATION_STATUSES } from '@lottoshop/contracts/identity';
import { MoneyDto } from '@lottoshop/contracts/money';
import { SiteConfigDto } from '@lottoshop/contracts/site';
import { z } from 'zod';
import type { ApiIdentity } from './api.server.ts';
import { CUSTOMER_READS_TTL_SECONDS, derivedOnce } from './api-cache.server.ts';
import { callTolerant, firstOf, partialOf, tolerant } from './api-client.server.ts';
import { isApiError } from './api-errors.ts';
import { markdownInlineToHtml } from './rich-text.server.ts';
import type { RequestSession } from './session.server.ts';
import {
  DEFAULT_SITE,
  EMPTY_CONTENT,
  type ShellContent,
  type ShellCustomer,
  type ShellSite,
} from './shell-data.ts';

/**
 * Start-up reads of the shell (spec 1 §7 "Start-up"): config and capabilities are required; everything
 * from the content service is optional and its failures are swallowed (spec 2 §8), leaving defaults.
 */

export type LoadedConfig = ShellSite & { maintenance: boolean; siteCapabilities: string[] };

/** The site config, read tolerantly (decision 080): a field it lacks or cannot read is the default's. */
export const SITE_CONFIG_READING = tolerant(partialOf(SiteConfigDto), {});
const CAPABILITIES_READING = tolerant(CapabilitiesDto, null);
const THEME_READING = tolerant(firstOf(ThemeDto), null);
const SITE_CONTENT_READING = tolerant(firstOf(SiteContentConfigDto), null);

export async function loadSiteConfig(identity: ApiIdentity): Promise<LoadedConfig> {
  const c = await callTolerant(
    site.config,
    { identity, cacheTtlSeconds: CACHE_TTL_SECONDS.default },
    SITE_CONFIG_READING,
  );
  return { ...derivedOnce(c, 'config', () => readConfig(c)) };
}

function readConfig(c: Partial<SiteConfigDto>): LoadedConfig {
  return {
    siteName: c.siteName ?? DEFAULT_SITE.siteName,
    siteLocale: c.siteLocale ?? DEFAULT_SITE.siteLocale,
    baseUrl: (c.baseUrl ?? DEFAULT_SITE.baseUrl).replace(/\/+$/, ''),
    currency: c.currency ?? DEFAULT_SITE.currency,
    supportNumber: c.supportNumber ?? '',
    supportEmail: c.supportEmail ?? '',
    disableIndexing: c.disableIndexing ?? false,
    twitterAccount: c.twitterAccount ?? null,
    ...(typeof c.sessionTimeout === 'number' ? { sessionTimeoutSeconds: c.sessionTimeout } : {}),
    maintenance: c.maintenance ?? false,
    siteCapabilities: c.capabilities ?? [],
  };
}

/**
 * The visitor's capability list: the signed-in customer's segment (from the customer_segment_name cookie,
 * else the default customer segment) or the anonymous segment.
 */
export async function loadCapabilities(
  identity: ApiIdentity,
  opts: { signedIn: boolean; segmentName: string | undefined },
): Promise<string[]> {
  const read = await callTolerant(
    site.capabilities,
    { identity, cacheTtlSeconds: CACHE_TTL_SECONDS.default },
    CAPABILITIES_READING,
  );
  if (!read) return [];
  const segments = read.segments;
  const wanted = opts.signedIn ? [opts.segmentName, CUSTOMER_SEGMENT] : [ANONYMOUS_SEGMENT];
  for (const name of [...wanted, read.currentSegment]) {
    const segment = name ? segments.find((s) => s.segmentName === name) : undefined;
    if (segment) return segment.capabilities;
  }
  return [];
}

async function swallow<T>(fallback: T, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    return fallback;
  }
}

export function loadTheme(): Promise<ThemeDto | null> {
  return swallow(null, () =>
    callTolerant(content.theme, { cacheTtlSeconds: CACHE_TTL_SECONDS.theme }, THEME_READING),
  );
}

function navGroup(config: SiteContentConfigDto, type: 'main' | 'footer' | 'footer_legal') {
  return config.navigation.find((g) => g.type === type)?.items ?? [];
}

/** Navigation, footer content and the sitewide banner (logos come from the theme). */
export function loadSiteContent(): Promise<ShellContent> {
  const base = EMPTY_CONTENT;
  return swallow(base, async () => {
    const c = await callTolerant(
      content.siteConfig,
      { cacheTtlSeconds: CACHE_TTL_SECONDS.navigation },
      SITE_CONTENT_READING,
    );
    // Read, and its banner's markdown rendered, once per answer of the content service.
    return c ? derivedOnce(c, 'site-content', () => readSiteContent(base, c)) : base;
  });
}

function readSiteContent(base: ShellContent, c: SiteContentConfigDto): ShellContent {
  return {
    ...base,
    mainNav: navGroup(c, 'main'),
    footerNav: navGroup(c, 'footer'),
    legalNav: navGroup(c, 'footer_legal'),
    socialLinks: c.socialLinks,
    paymentLogos: c.paymentLogos,
    regulationImages: c.regulationImages,
    legalText: c.footer.legalText,
    responsibleGamblingText: c.footer.responsibleGamblingText,
    brandMark: c.footer.brandMark,
    banner: c.sitewideBanner
      ? { ...c.sitewideBanner, contentHtml: markdownInlineToHtml(c.sitewideBanner.content) }
      : null,
  };
}

const CustomerOverview = z.object({
  customerId: z.string().catch(''),
  firstname: z.string().catch(''),
  lastname: z.string().catch(''),
  email: z.string().catch(''),
  availableFunds: MoneyDto.nullable().catch(null),
  forcePasswordChange: z.boolean().catch(false),
  accountUpgrade: z.boolean().catch(false),
  migrationStatus: z.enum(MIGRATION_STATUSES).catch('ineligible'),
  countryBannedConfirmationRequired: z.boolean().catch(false),
  termsAndConditions: z
    .object({ version: z.number().int(), summary: z.string(), acceptanceRequired: z.boolean() })
    .nullable()
    .catch(null),
  addressConfirmationRequired: z.boolean().catch(false),
  emailAddressConfirmationRequired: z.boolean().catch(false),
});
export type LoadedCustomer = z.infer<typeof CustomerOverview>;
const CUSTOMER_READING = tolerant(CustomerOverview, null);

/**
 * The signed-in customer's overview (GET /v2/customer, version 3.3), once per request. The call is made for
 * the request's session, so an expired access token is refreshed once; null when the session is no longer
 * accepted (401/403/404 after that), and the visitor is treated as anonymous; other failures propagate.
 */
export function loadCustomer(session: RequestSession): Promise<LoadedCustomer | null> {
  if (!session.signedIn) return Promise.resolve(null);
  return session.once('customer', async () => {
    try {
      return await callTolerant(
        account.overview,
        { session, version: '3.3', customerCacheSeconds: CUSTOMER_READS_TTL_SECONDS },
        CUSTOMER_READING,
      );
    } catch (err) {
      if (isApiError(err) && [401, 403, 404].includes(err.status)) {
        // The API no longer accepts this session: clear its cookies so the visitor is anonymous again.
        if (!session.expired) session.end();
        return null;
      }
      throw err;
    }
  });
}

const regionNames = new Intl.DisplayNames(['en-AU'], { type: 'region', fallback: 'none' });
/** The English name of the visitor's country, for the restricted-country confirmation. */
function countryNameOf(code: string | undefined): string {
  try {
    return (code && regionNames.of(code)) || 'a country our licence does not cover';
  } catch {
    return 'a country our licence does not cover';
  }
}

/** The part of the customer every page's shell shows (browser-bound: no more than the header needs). */
export function shellCustomer(
  customer: LoadedCustomer,
  country?: string,
  opts: { upgrading?: boolean; migrationOffered?: boolean } = {},
): ShellCustomer {
  const terms = customer.termsAndConditions;
  const migration = customer.migrationStatus;
  return {
    // Spec 2 §2: the migration modal, with the customer-migration capability, while the account is eligible or
    // moving (the root loader leaves out an eligible_soft one its customer put off).
    migration:
      opts.migrationOffered && !opts.upgrading && migration !== 'ineligible' && migration !== 'migrated'
        ? migration
        : null,
    // The account upgrade asks for the terms itself.
    consent: opts.upgrading
      ? null
      : terms?.acceptanceRequired
        ? { kind: 'terms', version: terms.version, summary: terms.summary }
        : customer.countryBannedConfirmationRequired
          ? { kind: 'location', country: countryNameOf(country) }
          : null,
    firstname: customer.firstname,
    lastname: customer.lastname,
    availableFunds: customer.availableFunds,
    confirm: customer.addressConfirmationRequired
      ? 'address'
      : customer.emailAddressConfirmationRequired
        ? 'email'
        : null,
  };
}
