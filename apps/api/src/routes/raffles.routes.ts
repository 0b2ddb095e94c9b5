/**
 * Raffles and charity draws: GET /v2/raffles (every raffle with its current draw) and GET /v2/raffles/{key} (one
 * raffle's page); adding raffle tickets to a cart (POST /v2/cart/raffle-items, POST /v2/anon-cart/{token}/raffle-items);
 * GET /v2/raffles/results and /v2/raffles/{key}/results (drawn draws and their winners), one drawn draw's result
 * (/v2/raffles/{key}/draws/{drawNo}/result), a draw's verification and
 * frozen entries; GET /v2/raffles/{key}/free-postal-entry (how to enter without buying); and GET /v2/checkout/{checkoutId}/raffle-tickets (the ticket numbers of one of the customer's purchases).
 */
import { API_VERSIONS, versionsFrom } from '@lottoshop/contracts/api-versions';
import { AnonCartDto, CartDto } from '@lottoshop/contracts/cart';
import { intQuery } from '@lottoshop/contracts/int-query';
import {
  AddRaffleItemBody,
  AnonRaffleItemParams,
  CauseSlugParams,
  CauseSupportDto,
  CheckoutIdParams,
  FreePostalEntryDto,
  RaffleDetailsDto,
  RaffleDrawParams,
  RaffleDrawVerificationDto,
  RaffleEntriesDto,
  RaffleKeyParams,
  RaffleOfferDto,
  RaffleResultDto,
  RaffleTicketDto,
  SupportDto,
} from '@lottoshop/contracts/raffles';
import { addRaffleItem } from '@lottoshop/core/cart';
import { getCheckoutRaffleTickets } from '@lottoshop/core/orders';
import {
  getCauseSupport,
  getFreePostalEntry,
  getMySupport,
  getRaffle,
  getRaffleDrawEntries,
  getRaffleDrawVerification,
  getRaffleResult,
  listRaffleResults,
  listRaffles,
} from '@lottoshop/core/raffles';
import { z } from 'zod';
import type { ApiApp } from '../http/app-types.ts';
import { requireCustomer } from '../http/auth.ts';
import { ok, okPage } from '../http/envelope.ts';

const ResultsQuery = z.object({
  limit: intQuery({ min: 1, max: 50 }).optional(),
  offset: intQuery({ min: 0, max: Number.MAX_SAFE_INTEGER }).optional(),
});

/** Tickets left change with every purchase: a raffle's answer is kept only briefly. */
const RAFFLE_CACHE = { ttlSeconds: 10 } as const;
const cartConfig = { versions: versionsFrom('3.3'), cache: false } as const;

export default async function rafflesRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/raffles',
    {
      config: { versions: API_VERSIONS, cache: RAFFLE_CACHE },
      schema: { response: { 200: z.array(RaffleOfferDto) } },
    },
    async (req) => ok(await listRaffles(req.ctx)),
  );

  // The page a buyer acts on: tickets left as they stand (not cached).
  app.get(
    '/raffles/:productOfferKey',
    {
      config: { versions: API_VERSIONS, cache: false },
      schema: { params: RaffleKeyParams, response: { 200: RaffleDetailsDto } },
    },
    async (req) => ok(await getRaffle(req.ctx, { productOfferKey: req.params.productOfferKey })),
  );

  app.get(
    '/raffles/results',
    {
      config: { versions: API_VERSIONS, cache: RAFFLE_CACHE },
      schema: { querystring: ResultsQuery, response: { 200: z.array(RaffleResultDto) } },
    },
    async (req) =>
      okPage(
        await listRaffleResults(req.ctx, { limit: req.query.limit ?? 5, offset: req.query.offset ?? 0 }),
      ),
  );

  // How to enter without buying (the page's ?free-postal-entry).
  app.get(
    '/raffles/:productOfferKey/free-postal-entry',
    {
      config: { versions: API_VERSIONS, cache: RAFFLE_CACHE },
      schema: { params: RaffleKeyParams, response: { 200: FreePostalEntryDto } },
    },
    async (req) => ok(await getFreePostalEntry(req.ctx, { productOfferKey: req.params.productOfferKey })),
  );

  app.get(
    '/raffles/:productOfferKey/results',
    {
      config: { versions: API_VERSIONS, cache: RAFFLE_CACHE },
      schema: {
        params: RaffleKeyParams,
        querystring: ResultsQuery,
        response: { 200: z.array(RaffleResultDto) },
      },
    },
    async (req) =>
      okPage(
        await listRaffleResults(req.ctx, {
          productOfferKey: req.params.productOfferKey,
          limit: req.query.limit ?? 5,
          offset: req.query.offset ?? 0,
        }),
      ),
  );

  app.get(
    '/raffles/:productOfferKey/draws/:drawNo/verification',
    {
      config: { versions: API_VERSIONS, cache: RAFFLE_CACHE },
      schema: { params: RaffleDrawParams, response: { 200: RaffleDrawVerificationDto } },
    },
    async (req) => ok(await getRaffleDrawVerification(req.ctx, req.params)),
  );

  app.get(
    '/raffles/:productOfferKey/draws/:drawNo/result',
    {
      config: { versions: API_VERSIONS, cache: RAFFLE_CACHE },
      schema: { params: RaffleDrawParams, response: { 200: RaffleResultDto } },
    },
    async (req) => ok(await getRaffleResult(req.ctx, req.params)),
  );

  app.get(
    '/raffles/:productOfferKey/draws/:drawNo/entries',
    {
      config: { versions: API_VERSIONS, cache: RAFFLE_CACHE },
      schema: { params: RaffleDrawParams, response: { 200: RaffleEntriesDto } },
    },
    async (req) => ok(await getRaffleDrawEntries(req.ctx, req.params)),
  );

  app.get(
    '/raffles/causes/:causeSlug',
    {
      config: { versions: API_VERSIONS, cache: RAFFLE_CACHE },
      schema: { params: CauseSlugParams, response: { 200: CauseSupportDto } },
    },
    async (req) => ok(await getCauseSupport(req.ctx, { causeSlug: req.params.causeSlug })),
  );

  app.get(
    '/raffles/support',
    {
      config: { versions: API_VERSIONS, cache: false },
      preHandler: requireCustomer,
      schema: { response: { 200: z.array(SupportDto) } },
    },
    async (req) => ok(await getMySupport(req.ctx)),
  );

  app.get(
    '/raffles/:productOfferKey/support',
    {
      config: { versions: API_VERSIONS, cache: false },
      preHandler: requireCustomer,
      schema: { params: RaffleKeyParams, response: { 200: z.array(SupportDto) } },
    },
    async (req) => ok(await getMySupport(req.ctx, { productOfferKey: req.params.productOfferKey })),
  );

  app.post(
    '/anon-cart/:token/raffle-items',
    {
      config: cartConfig,
      schema: { params: AnonRaffleItemParams, body: AddRaffleItemBody, response: { 200: AnonCartDto } },
    },
    async (req) => ok(await addRaffleItem(req.ctx, { token: req.params.token, body: req.body })),
  );

  app.post(
    '/cart/raffle-items',
    {
      config: cartConfig,
      preHandler: requireCustomer,
      schema: { body: AddRaffleItemBody, response: { 200: CartDto } },
    },
    async (req) => ok(await addRaffleItem(req.ctx, { body: req.body })),
  );

  app.get(
    '/checkout/:checkoutId/raffle-tickets',
    {
      config: { versions: versionsFrom('3.4'), cache: false },
      preHandler: requireCustomer,
      schema: { params: CheckoutIdParams, response: { 200: z.array(RaffleTicketDto) } },
    },
    async (req) => ok(await getCheckoutRaffleTickets(req.ctx, { checkoutId: req.params.checkoutId })),
  );
}
