/**
 * The ids in page URLs (a transaction, a ticket, a checkout): letters, digits, hyphens and underscores, at most
 * 100 of them, like the API's; and the offer keys and draw numbers of the results and raffle pages. A path segment
 * that cannot be one is no page of ours (404), so it is never sent to the API, whose answer to it would not be
 * "not found". Browser-safe.
 */
const RESOURCE_ID = /^[A-Za-z0-9_-]{1,100}$/;

export function isResourceId(value: string): boolean {
  return RESOURCE_ID.test(value);
}

/** Product offer keys as the API accepts them. */
const OFFER_KEY = /^[a-z0-9_]{1,100}$/;

export function isOfferKey(value: string): boolean {
  return OFFER_KEY.test(value);
}

/** A draw number in a path or query string: a positive whole number without leading zeros. */
const DRAW_NO = /^[1-9]\d{0,9}$/;

export function isDrawNo(value: string): boolean {
  return DRAW_NO.test(value);
}
