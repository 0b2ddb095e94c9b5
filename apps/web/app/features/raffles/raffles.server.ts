/**
 * The raffle pages' API reads (GET /v2/raffles, /v2/raffles/{key}, a draw's result, verification and entries,
 * a cause's page, /v2/checkout/{id}/raffle-tickets), through the catalogue's client (decision 074). The lists
 * (raffles, results, causes, tickets, support) leave out an item they cannot read rather than failing the page.
 */
import { CACHE_TTL_SECONDS } from '@lottoshop/contracts/cache-ttl';
import type { CauseDto } from '@lottoshop/contracts/catalog';
import * as checkout from '@lottoshop/contracts/endpoints/checkout';
import * as offers from '@lottoshop/contracts/endpoints/offers';
import * as raffles from '@lottoshop/contracts/endpoints/raffles';
import { PageInfo } from '@lottoshop/contracts/envelope';
import type {
  CauseSupportDto,
  FreePostalEntryDto,
  RaffleDetailsDto,
  RaffleOfferDto,
  RaffleResultDto,
  RaffleTicketDto,
  SupportDto,
} from '@lottoshop/contracts/raffles';
import type { ApiIdentity } from '../../lib/api.server.ts';
import { call } from '../../lib/api-client.server.ts';
import { ApiError } from '../../lib/api-errors.ts';
import { callList } from '../../lib/api-list.server.ts';
import { isDrawNo, isOfferKey } from '../../lib/resource-id.ts';
import type { RequestSession } from '../../lib/session.server.ts';

/** Raffle answers are kept briefly: tickets left change with every purchase. */
const RAFFLE_TTL_SECONDS = Math.min(10, CACHE_TTL_SECONDS.default);

/** Null when the API answers 4xx: no such raffle, draw or cause (the page answers 404). */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof ApiError && err.status >= 400 && err.status < 500) return null;
    throw err;
  }
}

/** Every raffle on sale (or lately drawn); none when the API cannot be read. */
export async function loadRaffles(identity: ApiIdentity): Promise<RaffleOfferDto[] | null> {
  try {
    return (await callList(raffles.list, { identity, cacheTtlSeconds: RAFFLE_TTL_SECONDS })).result;
  } catch {
    return null;
  }
}

/** One raffle's page data, fresh; a 404 from the API throws ApiError (the page answers 404). */
export async function loadRaffle(identity: ApiIdentity, key: string): Promise<RaffleDetailsDto> {
  // Not cached: the buy form acts on the tickets left as they stand.
  return (await call(raffles.get, { identity, params: { productOfferKey: key } })).result;
}

/** How to enter the raffle's current draw by post (its page's ?free-postal-entry). */
export async function loadFreePostalEntry(identity: ApiIdentity, key: string): Promise<FreePostalEntryDto> {
  const params = { productOfferKey: key };
  return (await call(raffles.freePostalEntry, { identity, params, cacheTtlSeconds: 10 })).result;
}

/** The raffle ticket numbers of one of the customer's purchases. */
export async function loadCheckoutRaffleTickets(
  session: RequestSession,
  checkoutId: string,
): Promise<RaffleTicketDto[]> {
  return (await callList(checkout.raffleTickets, { session, params: { checkoutId } })).result;
}

/** A draw's published audit, or null when there is no such raffle draw (the page answers 404). */
export async function loadRaffleVerification(identity: ApiIdentity, key: string, drawNo: string) {
  if (!isOfferKey(key) || !isDrawNo(drawNo)) return null;
  return orNull(
    async () =>
      (await call(raffles.drawVerification, { identity, params: { productOfferKey: key, drawNo } })).result,
  );
}

/** A draw's frozen entry list (ticket numbers), or null when it is not frozen or there is no such draw. */
export async function loadRaffleEntries(identity: ApiIdentity, key: string, drawNo: string) {
  if (!isOfferKey(key) || !isDrawNo(drawNo)) return null;
  return orNull(
    async () =>
      (await call(raffles.drawEntries, { identity, params: { productOfferKey: key, drawNo } })).result,
  );
}

/** A page of drawn raffle draws with their winners (all raffles, or one), and how many there are. */
export async function loadRaffleResults(
  identity: ApiIdentity,
  input: { key?: string; page: number; perPage: number },
): Promise<{ items: RaffleResultDto[]; total: number }> {
  const query = { limit: String(input.perPage), offset: String((input.page - 1) * input.perPage) };
  const res = input.key
    ? await callList(raffles.raffleResults, { identity, params: { productOfferKey: input.key }, query })
    : await callList(raffles.results, { identity, query });
  const info = PageInfo.safeParse(res.pageInfo);
  const total = info.success && info.data.total !== undefined ? info.data.total : res.result.length;
  return { items: res.result, total };
}

/** One drawn raffle draw with its winners; null for an unknown raffle or draw, or one not drawn yet. */
export async function loadRaffleResult(
  identity: ApiIdentity,
  key: string,
  drawNo: string,
): Promise<RaffleResultDto | null> {
  if (!isOfferKey(key) || !isDrawNo(drawNo)) return null;
  return orNull(
    async () =>
      (await call(raffles.drawResult, { identity, params: { productOfferKey: key, drawNo } })).result,
  );
}

const CAUSE_SLUG = /^[a-z0-9-]{1,100}$/;

/** Every cause (GET /v2/causes), for the directory. */
export async function loadCauses(identity: ApiIdentity): Promise<CauseDto[]> {
  return (await callList(offers.causes, { identity, query: {}, cacheTtlSeconds: CACHE_TTL_SECONDS.default }))
    .result;
}

/** A cause's page data, or null when there is no such cause. */
export async function loadCauseSupport(identity: ApiIdentity, slug: string): Promise<CauseSupportDto | null> {
  if (!CAUSE_SLUG.test(slug)) return null;
  return orNull(
    async () =>
      (
        await call(raffles.causeSupport, {
          identity,
          params: { causeSlug: slug },
          cacheTtlSeconds: RAFFLE_TTL_SECONDS,
        })
      ).result,
  );
}

/** What the signed-in customer's raffle tickets raised, cause by cause (all raffles, or one). */
export async function loadMySupport(session: RequestSession, key?: string): Promise<SupportDto[]> {
  const res = key
    ? await callList(raffles.mySupportOf, { session, params: { productOfferKey: key } })
    : await callList(raffles.mySupport, { session });
  return res.result;
}
