/**
 * What the shop sells: the product offers on sale, the causes raffles support, and one draw of an offer with its
 * rules (GET /v2/draw/details, 3.6+) or as a card shows it (GET /v2/draw/preview, 3.3+, decision 049).
 */

import { z } from 'zod';
import { API_VERSIONS, versionsFrom } from '../api-versions.ts';
import { CauseDto, CauseParams, CausesQuery, DrawDetailsDto, ProductOfferDto } from '../catalog.ts';
import { DrawPreviewDto } from '../draw-preview.ts';
import { DrawParams } from '../draws.ts';
import { endpoint } from '../endpoint.ts';

export const list = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/product_offers',
  summary: 'The offers on sale with their game types, prices, matrix, cause and next draw',
  versions: API_VERSIONS,
  caller: 'app',
  response: z.array(ProductOfferDto),
  cache: { ttlSeconds: 60 },
});

export const causes = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/causes',
  summary: 'A page of the charities raffles support, or the one with a url slug',
  versions: API_VERSIONS,
  caller: 'app',
  query: CausesQuery,
  response: z.array(CauseDto),
  cache: { ttlSeconds: 60 },
});

export const cause = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/causes/:key',
  summary: 'One cause raffles support',
  versions: API_VERSIONS,
  caller: 'app',
  params: CauseParams,
  response: CauseDto,
  errors: ['not_found'],
  cache: { ttlSeconds: 60 },
});

export const drawDetails = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/draw/details/:productOfferKey/:drawNo',
  summary: 'A draw with the rules in force for it',
  versions: versionsFrom('3.6'),
  caller: 'app',
  params: DrawParams,
  response: DrawDetailsDto,
  cache: { ttlSeconds: 60 },
});

export const drawPreview = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/draw/preview/:productOfferKey/:drawNo',
  summary: 'A draw as a card shows it',
  versions: versionsFrom('3.3'),
  caller: 'app',
  params: DrawParams,
  response: DrawPreviewDto,
  cache: { ttlSeconds: 60 },
});
