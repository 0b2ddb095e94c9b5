/**
 * GET /v2/locate: the visitor's country. Read from the country header a trusted proxy in front of the API
 * sets (CF-IPCountry, X-Country-Code) when it names a real ISO 3166-1 alpha-2 country; otherwise the site's
 * own country.
 */
import { API_VERSIONS } from '@lottoshop/contracts/api-versions';
import { LocationDto } from '@lottoshop/contracts/site';
import { getSiteSettings } from '@lottoshop/core/site';
import type { ApiApp } from '../http/app-types.ts';
import { countryName } from '../http/country-name.ts';
import { ok } from '../http/envelope.ts';

const COUNTRY_HEADERS = ['cf-ipcountry', 'x-country-code'] as const;
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
