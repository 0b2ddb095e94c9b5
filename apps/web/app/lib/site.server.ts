import { CACHE_TTL_SECONDS } from '@lottoshop/contracts/cache-ttl';
import { ANONYMOUS_SEGMENT, CapabilitiesDto, CUSTOMER_SEGMENT } from '@lottoshop/contracts/capabilities';
import { SiteContentConfigDto, ThemeDto } from '@lottoshop/contracts/content';
import { MIGRATION_STATUSES } from '@lottoshop/contracts/identity';
import { MoneyDto } from '@lottoshop/contracts/money';
import { SiteConfigDto } from '@lottoshop/contracts/site';
import { z } from 'zod';
import { type ApiIdentity, callApi } from './api.server.ts';
import { CUSTOMER_READS_TTL_SECONDS, derivedOnce } from './api-cache.server.ts';
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

const LooseConfig = SiteConfigDto.partial();

export async function loadSiteConfig(identity: ApiIdentity): Promise<LoadedConfig> {
  const res = await callApi<unknown>('v2', '/config', {
    identity,
    cacheTtlSeconds: CACHE_TTL_SECONDS.default,
  });
  return { ...derivedOnce(res, 'config', () => readConfig(res.result)) };
}

function readConfig(result: unknown): LoadedConfig {
  const parsed = LooseConfig.safeParse(result ?? {});
  const c = parsed.success ? parsed.data : {};
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
  const res = await callApi<unknown>('v2', '/capabilities', {
    identity,
    cacheTtlSeconds: CACHE_TTL_SECONDS.default,
  });
  const parsed = derivedOnce(res, 'capabilities', () => CapabilitiesDto.safeParse(res.result));
  if (!parsed.success) return [];
  const segments = parsed.data.segments;
  const wanted = opts.signedIn ? [opts.segmentName, CUSTOMER_SEGMENT] : [ANONYMOUS_SEGMENT];
  for (const name of [...wanted, parsed.data.currentSegment]) {
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
  return swallow(null, async () => {
    const res = await callApi<unknown>('cms', '/items/theme', { cacheTtlSeconds: CACHE_TTL_SECONDS.theme });
    return derivedOnce(res, 'theme', () => {
      const parsed = ThemeDto.safeParse(Array.isArray(res.result) ? res.result[0] : res.result);
      return parsed.success ? parsed.data : null;
    });
  });
}

function navGroup(config: SiteContentConfigDto, type: 'main' | 'footer' | 'footer_legal') {
  return config.navigation.find((g) => g.type === type)?.items ?? [];
}

/** Navigation, footer content and the sitewide banner (logos come from the theme). */
export function loadSiteContent(): Promise<ShellContent> {
  const base = EMPTY_CONTENT;
  return swallow(base, async () => {
    const res = await callApi<unknown>('cms', '/items/site_config', {
      cacheTtlSeconds: CACHE_TTL_SECONDS.navigation,
    });
    // Parsed, and its banner's markdown rendered, once per answer of the content service.
    return derivedOnce(res, 'site-content', () => readSiteContent(base, res.result));
  });
}

function readSiteContent(base: ShellContent, result: unknown): ShellContent {
  const parsed = SiteContentConfigDto.safeParse(Array.isArray(result) ? result[0] : result);
  if (!parsed.success) return base;
  const c = parsed.data;
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

/**
 * The signed-in customer's overview (GET /v2/customer, version 3.3), once per request. The call is made for
 * the request's session, so an expired access token is refreshed once; null when the session is no longer
 * accepted (401/403/404 after that), and the visitor is treated as anonymous; other failures propagate.
 */
export function loadCustomer(session: RequestSession): Promise<LoadedCustomer | null> {
  if (!session.signedIn) return Promise.resolve(null);
  return session.once('customer', async () => {
    try {
      const res = await callApi<unknown>('v2', '/customer', {
        session,
        version: '3.3',
        customerCacheSeconds: CUSTOMER_READS_TTL_SECONDS,
      });
      const parsed = derivedOnce(res, 'customer', () => CustomerOverview.safeParse(res.result));
      return parsed.success ? parsed.data : null;
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
