import type { ApiIdentity } from './api.server.ts';
import { readCookie } from './cookie-values.ts';

/** The visitor's identity as the API needs it, read from cookies that pass the character rule. */
export type Visitor = {
  identity: ApiIdentity;
  /** Spec 1 §6: authentication requires a customer id and a customer token (and our access token). */
  hasSession: boolean;
  segmentName: string | undefined;
};

export function readVisitor(request: Request): Visitor {
  const header = request.headers.get('Cookie');
  const customerToken = readCookie(header, 'customer_token');
  const customerId = readCookie(header, 'customer_id');
  const accessToken = readCookie(header, 'web_access_token');
  const identity: ApiIdentity = {
    customerToken,
    customerId,
    accessToken,
    subVariant: readCookie(header, 'sv'),
    sessionId: readCookie(header, 'sid'),
    deviceId: readCookie(header, 'device_uuid'),
  };
  return {
    identity,
    hasSession: Boolean(customerToken && customerId && accessToken),
    segmentName: readCookie(header, 'customer_segment_name'),
  };
}
