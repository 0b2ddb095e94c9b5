import { createHmac } from 'node:crypto';
import { signingPayload } from '@lottoshop/contracts/signing';

/** Lowercase hex HMAC-SHA256, with the shared secret, of the canonical string the API verifies. */
export function signRequest(opts: {
  appKey: string;
  secret: string;
  timestamp: string;
  customerToken?: string;
}): string {
  return createHmac('sha256', opts.secret)
    .update(signingPayload(opts.appKey, opts.timestamp, opts.customerToken ?? ''))
    .digest('hex');
}
