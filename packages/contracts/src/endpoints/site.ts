/**
 * What the shop's apps read before anything else: the service families (GET /discover), liveness (GET /health), the
 * site's constants and start-up settings, the capabilities of the caller's segment, the offers' branding and the
 * visitor's country (spec 1 §7, spec 2 §3 and §9).
 */

import { z } from 'zod';
import { API_VERSIONS } from '../api-versions.ts';
import { CapabilitiesDto } from '../capabilities.ts';
import { OfferBrandingDto } from '../catalog.ts';
import { DiscoveryDto } from '../discovery.ts';
import { endpoint } from '../endpoint.ts';
import { HealthDto, LocationDto, SiteConfigDto } from '../site.ts';

export const discover = endpoint({
  method: 'GET',
  family: 'root',
  path: '/discover',
  summary: 'The service families this server serves, with their absolute base URLs',
  caller: 'app',
  response: DiscoveryDto,
});

export const health = endpoint({
  method: 'GET',
  family: 'root',
  path: '/health',
  summary: 'Unsigned liveness check for start scripts and load balancers',
  caller: 'app',
  response: HealthDto,
});

export const config = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/config',
  summary: 'The site constants and start-up settings',
  versions: API_VERSIONS,
  caller: 'app',
  response: SiteConfigDto,
  cache: { ttlSeconds: 60 },
});

export const capabilities = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/capabilities',
  summary: 'Every segment with its capability list, and the segment that applies to the caller',
  versions: API_VERSIONS,
  caller: 'app',
  response: CapabilitiesDto,
  // The current segment depends on the caller, so the answer is never shared through the cache.
  cache: false,
});

export const branding = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/branding',
  summary: 'Name, colours and logo of every product offer',
  versions: API_VERSIONS,
  caller: 'app',
  response: z.array(OfferBrandingDto),
  cache: { ttlSeconds: 60 },
});

export const locate = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/locate',
  summary: "The visitor's country, from a trusted proxy's country header or else the site's own",
  versions: API_VERSIONS,
  caller: 'app',
  response: LocationDto,
  // Depends on a request header the cache key does not include.
  cache: false,
});
