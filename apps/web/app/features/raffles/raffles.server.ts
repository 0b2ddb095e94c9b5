/**
 * The raffle pages' API reads (GET /v2/raffles, /v2/raffles/{key}, a draw's result, /v2/checkout/{id}/raffle-tickets) and the raffle
 * buy form: a bundle, how many of it, and a cause from the raffle's list (spec 2 §9 add rule, checked again by the API).
 */
import { CACHE_TTL_SECONDS } from '@lottoshop/contracts/cache-ttl';
import { CauseDto } from '@lottoshop/contracts/catalog';
import {
  type AddRaffleItemBody,
  CauseSupportDto,
  FreePostalEntryDto,
  RaffleDetailsDto,
  RaffleDrawVerificationDto,
  RaffleEntriesDto,
  RaffleOfferDto,
  RaffleResultDto,
  RaffleTicketDto,
  SupportDto,
} from '@lottoshop/contracts/raffles';
import { type ApiIdentity, callApi } from '../../lib/api.server.ts';
import { ApiError } from '../../lib/api-errors.ts';
import { isDrawNo, isOfferKey } from '../../lib/resource-id.ts';
import type { RequestSession } from '../../lib/session.server.ts';

/** Raffle answers are kept briefly: tickets left change with every purchase. */
const RAFFLE_TTL_SECONDS = Math.min(10, CACHE_TTL_SECONDS.default);

function unreadable(path: string): ApiError {
  return new ApiError(422, path, {
    message: 'The API sent a response that could not be read',
    fields: {},
    messages: [],
  });
}

/** Every raffle on sale (or lately drawn); none when the API cannot be read. */
export async function loadRaffles(identity: ApiIdentity): Promise<RaffleOfferDto[] | null> {
  try {
    const res = await callApi<unknown>('v2', '/raffles', { identity, cacheTtlSeconds: RAFFLE_TTL_SECONDS });
    const list = Array.isArray(res.result) ? res.result : [];
    return list.flatMap((r) => {
      const parsed = RaffleOfferDto.safeParse(r);
      return parsed.success ? [parsed.data] : [];
    });
  } catch {
    return null;
  }
}

/** One raffle's page data, fresh; a 404 from the API throws ApiError (the page answers 404). */
export async function loadRaffle(identity: ApiIdentity, key: string): Promise<RaffleDetailsDto> {
  const path = `/raffles/${encodeURIComponent(key)}`;
  // Not cached: the buy form acts on the tickets left as they stand.
  const res = await callApi<unknown>('v2', path, { identity });
  const parsed = RaffleDetailsDto.safeParse(res.result);
  if (!parsed.success) throw unreadable(path);
  return parsed.data;
}

/** How to enter the raffle's current draw by post (its page's ?free-postal-entry). */
export async function loadFreePostalEntry(identity: ApiIdentity, key: string): Promise<FreePostalEntryDto> {
  const path = `/raffles/${encodeURIComponent(key)}/free-postal-entry`;
  const res = await callApi<unknown>('v2', path, { identity, cacheTtlSeconds: 10 });
  const parsed = FreePostalEntryDto.safeParse(res.result);
  if (!parsed.success) throw unreadable(path);
  return parsed.data;
}

/** The raffle ticket numbers of one of the customer's purchases. */
export async function loadCheckoutRaffleTickets(
  session: RequestSession,
  checkoutId: string,
): Promise<RaffleTicketDto[]> {
  const path = `/checkout/${encodeURIComponent(checkoutId)}/raffle-tickets`;
  const res = await callApi<unknown>('v2', path, { version: '3.4', session });
  const list = Array.isArray(res.result) ? res.result : [];
  return list.flatMap((r) => {
    const parsed = RaffleTicketDto.safeParse(r);
    return parsed.success ? [parsed.data] : [];
  });
}

export type RaffleFormValues = { numRaffleTickets: string; quantity: string; causeKey: string };
export type RaffleFormErrors = {
  formError: string | null;
  fieldErrors: Partial<Record<keyof RaffleFormValues, string>>;
};

/** Reads the raffle buy form against the raffle's bundles and causes; the values are kept to show again. */
export function readRaffleForm(
  form: FormData,
  raffle: Pick<RaffleDetailsDto, 'productOfferKey' | 'drawNo' | 'bundles' | 'causes'>,
): { values: RaffleFormValues } & (
  | { ok: true; body: AddRaffleItemBody }
  | { ok: false; errors: RaffleFormErrors }
) {
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' ? v.trim().slice(0, 100) : '';
  };
  const values = {
    numRaffleTickets: text('numRaffleTickets'),
    quantity: text('quantity') || '1',
    causeKey: text('causeKey'),
  };
  const fieldErrors: RaffleFormErrors['fieldErrors'] = {};
  const bundle = raffle.bundles.find((b) => String(b.numTickets) === values.numRaffleTickets);
  if (!bundle) fieldErrors.numRaffleTickets = 'Choose how many tickets you want.';
  const quantity = /^\d{1,2}$/.test(values.quantity) ? Number(values.quantity) : Number.NaN;
  if (!(quantity >= 1 && quantity <= 20)) fieldErrors.quantity = 'Choose from 1 to 20.';
  const cause = raffle.causes.find((c) => c.key === values.causeKey);
  if (raffle.causes.length > 0 && !cause) fieldErrors.causeKey = 'Choose a cause from the list.';
  if (!bundle || Object.keys(fieldErrors).length > 0) {
    return { values, ok: false, errors: { formError: null, fieldErrors } };
  }
  return {
    values,
    ok: true,
    body: {
      lotteryKey: raffle.productOfferKey,
      drawNo: raffle.drawNo,
      numRaffleTickets: bundle.numTickets,
      quantity,
      ...(cause ? { causeKey: cause.key } : {}),
    },
  };
}

/** A draw's published audit, or null when there is no such raffle draw (the page answers 404). */
export async function loadRaffleVerification(
  identity: ApiIdentity,
  key: string,
  drawNo: string,
): Promise<RaffleDrawVerificationDto | null> {
  if (!isOfferKey(key) || !isDrawNo(drawNo)) return null;
  const path = `/raffles/${key}/draws/${drawNo}/verification`;
  try {
    const res = await callApi<unknown>('v2', path, { identity });
    const parsed = RaffleDrawVerificationDto.safeParse(res.result);
    if (!parsed.success) throw unreadable(path);
    return parsed.data;
  } catch (err) {
    if (err instanceof ApiError && err.status >= 400 && err.status < 500) return null;
    throw err;
  }
}

/** A draw's frozen entry list (ticket numbers), or null when it is not frozen or there is no such draw. */
export async function loadRaffleEntries(identity: ApiIdentity, key: string, drawNo: string) {
  if (!isOfferKey(key) || !isDrawNo(drawNo)) return null;
  const path = `/raffles/${key}/draws/${drawNo}/entries`;
  try {
    const res = await callApi<unknown>('v2', path, { identity });
    const parsed = RaffleEntriesDto.safeParse(res.result);
    if (!parsed.success) throw unreadable(path);
    return parsed.data;
  } catch (err) {
    if (err instanceof ApiError && err.status >= 400 && err.status < 500) return null;
    throw err;
  }
}

/** A page of drawn raffle draws with their winners (all raffles, or one), and how many there are. */
export async function loadRaffleResults(
  identity: ApiIdentity,
  input: { key?: string; page: number; perPage: number },
): Promise<{ items: RaffleResultDto[]; total: number }> {
  const path = input.key ? `/raffles/${input.key}/results` : '/raffles/results';
  const res = await callApi<unknown>('v2', path, {
    identity,
    query: { limit: String(input.perPage), offset: String((input.page - 1) * input.perPage) },
  });
  const list = Array.isArray(res.result) ? res.result : [];
  const items = list.flatMap((r) => {
    const parsed = RaffleResultDto.safeParse(r);
    return parsed.success ? [parsed.data] : [];
  });
  const total = (res as { pageInfo?: { total?: number } }).pageInfo?.total ?? items.length;
  return { items, total };
}

/** One drawn raffle draw with its winners; null for an unknown raffle or draw, or one not drawn yet. */
export async function loadRaffleResult(
  identity: ApiIdentity,
  key: string,
  drawNo: string,
): Promise<RaffleResultDto | null> {
  if (!isOfferKey(key) || !isDrawNo(drawNo)) return null;
  const path = `/raffles/${key}/draws/${drawNo}/result`;
  try {
    const res = await callApi<unknown>('v2', path, { identity });
    const parsed = RaffleResultDto.safeParse(res.result);
    if (!parsed.success) throw unreadable(path);
    return parsed.data;
  } catch (err) {
    if (err instanceof ApiError && err.status >= 400 && err.status < 500) return null;
    throw err;
  }
}

const CAUSE_SLUG = /^[a-z0-9-]{1,100}$/;

/** Every cause (GET /v2/causes), for the directory. */
export async function loadCauses(identity: ApiIdentity): Promise<CauseDto[]> {
  const res = await callApi<unknown>('v2', '/causes', {
    identity,
    cacheTtlSeconds: CACHE_TTL_SECONDS.default,
  });
  const list = Array.isArray(res.result) ? res.result : [];
  return list.flatMap((c) => {
    const parsed = CauseDto.safeParse(c);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A cause's page data, or null when there is no such cause. */
export async function loadCauseSupport(identity: ApiIdentity, slug: string): Promise<CauseSupportDto | null> {
  if (!CAUSE_SLUG.test(slug)) return null;
  const path = `/raffles/causes/${slug}`;
  try {
    const res = await callApi<unknown>('v2', path, { identity, cacheTtlSeconds: RAFFLE_TTL_SECONDS });
    const parsed = CauseSupportDto.safeParse(res.result);
    if (!parsed.success) throw unreadable(path);
    return parsed.data;
  } catch (err) {
    if (err instanceof ApiError && err.status >= 400 && err.status < 500) return null;
    throw err;
  }
}

/** What the signed-in customer's raffle tickets raised, cause by cause (all raffles, or one). */
export async function loadMySupport(session: RequestSession, key?: string): Promise<SupportDto[]> {
  const res = await callApi<unknown>('v2', key ? `/raffles/${key}/support` : '/raffles/support', { session });
  const list = Array.isArray(res.result) ? res.result : [];
  return list.flatMap((s) => {
    const parsed = SupportDto.safeParse(s);
    return parsed.success ? [parsed.data] : [];
  });
}
