/**
 * The results area's calls (issue 10 items 6-9): the archive of one month, results with the signed-in
 * customer's own entries (spec 2 §7 past_customer, full_result_customer), number statistics, a draw's winners
 * and prize table, and the rules in force for a draw (GET /v2/draw/details, v3.6).
 */
import type { WinnerPublicityBody } from '@lottoshop/contracts/consents';
import * as offers from '@lottoshop/contracts/endpoints/offers';
import * as results from '@lottoshop/contracts/endpoints/results';
import { PageInfo } from '@lottoshop/contracts/envelope';
import {
  ARCHIVE_PAGE_SIZE,
  type CustomerDrawResultDto,
  PAST_RESULTS_PAGE_SIZE,
} from '@lottoshop/contracts/results';
import { z } from 'zod';
import type { ApiIdentity } from '../../lib/api.server.ts';
import { call } from '../../lib/api-client.server.ts';
import { isApiError } from '../../lib/api-errors.ts';
import { readForm } from '../../lib/form-schema.server.ts';
import { offsetOf, pageCountOf } from '../../lib/paging.ts';
import { isDrawNo } from '../../lib/resource-id.ts';
import type { RequestSession } from '../../lib/session.server.ts';

/** Null when the API says there is no such thing (404) or the address cannot name one (400). */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    if (isApiError(err) && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}

/** GET /v2/draws/past/archived/{key}/{year}/{month}: every draw of the month (at most 31). */
export async function loadArchive(identity: ApiIdentity, key: string, year: number, month: number) {
  const res = await call(results.archived, {
    identity,
    params: { key, year: String(year), month: String(month) },
    query: { limit: String(ARCHIVE_PAGE_SIZE) },
  });
  return res.result;
}

/**
 * One draw's result with the customer's entries when signed in (GET /v2/draw/full_result_customer), else null
 * (the caller then shows the public result). A session the API no longer accepts also answers null.
 */
export async function loadCustomerFullResult(
  session: RequestSession,
  key: string,
  drawNo: string,
): Promise<CustomerDrawResultDto | null> {
  if (!session.signedIn || !isDrawNo(drawNo)) return null;
  try {
    const res = await call(results.customerFullResult, { session, params: { productOfferKey: key, drawNo } });
    return res.result;
  } catch (err) {
    if (isApiError(err) && [400, 401, 403, 404].includes(err.status)) return null;
    throw err;
  }
}

/** An offer's past results with the customer's entries (GET /v2/draws/past_customer/{key}), or null. */
export async function loadCustomerPastResults(session: RequestSession, key: string, page: number) {
  if (!session.signedIn) return null;
  try {
    const res = await call(results.customerPast, {
      session,
      params: { key },
      query: {
        limit: String(PAST_RESULTS_PAGE_SIZE),
        offset: String(offsetOf(page, PAST_RESULTS_PAGE_SIZE)),
      },
    });
    const items = res.result;
    const info = PageInfo.safeParse(res.pageInfo);
    const total = info.success && info.data.total !== undefined ? info.data.total : items.length;
    return { items, page, total, pageCount: pageCountOf(total, PAST_RESULTS_PAGE_SIZE) };
  } catch (err) {
    if (isApiError(err) && [401, 403].includes(err.status)) return null;
    throw err;
  }
}

/** GET /v2/draws/statistics/{key}?window=N. */
export async function loadStatistics(identity: ApiIdentity, key: string, window: number) {
  const res = await call(results.statistics, {
    identity,
    params: { key },
    query: { window: String(window) },
  });
  return res.result;
}

/** GET /v2/draw/details/{key}/{drawNo}/winners; null when the draw has no result. */
export function loadWinners(identity: ApiIdentity, key: string, drawNo: number) {
  return orNull(async () => {
    const res = await call(results.winners, {
      identity,
      params: { productOfferKey: key, drawNo: String(drawNo) },
    });
    return res.result;
  });
}

/** GET /v2/draw/details/{key}/{drawNo}/prizes; null when there is no such draw. */
export function loadPrizes(identity: ApiIdentity, key: string, drawNo: number) {
  return orNull(async () => {
    const res = await call(results.prizes, {
      identity,
      params: { productOfferKey: key, drawNo: String(drawNo) },
    });
    return res.result;
  });
}

/** GET /v2/draw/details/{key}/{drawNo} (v3.6): the draw with the rules in force for it; null when unknown. */
export function loadDrawRules(identity: ApiIdentity, key: string, drawNo: number) {
  return orNull(async () => {
    const res = await call(offers.drawDetails, {
      identity,
      params: { productOfferKey: key, drawNo: String(drawNo) },
    });
    return res.result;
  });
}

/** The signed-in customer's winner-publicity choice (GET /v2/customer/winner-publicity); null when not signed in. */
export async function loadWinnerPublicity(session: RequestSession): Promise<boolean | null> {
  if (!session.signedIn) return null;
  try {
    return (await call(results.winnerPublicity, { session })).result.consented;
  } catch (err) {
    if (isApiError(err) && [401, 403].includes(err.status)) return null;
    throw err;
  }
}

const WinnerPublicityForm = z.object({
  consented: z
    .string()
    .optional()
    .transform((v) => v === 'yes'),
});

/** The winners page's choice (`consented` is "yes" or "no"): anything but "yes" is a no. */
export function readWinnerPublicityForm(form: FormData): WinnerPublicityBody {
  const read = readForm(form, WinnerPublicityForm, ['consented']);
  return read.ok ? read.value : { consented: false };
}

/** PUT /v2/customer/winner-publicity: whether the shop may name the customer as a winner. */
export async function saveWinnerPublicity(session: RequestSession, consented: boolean): Promise<void> {
  await call(results.saveWinnerPublicity, { session, body: { consented } });
}
