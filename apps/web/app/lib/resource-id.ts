/**
 * The ids in page URLs (a transaction, a ticket, a checkout): letters, digits, hyphens and underscores, at most
 * 100 of them, like the API's. A path segment that cannot be one is no page of ours (404), so it is never sent
 * to the API, whose answer to it would not be "not found". Browser-safe.
 */
const RESOURCE_ID = /^[A-Za-z0-9_-]{1,100}$/;

export function isResourceId(value: string): boolean {
  return RESOURCE_ID.test(value);
}
