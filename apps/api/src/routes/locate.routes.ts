/**
 * GET /v2/locate: the visitor's country. Read from the country header a trusted proxy in front of the API
 * sets (CF-IPCountry, X-Country-Code) when it names a real ISO 3166-1 alpha-2 country; otherwise the site's
 * own country.
 */
import * as site from '@lottoshop/contracts/endpoints/site';
import type { LocationDto } from '@lottoshop/contracts/site';
import { getSiteSettings } from '@lottoshop/core/site';
import type { FastifyRequest } from 'fastify';
import type { ApiApp } from '../http/app-types.ts';
import { countryName } from '../http/country-name.ts';
import { route } from '../http/endpoint-route.ts';
import { ok } from '../http/envelope.ts';

const COUNTRY_HEADERS = ['cf-ipcountry', 'x-country-code'] as const;

export default async function locateRoutes(app: ApiApp): Promise<void> {
  route(app, site.locate, async (req) => ok(await visitorLocation(req)));
}

async function visitorLocation(req: FastifyRequest): Promise<LocationDto> {
  for (const header of COUNTRY_HEADERS) {
    const raw = req.headers[header];
    const code = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
    const name = code ? countryName(code) : undefined;
    if (code && name) return { countryCode: code, countryName: name, source: 'header' };
  }
  const settings = await getSiteSettings(req.ctx);
  return {
    countryCode: settings.countryCode,
    countryName: countryName(settings.countryCode) ?? settings.countryCode,
    source: 'default',
  };
}
