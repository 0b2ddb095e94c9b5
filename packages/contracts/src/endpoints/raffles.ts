/**
 * Raffles and charity draws: every raffle with its current draw, one raffle's page, drawn draws and their winners,
 * one drawn draw's result, a draw's verification and frozen entries, how to enter without buying, a cause's page,
 * and what the signed-in customer's tickets have raised. Tickets left change with every purchase, so a raffle's
 * answer is kept only briefly, and the page a buyer acts on not at all.
 */

import { z } from 'zod';
import { API_VERSIONS } from '../api-versions.ts';
import { endpoint } from '../endpoint.ts';
import {
  CauseSlugParams,
  CauseSupportDto,
  FreePostalEntryDto,
  RaffleDetailsDto,
  RaffleDrawParams,
  RaffleDrawVerificationDto,
  RaffleEntriesDto,
  RaffleKeyParams,
  RaffleOfferDto,
  RaffleResultDto,
  RaffleResultsQuery,
  SupportDto,
} from '../raffles.ts';

const cache = { ttlSeconds: 10 };

export const list = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/raffles',
  summary: 'Every raffle with its current draw',
  versions: API_VERSIONS,
  caller: 'app',
  response: z.array(RaffleOfferDto),
  cache,
});

export const get = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/raffles/:productOfferKey',
  summary: "One raffle's page: tickets left as they stand",
  versions: API_VERSIONS,
  caller: 'app',
  params: RaffleKeyParams,
  response: RaffleDetailsDto,
  cache: false,
});

export const results = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/raffles/results',
  summary: 'A page of drawn raffle draws and their winners',
  versions: API_VERSIONS,
  caller: 'app',
  query: RaffleResultsQuery,
  response: z.array(RaffleResultDto),
  cache,
});

export const freePostalEntry = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/raffles/:productOfferKey/free-postal-entry',
  summary: 'How to enter a raffle without buying',
  versions: API_VERSIONS,
  caller: 'app',
  params: RaffleKeyParams,
  response: FreePostalEntryDto,
  cache,
});

export const raffleResults = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/raffles/:productOfferKey/results',
  summary: "A page of one raffle's drawn draws and their winners",
  versions: API_VERSIONS,
  caller: 'app',
  params: RaffleKeyParams,
  query: RaffleResultsQuery,
  response: z.array(RaffleResultDto),
  cache,
});

export const drawVerification = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/raffles/:productOfferKey/draws/:drawNo/verification',
  summary: "A raffle draw's published audit",
  versions: API_VERSIONS,
  caller: 'app',
  params: RaffleDrawParams,
  response: RaffleDrawVerificationDto,
  cache,
});

export const drawResult = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/raffles/:productOfferKey/draws/:drawNo/result',
  summary: "One drawn raffle draw's winners",
  versions: API_VERSIONS,
  caller: 'app',
  params: RaffleDrawParams,
  response: RaffleResultDto,
  cache,
});

export const drawEntries = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/raffles/:productOfferKey/draws/:drawNo/entries',
  summary: "A raffle draw's frozen entry list",
  versions: API_VERSIONS,
  caller: 'app',
  params: RaffleDrawParams,
  response: RaffleEntriesDto,
  cache,
});

export const causeSupport = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/raffles/causes/:causeSlug',
  summary: "A cause's page: the cause, what its raffles have raised, and its raffles",
  versions: API_VERSIONS,
  caller: 'app',
  params: CauseSlugParams,
  response: CauseSupportDto,
  cache,
});

export const mySupport = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/raffles/support',
  summary: "What the customer's raffle tickets have raised, by cause",
  versions: API_VERSIONS,
  caller: 'customer',
  response: z.array(SupportDto),
  cache: false,
});

export const mySupportOf = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/raffles/:productOfferKey/support',
  summary: "What the customer's tickets of one raffle have raised, by cause",
  versions: API_VERSIONS,
  caller: 'customer',
  params: RaffleKeyParams,
  response: z.array(SupportDto),
  cache: false,
});
