/** Signed request headers for tests (spec 1 §7), signed with the development key pair by default. */
import { createHmac } from 'node:crypto';
import { HEADER } from '@lottoshop/contracts/headers';
import { signingPayload } from '@lottoshop/contracts/signing';

export const TEST_APP_KEY = 'lottoshop-web';
export const TEST_APP_SECRET = 'dev-secret-change-me';
export const TEST_APP_KEYS = `${TEST_APP_KEY}:${TEST_APP_SECRET}`;

export type SignedHeaderOptions = {
  /** X-Api-Version; default '3.3'. Pass null to leave the header out. */
  version?: string | null;
  customerToken?: string;
  appKey?: string;
  secret?: string;
  /** The moment of signing; default now. Pass the server's fixed clock time in tests that fix it. */
  now?: Date;
};

export function signedHeaders(opts: SignedHeaderOptions = {}): Record<string, string> {
  const appKey = opts.appKey ?? TEST_APP_KEY;
  const secret = opts.secret ?? TEST_APP_SECRET;
  const timestamp = String(Math.floor((opts.now ?? new Date()).getTime() / 1000));
  const signature = createHmac('sha256', secret)
    .update(signingPayload(appKey, timestamp, opts.customerToken ?? ''))
    .digest('hex');
  const headers: Record<string, string> = {
    [HEADER.appKey]: appKey,
    [HEADER.timestamp]: timestamp,
    [HEADER.signature]: signature,
  };
  if (opts.customerToken !== undefined) headers[HEADER.customerToken] = opts.customerToken;
  const version = opts.version === undefined ? '3.3' : opts.version;
  if (version !== null) headers[HEADER.apiVersion] = version;
  return headers;
}
