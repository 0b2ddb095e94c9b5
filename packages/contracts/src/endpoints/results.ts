/**
 * Draw results (spec 2 §7 Draws): the offers with results, pages of past results, one draw's numbers and dividends,
 * the archive by month, the signed-in customer's own entries and wins in them (never cached: they are one
 * customer's); a draw's winners, prizes and the offer's number statistics; the public verifier of a lottery the shop
 * draws itself; and the customer's choice to be named among the winners (decision 037).
 *
 * Every pricing sees the standard catalogue for now, so the pricing id is checked for shape and otherwise ignored.
 */

import { z } from 'zod';
import { API_VERSIONS, versionsFrom } from '../api-versions.ts';
import { WinnerPublicityBody, WinnerPublicityDto } from '../consents.ts';
import { DrawParams } from '../draws.ts';
import { endpoint } from '../endpoint.ts';
import {
  ArchiveParams,
  CustomerDrawResultDto,
  DrawPrizesDto,
  DrawResultDto,
  DrawWinnersDto,
  LotteryDrawEntriesDto,
  LotteryDrawParams,
  LotteryDrawVerificationDto,
  NumberStatisticsDto,
  OfferKeyParams,
  PastResultsQuery,
  PricingParams,
  RESULTS_CACHE_TTL_SECONDS,
  ResultsPageQuery,
  StatisticsQuery,
} from '../results.ts';

const cache = { ttlSeconds: RESULTS_CACHE_TTL_SECONDS };

export const resultKeys = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/draws/pricing/:pricingId/past/result_keys',
  summary: 'The keys of the offers that have results',
  versions: API_VERSIONS,
  caller: 'app',
  params: PricingParams,
  response: z.array(z.string()),
  cache,
});

export const past = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/draws/pricing/:pricingId/past',
  summary: 'A page of past results, newest first',
  versions: versionsFrom('3.7'),
  caller: 'app',
  params: PricingParams,
  query: PastResultsQuery,
  response: z.array(DrawResultDto),
  cache,
});

export const fullResult = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/draw/full_result/:productOfferKey/:drawNo',
  summary: "One draw's numbers and dividends",
  versions: API_VERSIONS,
  caller: 'app',
  params: DrawParams,
  response: DrawResultDto,
  cache,
});

export const archived = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/draws/past/archived/:key/:year/:month',
  summary: "A page of an offer's results of one month",
  versions: versionsFrom('3.7'),
  caller: 'app',
  params: ArchiveParams,
  query: ResultsPageQuery,
  response: z.array(DrawResultDto),
  cache,
});

export const customerPast = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/draws/past_customer/:key',
  summary: "A page of an offer's past results with the customer's own entries and wins",
  versions: versionsFrom('3.7'),
  caller: 'customer',
  params: OfferKeyParams,
  query: ResultsPageQuery,
  response: z.array(CustomerDrawResultDto),
  cache: false,
});

export const customerFullResult = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/draw/full_result_customer/:productOfferKey/:drawNo',
  summary: "One draw's result with the customer's own entries and wins",
  versions: API_VERSIONS,
  caller: 'customer',
  params: DrawParams,
  response: CustomerDrawResultDto,
  cache: false,
});

export const winners = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/draw/details/:productOfferKey/:drawNo/winners',
  summary: "A draw's winners by division, named only with their consent (first name and state)",
  versions: API_VERSIONS,
  caller: 'app',
  params: DrawParams,
  response: DrawWinnersDto,
  cache,
});

export const prizes = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/draw/details/:productOfferKey/:drawNo/prizes',
  summary: "A draw's prize table",
  versions: API_VERSIONS,
  caller: 'app',
  params: DrawParams,
  response: DrawPrizesDto,
  cache,
});

export const statistics = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/draws/statistics/:key',
  summary: "The number statistics of an offer's last draws",
  versions: versionsFrom('3.7'),
  caller: 'app',
  params: OfferKeyParams,
  query: StatisticsQuery,
  response: NumberStatisticsDto,
  cache,
});

/** What the verifier publishes changes only when the draw moves on: kept briefly. */
const verificationCache = { ttlSeconds: 10 };

export const verification = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/draw/verification/:productOfferKey/:drawNo',
  summary: "A lottery draw's commitment, entries hash, revealed seed, barrels and numbers",
  versions: API_VERSIONS,
  caller: 'app',
  params: LotteryDrawParams,
  response: LotteryDrawVerificationDto,
  cache: verificationCache,
});

export const entries = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/draw/entries/:productOfferKey/:drawNo',
  summary: "A lottery draw's frozen entry list: ticket ids and numbers only",
  versions: API_VERSIONS,
  caller: 'app',
  params: LotteryDrawParams,
  response: LotteryDrawEntriesDto,
  cache: verificationCache,
});

export const winnerPublicity = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/customer/winner-publicity',
  summary: 'Whether the customer may be named among the winners',
  versions: API_VERSIONS,
  caller: 'customer',
  response: WinnerPublicityDto,
  cache: false,
});

export const saveWinnerPublicity = endpoint({
  method: 'PUT',
  family: 'platform',
  path: '/customer/winner-publicity',
  summary: 'Sets whether the customer may be named among the winners',
  versions: API_VERSIONS,
  caller: 'customer',
  body: WinnerPublicityBody,
  response: WinnerPublicityDto,
  cache: false,
});
