/**
 * Tokens of a signed-in session:
 * - access token: a JWT (HS256) valid 15 minutes, `sub` = customer id, `sid` = session (refresh family) id;
 * - refresh token and customer token: 32 random bytes, base64url (cookie-safe); refresh tokens are stored
 *   only as their SHA-256.
 */
import { createHash, createSecretKey, type KeyObject, randomBytes, webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** However active the customer, a session must sign in again after this long. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 3600;

export type AccessTokenKeys = {
  /** The HMAC secret; signing and verifying use it as a CryptoKey imported once (`hmacKey`). */
  secret: KeyObject;
  issuer: string;
  audience: string;
  ttlSeconds: number;
};

export const DEFAULT_ISSUER = 'lottoshop-api';
export const DEFAULT_AUDIENCE = 'lottoshop';
const MIN_SECRET_BYTES = 32;

/** Keys from a secret of at least 32 bytes. */
export function accessTokenKeys(
  secret: string,
  opts: { issuer?: string; audience?: string; ttlSeconds?: number } = {},
): AccessTokenKeys {
  const bytes = new TextEncoder().encode(secret);
  if (bytes.length < MIN_SECRET_BYTES) {
    throw new Error(`the access token secret must be at least ${MIN_SECRET_BYTES} bytes long`);
  }
  return {
    secret: createSecretKey(bytes),
    issuer: opts.issuer ?? DEFAULT_ISSUER,
    audience: opts.audience ?? DEFAULT_AUDIENCE,
    ttlSeconds: opts.ttlSeconds ?? ACCESS_TOKEN_TTL_SECONDS,
  };
}

export type AccessClaims = { customerId: string; sessionId: string };

/**
 * The secret as a WebCrypto key, imported once per secret. Given a KeyObject, jose exports its bytes and imports
 * them again on every sign and verify (~150 µs of CPU, about 4 % of a purchase's); a CryptoKey it uses as it is.
 */
const hmacKeys = new WeakMap<KeyObject, Promise<webcrypto.CryptoKey>>();
function hmacKey(secret: KeyObject): Promise<webcrypto.CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret.export(), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    hmacKeys.set(secret, key);
  }
  return key;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

export async function signAccessToken(
  keys: AccessTokenKeys,
  claims: AccessClaims,
  now: Date,
): Promise<string> {
  const issuedAt = toSeconds(now);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.customerId)
    .setIssuer(keys.issuer)
    .setAudience(keys.audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + keys.ttlSeconds)
    .sign(await hmacKey(keys.secret));
}

/** The claims of a valid access token, or null when it is malformed, forged, expired or for someone else. */
export async function verifyAccessToken(
  keys: AccessTokenKeys,
  token: string,
  now: Date,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(keys.secret), {
      algorithms: ['HS256'],
      issuer: keys.issuer,
      audience: keys.audience,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    if (!UUID_PATTERN.test(payload.sub) || !UUID_PATTERN.test(payload.sid)) return null;
    return { customerId: payload.sub, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

/** 32 random bytes as base64url: only [A-Za-z0-9_-]. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** How long a login challenge (password right, second factor to come) stays valid. */
export const LOGIN_CHALLENGE_TTL_SECONDS = 5 * 60;
const LOGIN_CHALLENGE_TYPE = 'login-2fa';

/**
 * A login challenge: proof that a customer's password was right a moment ago, so the login's code step need
 * not carry the password again. Signed with the access-token keys, but of its own type, so it is never
 * accepted as an access token (which requires `sid`) and an access token is never accepted as a challenge.
 */
export async function signLoginChallenge(
  keys: AccessTokenKeys,
  customerId: string,
  now: Date,
): Promise<string> {
  const issuedAt = toSeconds(now);
  return new SignJWT({ typ: LOGIN_CHALLENGE_TYPE })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(customerId)
    .setIssuer(keys.issuer)
    .setAudience(`${keys.audience}:${LOGIN_CHALLENGE_TYPE}`)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + LOGIN_CHALLENGE_TTL_SECONDS)
    .sign(await hmacKey(keys.secret));
}

/** The customer id of a valid login challenge, or null. */
export async function verifyLoginChallenge(
  keys: AccessTokenKeys,
  token: string,
  now: Date,
): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(keys.secret), {
      algorithms: ['HS256'],
      issuer: keys.issuer,
      audience: `${keys.audience}:${LOGIN_CHALLENGE_TYPE}`,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (payload.typ !== LOGIN_CHALLENGE_TYPE || typeof payload.sub !== 'string') return null;
    return UUID_PATTERN.test(payload.sub) ? payload.sub : null;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
