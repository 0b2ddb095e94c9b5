/** The lottery verifier's API calls: a shop-drawn draw's verification data and its frozen entry lines. */
import * as results from '@lottoshop/contracts/endpoints/results';
import type { ApiIdentity } from '../../lib/api.server.ts';
import { call } from '../../lib/api-client.server.ts';
import { ApiError } from '../../lib/api-errors.ts';
import { isDrawNo, isOfferKey } from '../../lib/resource-id.ts';

/** What the verifier publishes changes only when the draw moves on: kept briefly. */
const VERIFICATION_TTL_SECONDS = 10;

/** Null when the API answers 4xx: not a shop draw, unknown, bad input, or not frozen yet. */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof ApiError && err.status >= 400 && err.status < 500) return null;
    throw err;
  }
}

/** The verification data of a lottery draw the shop made, or null (not a shop draw, unknown, bad input). */
export function loadLotteryVerification(identity: ApiIdentity, key: string, drawNo: string) {
  if (!isOfferKey(key) || !isDrawNo(drawNo)) return Promise.resolve(null);
  return orNull(async () => {
    const params = { productOfferKey: key, drawNo };
    return (await call(results.verification, { identity, params, cacheTtlSeconds: VERIFICATION_TTL_SECONDS }))
      .result;
  });
}

/** The frozen entry lines, or null before sales close. */
export function loadLotteryEntries(identity: ApiIdentity, key: string, drawNo: string) {
  if (!isOfferKey(key) || !isDrawNo(drawNo)) return Promise.resolve(null);
  return orNull(async () => {
    const params = { productOfferKey: key, drawNo };
    return (await call(results.entries, { identity, params, cacheTtlSeconds: VERIFICATION_TTL_SECONDS }))
      .result;
  });
}
