/**
 * Request signing (spec 1 §7): X-Signature = lowercase hex HMAC-SHA256(secret, signingPayload(...)).
 * Only the canonical string lives here (browser-safe); the HMAC is computed with node:crypto on servers.
 */
import { HEADER } from './headers.ts';

/** The headers a signed request carries (customer token is optional and '' in the payload when absent). */
export const SIGNING_HEADERS = {
  appKey: HEADER.appKey,
  timestamp: HEADER.timestamp,
  signature: HEADER.signature,
  customerToken: HEADER.customerToken,
} as const;

/** Maximum difference, in seconds, between X-Timestamp and the server clock. */
export const SIGNATURE_MAX_SKEW_SECONDS = 300;

/** The canonical string: app key, unix-seconds timestamp and customer token ('' when none), newline-separated. */
export function signingPayload(appKey: string, timestamp: string, customerToken: string): string {
  return `${appKey}\n${timestamp}\n${customerToken}`;
}
