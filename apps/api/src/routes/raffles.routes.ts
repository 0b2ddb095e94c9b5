/**
 * Raffles and charity draws: GET /v2/raffles (every raffle with its current draw) and GET /v2/raffles/{key} (one
 * raffle's page); adding raffle tickets to a cart (POST /v2/cart/raffle-items, POST /v2/anon-cart/{token}/raffle-items);
 * GET /v2/raffles/results and /v2/raffles/{key}/results (drawn draws and their winners), one drawn draw's result
 * (/v2/raffles/{key}/draws/{drawNo}/result), a draw's verification and
 * frozen entries; GET /v2/raffles/{key}/free-postal-entry (how to enter without buying); and GET /v2/checkout/{checkoutId}/raffle-tickets (the ticket numbers of one of the customer's purchases).
 */
import * as cart from '@lottoshop/contracts/endpoints/cart';
import * as checkout from '@lottoshop/contracts/endpoints/checkout';
import * as raffles from '@lottoshop/contracts/endpoints/raffles';
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
import type { ApiApp } from '../http/app-types.ts';
import { route } from '../http/endpoint-route.ts';
import { ok, okPage } from '../http/envelope.ts';

const pageOf = (q: { limit?: number | undefined; offset?: number | undefined }) => ({
  limit: q.limit ?? 5,
  offset: q.offset ?? 0,
});

export default async function rafflesRoutes(app: ApiApp): Promise<void> {
  route(app, raffles.list, async (req) => ok(await listRaffles(req.ctx)));
  route(app, raffles.get, async (req) => ok(await getRaffle(req.ctx, req.params)));
  route(app, raffles.results, async (req) => okPage(await listRaffleResults(req.ctx, pageOf(req.query))));
  // How to enter without buying (the page's ?free-postal-entry).
  route(app, raffles.freePostalEntry, async (req) => ok(await getFreePostalEntry(req.ctx, req.params)));
  route(app, raffles.raffleResults, async (req) =>
    okPage(await listRaffleResults(req.ctx, { ...req.params, ...pageOf(req.query) })),
  );
  route(app, raffles.drawVerification, async (req) =>
    ok(await getRaffleDrawVerification(req.ctx, req.params)),
  );
  route(app, raffles.drawResult, async (req) => ok(await getRaffleResult(req.ctx, req.params)));
  route(app, raffles.drawEntries, async (req) => ok(await getRaffleDrawEntries(req.ctx, req.params)));
  route(app, raffles.causeSupport, async (req) => ok(await getCauseSupport(req.ctx, req.params)));
  route(app, raffles.mySupport, async (req) => ok(await getMySupport(req.ctx)));
  route(app, raffles.mySupportOf, async (req) => ok(await getMySupport(req.ctx, req.params)));

  route(app, cart.addAnonymousRaffleItem, async (req) =>
    ok(await addRaffleItem(req.ctx, { token: req.params.token, body: req.body })),
  );
  route(app, cart.addRaffleItem, async (req) => ok(await addRaffleItem(req.ctx, { body: req.body })));
  route(app, checkout.raffleTickets, async (req) => ok(await getCheckoutRaffleTickets(req.ctx, req.params)));
}
