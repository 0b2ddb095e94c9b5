/**
 * Signed link tokens: what an e-mail's link carries so that a page works without signing in (the communication
 * preferences and unsubscribe links). A token is a compact JWS (HS256, jose) naming its purpose and its subject
 * (a customer id), so a token made for one purpose or one customer is worthless for another. The key is derived
 * from the API's signing secret with HKDF under its own label, so it never equals the access tokens' key.
 */
import { createSecretKey, hkdfSync, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export type LinkTokenKeys = { secret: KeyObject; issuer: string };
export type LinkPurpose = 'communication_preferences';

const HKDF_INFO = 'lottoshop link tokens v1';

/** Keys from the API's signing secret (the same secret as the access tokens, a different derived key). */
export function linkTokenKeys(secret: string, issuer = 'lottoshop-api'): LinkTokenKeys {
  const derived = Buffer.from(hkdfSync('sha256', secret, '', HKDF_INFO, 32));
  return { secret: createSecretKey(derived), issuer };
}

const toSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

export async function signLinkToken(
  keys: LinkTokenKeys,
  input: { purpose: LinkPurpose; subject: string; now: Date; ttlSeconds: number },
): Promise<string> {
  const issuedAt = toSeconds(input.now);
  return new SignJWT({ pur: input.purpose })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(input.subject)
    .setIssuer(keys.issuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + input.ttlSeconds)
    .sign(keys.secret);
}

/** The token's subject when it is genuine, unexpired and made for `purpose`; null otherwise. */
export async function verifyLinkToken(
  keys: LinkTokenKeys,
  token: string,
  input: { purpose: LinkPurpose; now: Date },
): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, keys.secret, {
      algorithms: ['HS256'],
      issuer: keys.issuer,
      currentDate: input.now,
    });
    if (payload.pur !== input.purpose || typeof payload.sub !== 'string') return null;
    return payload.sub;
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
