/** Verifies the spec 1 §7 request signature: HMAC-SHA256 over app key, timestamp and customer token. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ErrorCode } from '@lottoshop/contracts/error-codes';
import { SIGNATURE_MAX_SKEW_SECONDS, signingPayload } from '@lottoshop/contracts/signing';

export type SignatureInput = {
  appKey: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
  customerToken: string | undefined;
};

export type SignatureCheck =
  | { ok: true; appKey: string }
  | {
      ok: false;
      code: Extract<ErrorCode, `signature_${string}` | 'app_key_unknown'>;
      /** Set when a header is malformed, to say which and how (instead of the code's default text). */
      message?: string;
    };

export const TIMESTAMP_FORMAT_MESSAGE =
  'X-Timestamp must be the Unix time in whole seconds, e.g. 1767225600.';
export const SIGNATURE_FORMAT_MESSAGE = 'X-Signature must be the HMAC-SHA256 as 64 hexadecimal characters.';

export function computeSignature(
  secret: string,
  appKey: string,
  timestamp: string,
  customerToken = '',
): string {
  return createHmac('sha256', secret)
    .update(signingPayload(appKey, timestamp, customerToken))
    .digest('hex');
}

/**
 * Signatures already found good, so that a client sending many requests within one second (the web server signs
 * each API call with the current second) costs one HMAC, not one per request. The signature is a pure function of
 * what is remembered, and the timestamp's age is checked on every request before this is consulted. Bounded:
 * emptied when it reaches MAX_REMEMBERED.
 */
export class VerifiedSignatures {
  static readonly MAX_REMEMBERED = 10_000;
  private readonly good = new Set<string>();
  has(key: string): boolean {
    return this.good.has(key);
  }
  add(key: string): void {
    if (this.good.size >= VerifiedSignatures.MAX_REMEMBERED) this.good.clear();
    this.good.add(key);
  }
}

const HEX_SHA256 = /^[0-9a-f]{64}$/;
const UNIX_SECONDS = /^\d{1,12}$/;

export function verifySignature(
  input: SignatureInput,
  appKeys: ReadonlyMap<string, string>,
  now: Date,
  verified?: VerifiedSignatures,
): SignatureCheck {
  const { appKey, timestamp, signature } = input;
  if (!appKey || !timestamp || !signature) return { ok: false, code: 'signature_missing' };
  const secret = appKeys.get(appKey);
  if (secret === undefined) return { ok: false, code: 'app_key_unknown' };
  if (!UNIX_SECONDS.test(timestamp)) {
    return { ok: false, code: 'signature_invalid', message: TIMESTAMP_FORMAT_MESSAGE };
  }
  const skew = Math.abs(now.getTime() / 1000 - Number(timestamp));
  if (skew > SIGNATURE_MAX_SKEW_SECONDS) return { ok: false, code: 'signature_expired' };
  const hex = signature.toLowerCase();
  if (!HEX_SHA256.test(hex))
    return { ok: false, code: 'signature_invalid', message: SIGNATURE_FORMAT_MESSAGE };
  const customerToken = input.customerToken ?? '';
  // Separated by newlines, which no header value can hold.
  const remembered = `${appKey}\n${timestamp}\n${customerToken}\n${hex}`;
  if (verified?.has(remembered)) return { ok: true, appKey };
  const expected = Buffer.from(computeSignature(secret, appKey, timestamp, customerToken), 'hex');
  const given = Buffer.from(hex, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, code: 'signature_invalid' };
  }
  verified?.add(remembered);
  return { ok: true, appKey };
}
