import { z } from 'zod';
import { CurrencySchema } from './money.ts';

export const SupportHoursDto = z.object({
  days: z.string(),
  opens: z.string().regex(/^\d{2}:\d{2}$/),
  closes: z.string().regex(/^\d{2}:\d{2}$/),
});
export type SupportHoursDto = z.infer<typeof SupportHoursDto>;

/** Public site configuration: the site constants plus the settings a client needs at start-up. */
export const SiteConfigDto = z.object({
  siteName: z.string(),
  siteLocale: z.string(),
  baseUrl: z.string(),
  timezone: z.string(),
  currency: CurrencySchema,
  minimumAge: z.number().int(),
  sessionTimeout: z.number().int(),
  maintenance: z.boolean(),
  disableIndexing: z.boolean(),
  twitterAccount: z.string().nullable(),
  supportNumber: z.string(),
  supportEmail: z.string(),
  supportHours: z.array(SupportHoursDto),
  appStore: z.object({ iosAppId: z.string().nullable(), androidPackage: z.string().nullable() }),
  verification: z.object({
    google: z.string().nullable(),
    bing: z.string().nullable(),
    facebook: z.string().nullable(),
    pinterest: z.string().nullable(),
  }),
  capabilities: z.array(z.string()),
});
export type SiteConfigDto = z.infer<typeof SiteConfigDto>;

/** ISO 3166-1 alpha-2 country of the visitor, as located from a trusted proxy header or the site default. */
export const LocationDto = z.object({
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  countryName: z.string(),
  source: z.enum(['header', 'default']),
});
export type LocationDto = z.infer<typeof LocationDto>;

/** GET /health: the unsigned liveness answer. */
export const HealthDto = z.object({ status: z.literal('ok') });
