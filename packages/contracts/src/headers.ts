/** HTTP header names of the request contract (spec 1 §7), lower case as Node reports them. */
export const HEADER = {
  appKey: 'x-app-key',
  timestamp: 'x-timestamp',
  signature: 'x-signature',
  customerToken: 'x-customer-token',
  apiVersion: 'x-api-version',
  sessionId: 'x-session-id',
  subVariant: 'x-sub-variant',
  customerId: 'x-customer-id',
  deviceId: 'x-device-id',
  requestId: 'x-request-id',
  cache: 'x-cache',
  /** The visitor's address, sent by the web server; the API believes it only from a trusted proxy (TRUST_PROXY). */
  forwardedFor: 'x-forwarded-for',
  /** The visitor's country (ISO 3166-1 alpha-2) as the proxy in front of the web named it; the web forwards it. */
  countryCode: 'x-country-code',
} as const;

/** A client-chosen request id is accepted only in this form; anything else is replaced by a generated one. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
