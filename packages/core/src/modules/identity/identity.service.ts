/**
 * Identity use-cases (spec 1 §4 "Session refresh", spec 2 §7): sign-up, login, token refresh with rotation
 * and reuse detection, logout, and turning an access token back into a customer.
 */
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_MINIMUM_AGE,
  IDENTITY_MESSAGES,
  type LoginBody,
  type LoginResultDto,
  type RefreshBody,
  type RefreshResultDto,
  type SignupBody,
  underageMessage,
} from '@lottoshop/contracts/identity';
import { and, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../errors.ts';
import { getSiteSettings } from '../site/site.queries.ts';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './identity.passwords.ts';
import { defaultCustomerSegmentName, findCustomerByEmail, getCustomerOverview } from './identity.queries.ts';
import { isOldEnough, normaliseEmail, normaliseFavouriteNumbers } from './identity.rules.ts';
import { authSessions, type CustomerRow, credentials, customers, refreshTokens } from './identity.tables.ts';
import {
  type AccessClaims,
  type AccessTokenKeys,
  hashToken,
  newOpaqueToken,
  SESSION_MAX_AGE_SECONDS,
  signAccessToken,
  verifyAccessToken,
} from './identity.tokens.ts';

export type IdentityDeps = { db: Db; clock: Clock; keys: AccessTokenKeys };

/** What the client says about itself when signing in. */
export type SignInMeta = { deviceId?: string };

/** Pricing every new customer starts on. */
export const DEFAULT_PRICING_ID = 'standard';
/** Refresh-token idle lifetime when the site settings do not give a session timeout (spec 2 §9). */
export const DEFAULT_SESSION_TIMEOUT_SECONDS = 3600;

const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const addSeconds = (d: Date, seconds: number) => new Date(d.getTime() + seconds * 1000);

function refreshFailed(): DomainError {
  return new DomainError('AUTH_REFRESH_FAILED', { message: IDENTITY_MESSAGES.refreshFailed });
}

function invalidCredentials(): DomainError {
  return new DomainError('invalid_credentials', { message: IDENTITY_MESSAGES.invalidCredentials });
}

function emailTaken(): DomainError {
  return new DomainError('email_taken', { fields: { email: [IDENTITY_MESSAGES.emailTaken] } });
}

/** A PostgreSQL unique violation, however deep the driver wrapped it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function sessionTimeoutSeconds(db: Db): Promise<number> {
  const site = await getSiteSettings(db);
  return site.sessionTimeoutSeconds > 0 ? site.sessionTimeoutSeconds : DEFAULT_SESSION_TIMEOUT_SECONDS;
}

/** Stores a new refresh token of a family and returns the token itself (shown once, never stored). */
async function issueRefreshToken(
  db: Db,
  session: { id: string; customerId: string; deviceUuid: string; expiresAt: Date },
  now: Date,
  idleSeconds: number,
): Promise<{ id: string; token: string }> {
  const token = newOpaqueToken();
  const idleExpiry = addSeconds(now, idleSeconds).getTime();
  const [row] = await db
    .insert(refreshTokens)
    .values({
      familyId: session.id,
      customerId: session.customerId,
      tokenHash: hashToken(token),
      deviceUuid: session.deviceUuid,
      issuedAt: now,
      expiresAt: new Date(Math.min(idleExpiry, session.expiresAt.getTime())),
    })
    .returning({ id: refreshTokens.id });
  if (!row) throw new Error('insert returned no row');
  return { id: row.id, token };
}

/** Opens a session (refresh family) for a customer and answers with the login result. */
async function startSession(
  deps: IdentityDeps,
  customer: CustomerRow,
  meta: SignInMeta,
): Promise<LoginResultDto> {
  const { db, clock, keys } = deps;
  const now = clock.now();
  const idleSeconds = await sessionTimeoutSeconds(db);
  const deviceUuid =
    meta.deviceId !== undefined && DEVICE_ID_PATTERN.test(meta.deviceId) ? meta.deviceId : randomUUID();
  const { session, refresh } = await db.transaction(async (tx) => {
    const [session] = await tx
      .insert(authSessions)
      .values({
        customerId: customer.id,
        deviceUuid,
        createdAt: now,
        expiresAt: addSeconds(now, SESSION_MAX_AGE_SECONDS),
      })
      .returning();
    if (!session) throw new Error('insert returned no row');
    const refresh = await issueRefreshToken(tx, session, now, idleSeconds);
    return { session, refresh };
  });
  const accessToken = await signAccessToken(keys, { customerId: customer.id, sessionId: session.id }, now);
  return {
    accessToken,
    refreshToken: refresh.token,
    customerToken: customer.customerToken,
    deviceUuid,
    expiresIn: keys.ttlSeconds,
    customer: await getCustomerOverview(db, customer.id),
  };
}

/** POST /signup: checks age and e-mail, creates the customer with their password, and signs them in. */
export async function signup(
  deps: IdentityDeps,
  body: SignupBody,
  meta: SignInMeta = {},
): Promise<LoginResultDto> {
  const { db, clock } = deps;
  const now = clock.now();
  const site = await getSiteSettings(db);
  const minimumAge = site.minimumAge > 0 ? site.minimumAge : DEFAULT_MINIMUM_AGE;
  if (!isOldEnough(body.dateOfBirth, { now, timeZone: site.timezone, minimumAge })) {
    throw new DomainError('validation_failed', { fields: { dateOfBirth: [underageMessage(minimumAge)] } });
  }
  const email = normaliseEmail(body.email);
  if (await findCustomerByEmail(db, email)) throw emailTaken();

  const passwordHash = await hashPassword(body.password);
  const segmentName = await defaultCustomerSegmentName(db);
  let customer: CustomerRow;
  try {
    customer = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(customers)
        .values({
          email,
          firstname: body.firstname,
          lastname: body.lastname,
          dateOfBirth: body.dateOfBirth,
          phone: body.phone,
          addressLine1: body.addressLine1,
          addressLine2: body.addressLine2 ?? null,
          suburb: body.suburb,
          state: body.state,
          postcode: body.postcode,
          country: body.country,
          emailOptIn: body.emailOptIn,
          acceptedTermsAt: now,
          pricingId: DEFAULT_PRICING_ID,
          segmentName,
          customerToken: newOpaqueToken(),
          favouriteNumbers: normaliseFavouriteNumbers(body.favouriteNumbers ?? {}),
          signupPlatform: body.metadata?.platform ?? null,
          signupAttribution: body.attribution ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await tx.insert(credentials).values({ customerId: row.id, passwordHash, updatedAt: now });
      return row;
    });
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return startSession(deps, customer, meta);
}

/**
 * POST /login. A wrong password, an unknown address and a closed account get the same answer, and an unknown
 * address costs the same hashing work, so neither the text nor the timing tells whether an account exists.
 */
export async function login(
  deps: IdentityDeps,
  body: LoginBody,
  meta: SignInMeta = {},
): Promise<LoginResultDto> {
  const { db, clock } = deps;
  const customer = await findCustomerByEmail(db, body.email);
  if (!customer) {
    await verifyAgainstDummy(body.password);
    throw invalidCredentials();
  }
  const [credential] = await db
    .select()
    .from(credentials)
    .where(eq(credentials.customerId, customer.id))
    .limit(1);
  const valid = credential
    ? await verifyPassword(credential.passwordHash, body.password)
    : await verifyAgainstDummy(body.password);
  if (!valid || !credential || customer.status !== 'active') throw invalidCredentials();
  if (needsRehash(credential.passwordHash)) {
    await db
      .update(credentials)
      .set({ passwordHash: await hashPassword(body.password), updatedAt: clock.now() })
      .where(eq(credentials.customerId, customer.id));
  }
  return startSession(deps, customer, meta);
}

async function revokeSession(db: Db, sessionId: string, now: Date, reason: 'logout' | 'refresh_token_reuse') {
  await db.transaction(async (tx) => {
    await tx
      .update(authSessions)
      .set({ revokedAt: now, revokedReason: reason })
      .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)));
  });
}

/**
 * POST /refresh: exchanges a refresh token for new tokens, once. The old token is spent; presenting a spent
 * token again means it was copied, so the whole family (session) is revoked and both holders must sign in.
 */
export async function refresh(deps: IdentityDeps, body: RefreshBody): Promise<RefreshResultDto> {
  const { db, clock, keys } = deps;
  const now = clock.now();
  const [found] = await db
    .select({ token: refreshTokens, session: authSessions, customerStatus: customers.status })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.familyId))
    .innerJoin(customers, eq(customers.id, refreshTokens.customerId))
    .where(eq(refreshTokens.tokenHash, hashToken(body.refreshToken)))
    .limit(1);
  if (!found) throw refreshFailed();
  const { token, session } = found;
  if (session.revokedAt || token.revokedAt) throw refreshFailed();
  if (token.usedAt) {
    await revokeSession(db, session.id, now, 'refresh_token_reuse');
    throw refreshFailed();
  }
  if (token.expiresAt <= now || session.expiresAt <= now || found.customerStatus !== 'active')
    throw refreshFailed();

  const idleSeconds = await sessionTimeoutSeconds(db);
  const next = await db.transaction(async (tx) => {
    // Spend the token only if nobody else did in the meantime.
    const spent = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, token.id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (spent.length === 0) return null;
    const issued = await issueRefreshToken(tx, session, now, idleSeconds);
    await tx.update(refreshTokens).set({ replacedBy: issued.id }).where(eq(refreshTokens.id, token.id));
    return issued;
  });
  if (!next) {
    await revokeSession(db, session.id, now, 'refresh_token_reuse');
    throw refreshFailed();
  }
  return {
    accessToken: await signAccessToken(keys, { customerId: session.customerId, sessionId: session.id }, now),
    refreshToken: next.token,
    deviceUuid: session.deviceUuid,
    expiresIn: keys.ttlSeconds,
  };
}

/** GET /logout: ends the session the access token belongs to (its refresh tokens stop working at once). */
export async function logout(deps: Pick<IdentityDeps, 'db' | 'clock'>, claims: AccessClaims): Promise<void> {
  const [session] = await deps.db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.id, claims.sessionId), eq(authSessions.customerId, claims.customerId)))
    .limit(1);
  if (session) await revokeSession(deps.db, session.id, deps.clock.now(), 'logout');
}

/**
 * The signed-in customer behind an access token: the token must verify, and its session must still be open
 * and the account active. Null otherwise.
 */
export async function authenticate(deps: IdentityDeps, accessToken: string): Promise<AccessClaims | null> {
  const now = deps.clock.now();
  const claims = await verifyAccessToken(deps.keys, accessToken, now);
  if (!claims) return null;
  const [row] = await deps.db
    .select({
      revokedAt: authSessions.revokedAt,
      expiresAt: authSessions.expiresAt,
      status: customers.status,
    })
    .from(authSessions)
    .innerJoin(customers, eq(customers.id, authSessions.customerId))
    .where(and(eq(authSessions.id, claims.sessionId), eq(authSessions.customerId, claims.customerId)))
    .limit(1);
  if (!row || row.revokedAt || row.expiresAt <= now || row.status !== 'active') return null;
  return claims;
}
