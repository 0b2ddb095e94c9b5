/**
 * The results area's calls (issue 10 items 6-9): the archive of one month, results with the signed-in
 * customer's own entries (spec 2 §7 past_customer, full_result_customer), number statistics, a draw's winners
 * and prize table, and the rules in force for a draw (GET /v2/draw/details, v3.6).
 */
import { DrawDetailsDto } from '@lottoshop/contracts/catalog';
import { WinnerPublicityDto } from '@lottoshop/contracts/consents';
import { PageInfo } from '@lottoshop/contracts/envelope';
import {
  ARCHIVE_PAGE_SIZE,
  CustomerDrawResultDto,
  DrawPrizesDto,
  DrawResultDto,
  DrawWinnersDto,
  NumberStatisticsDto,
  PAST_RESULTS_PAGE_SIZE,
} from '@lottoshop/contracts/results';
import { z } from 'zod';
import { type ApiIdentity, callApi } from '../../lib/api.server.ts';
import { isApiError } from '../../lib/api-errors.ts';
import { offsetOf, pageCountOf } from '../../lib/paging.ts';
import { isDrawNo } from '../../lib/resource-id.ts';
import type { RequestSession } from '../../lib/session.server.ts';
import { RESULTS_API_VERSION } from './results.server.ts';

/** Null when the API says there is no such thing (404) or the address cannot name one (400). */
async function orNull<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (err) {
    if (isApiError(err) && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}

/** GET /v2/draws/past/archived/{key}/{year}/{month}: every draw of the month (at most 31). */
export async function loadArchive(identity: ApiIdentity, key: string, year: number, month: number) {
  const res = await callApi<unknown>('v2', `/draws/past/archived/${key}/${year}/${month}`, {
    identity,
    version: RESULTS_API_VERSION,
    query: { limit: ARCHIVE_PAGE_SIZE },
  });
  return z.array(DrawResultDto).parse(res.result ?? []);
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
    const res = await callApi<unknown>('v2', `/draw/full_result_customer/${key}/${drawNo}`, {
      session,
      version: RESULTS_API_VERSION,
    });
    return CustomerDrawResultDto.parse(res.result);
  } catch (err) {
    if (isApiError(err) && [400, 401, 403, 404].includes(err.status)) return null;
    throw err;
  }
}

/** An offer's past results with the customer's entries (GET /v2/draws/past_customer/{key}), or null. */
export async function loadCustomerPastResults(session: RequestSession, key: string, page: number) {
  if (!session.signedIn) return null;
  try {
    const res = await callApi<unknown>('v2', `/draws/past_customer/${key}`, {
      session,
      version: RESULTS_API_VERSION,
      query: { limit: PAST_RESULTS_PAGE_SIZE, offset: offsetOf(page, PAST_RESULTS_PAGE_SIZE) },
    });
    const items = z.array(CustomerDrawResultDto).parse(res.result ?? []);
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
  const res = await callApi<unknown>('v2', `/draws/statistics/${key}`, {
    identity,
    version: RESULTS_API_VERSION,
    query: { window },
  });
  return NumberStatisticsDto.parse(res.result);
}

/** GET /v2/draw/details/{key}/{drawNo}/winners; null when the draw has no result. */
export function loadWinners(identity: ApiIdentity, key: string, drawNo: number) {
  return orNull(async () => {
    const res = await callApi<unknown>('v2', `/draw/details/${key}/${drawNo}/winners`, {
      identity,
      version: RESULTS_API_VERSION,
    });
    return DrawWinnersDto.parse(res.result);
  });
}

/** GET /v2/draw/details/{key}/{drawNo}/prizes; null when there is no such draw. */
export function loadPrizes(identity: ApiIdentity, key: string, drawNo: number) {
  return orNull(async () => {
    const res = await callApi<unknown>('v2', `/draw/details/${key}/${drawNo}/prizes`, {
      identity,
      version: RESULTS_API_VERSION,
    });
    return DrawPrizesDto.parse(res.result);
  });
}

/** GET /v2/draw/details/{key}/{drawNo} (v3.6): the draw with the rules in force for it; null when unknown. */
export function loadDrawRules(identity: ApiIdentity, key: string, drawNo: number) {
  return orNull(async () => {
    const res = await callApi<unknown>('v2', `/draw/details/${key}/${drawNo}`, {
      identity,
      version: '3.6',
    });
    return DrawDetailsDto.parse(res.result);
  });
}

/** The signed-in customer's winner-publicity choice (GET /v2/customer/winner-publicity); null when not signed in. */
export async function loadWinnerPublicity(session: RequestSession): Promise<boolean | null> {
  if (!session.signedIn) return null;
  try {
    const res = await callApi<unknown>('v2', '/customer/winner-publicity', { session });
    return WinnerPublicityDto.parse(res.result).consented;
  } catch (err) {
    if (isApiError(err) && [401, 403].includes(err.status)) return null;
    throw err;
  }
}

/** PUT /v2/customer/winner-publicity: whether the shop may name the customer as a winner. */
export async function saveWinnerPublicity(session: RequestSession, consented: boolean): Promise<void> {
  await callApi<unknown>('v2', '/customer/winner-publicity', { session, method: 'PUT', body: { consented } });
}
