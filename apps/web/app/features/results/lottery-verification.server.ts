/** The lottery verifier's API calls: a shop-drawn draw's verification data and its frozen entry lines. */
import { LotteryDrawEntriesDto, LotteryDrawVerificationDto } from '@lottoshop/contracts/results';
import { type ApiIdentity, callApi } from '../../lib/api.server.ts';
import { ApiError } from '../../lib/api-errors.ts';
import { isDrawNo, isOfferKey } from '../../lib/resource-id.ts';

async function get<T>(
  identity: ApiIdentity,
  path: string,
  schema: { parse(v: unknown): T },
): Promise<T | null> {
  try {
    const res = await callApi<unknown>('v2', path, { identity, cacheTtlSeconds: 10 });
    return schema.parse(res.result);
  } catch (err) {
    if (err instanceof ApiError && err.status >= 400 && err.status < 500) return null;
    throw err;
  }
}

/** The verification data of a lottery draw the shop made, or null (not a shop draw, unknown, bad input). */
export function loadLotteryVerification(identity: ApiIdentity, key: string, drawNo: string) {
  if (!isOfferKey(key) || !isDrawNo(drawNo)) return Promise.resolve(null);
  return get(identity, `/draw/verification/${key}/${drawNo}`, LotteryDrawVerificationDto);
}

/** The frozen entry lines, or null before sales close. */
export function loadLotteryEntries(identity: ApiIdentity, key: string, drawNo: string) {
  if (!isOfferKey(key) || !isDrawNo(drawNo)) return Promise.resolve(null);
  return get(identity, `/draw/entries/${key}/${drawNo}`, LotteryDrawEntriesDto);
}
