/**
 * GET /v2/locate: the visitor's country. Read from the country header a trusted proxy in front of the API
 * sets (CF-IPCountry, X-Country-Code) when it names a real ISO 3166-1 alpha-2 country; otherwise the site's
 * own country.
 */
import { API_VERSIONS } from '@lottoshop/contracts/api-versions';
import { LocationDto } from '@lottoshop/contracts/site';
import { getSiteSettings } from '@lottoshop/core/site';
import type { ApiApp } from '../http/app-types.ts';
import { ok } from '../http/envelope.ts';

const COUNTRY_HEADERS = ['cf-ipcountry', 'x-country-code'] as const;
const regionNames = new Intl.DisplayNames(['en-AU'], { type: 'region', fallback: 'none' });

/** The English name of an alpha-2 country code, or undefined for anything that is not a country. */
export function countryName(code: string): string | undefined {
  if (!/^[A-Z]{2}$/.test(code)) return undefined;
  // Cloudflare's XX (unknown) and T1 (Tor) and the user-assigned range are not countries.
  if (code === 'XX' || code === 'ZZ' || /^(AA|Q[M-Z]|X[A-Z])$/.test(code)) return undefined;
  try {
    const name = regionNames.of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}

export default async function locateRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/locate',
    // Depends on a request header the cache key does not include.
    { config: { versions: API_VERSIONS, cache: false }, schema: { response: { 200: LocationDto } } },
    async (req) => {
      for (const header of COUNTRY_HEADERS) {
        const raw = req.headers[header];
        const code = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
        const name = code ? countryName(code) : undefined;
        if (code && name) return ok({ countryCode: code, countryName: name, source: 'header' as const });
      }
      const site = await getSiteSettings(req.ctx);
      return ok({
        countryCode: site.countryCode,
        countryName: countryName(site.countryCode) ?? site.countryCode,
        source: 'default' as const,
      });
    },
  );
}
