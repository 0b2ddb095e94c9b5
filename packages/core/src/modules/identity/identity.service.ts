/**
 * Identity use-cases (spec 1 §4 "Session refresh", spec 2 §7): sign-up, login, token refresh with rotation
 * and reuse detection, logout, and turning an access token back into a customer.
 */
import { randomUUID } from 'node:crypto';
import {
  IDENTITY_MESSAGES,
  type LoginBody,
  type LoginResultDto,
  type RefreshBody,
  type RefreshResultDto,
  type SignupBody,
} from '@lottoshop/contracts/identity';
import { and, eq, gte, isNull, or, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { builtOnce } from '../../db/built-once.ts';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../errors.ts';
import { isPgError, PG_UNIQUE_VIOLATION } from '../../shared/pg-errors.ts';
import { type Ctx, customerIdOf, inTransaction } from '../../use-case.ts';
import { getSiteSettings } from '../site/index.ts';
import { assertOldEnough, personalDetailsColumns } from './identity.details.ts';
import { sendEmailConfirmation } from './identity.email-confirmation.ts';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './identity.passwords.ts';
import {
  defaultCustomerSegmentName,
  findCustomerByEmail,
  findCustomerById,
  findCustomerWithPasswordHash,
} from './identity.queries.ts';
import { normaliseEmail, normaliseFavouriteNumbers } from './identity.rules.ts';
import {
  authSessions,
  type CustomerRow,
  credentials,
  customers,
  refreshTokens,
  type SessionEndReason,
} from './identity.tables.ts';
import {
  type AccessClaims,
  type AccessTokenKeys,
  hashToken,
  newOpaqueToken,
  SESSION_MAX_AGE_SECONDS,
  signAccessToken,
  signLoginChallenge,
  verifyAccessToken,
  verifyLoginChallenge,
} from './identity.tokens.ts';

/**
 * How a session is signed: the keys of the access tokens, the device the client says it is (X-Device-Id), and
 * the browser it runs in (the web forwards its User-Agent), shown in the customer's list of sessions.
 */
export type SessionOptions = { keys: AccessTokenKeys; deviceId?: string; userAgent?: string };

/** A session just opened: the tokens the client keeps, and whose it is (the overview is added by the account module). */
export type OpenedSession = Omit<LoginResultDto, 'customer'> & { customerId: string; sessionId: string };

/** A user agent as stored: printable text, at most 300 characters. */
function storedUserAgent(value: string | undefined): string | null {
  const cleaned = value
    ?.replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, 300);
  return cleaned ? cleaned : null;
}

/** Pricing every new customer starts on. */
export const DEFAULT_PRICING_ID = 'standard';
/** Refresh-token idle lifetime when the site settings do not give a session timeout (spec 2 §9). */
export const DEFAULT_SESSION_TIMEOUT_SECONDS = 3600;
/**
 * How long after its first use a refresh token may be presented again and still get a valid pair: two requests
 * of one client racing with the same token (two tabs, a retried request) must not end the session. Later, a
 * spent token coming back means it was copied, and the whole family is revoked.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

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

async function sessionTimeoutSeconds(ctx: Ctx): Promise<number> {
  const site = await getSiteSettings(ctx);
  return site.sessionTimeoutSeconds > 0 ? site.sessionTimeoutSeconds : DEFAULT_SESSION_TIMEOUT_SECONDS;
}

/** A session's and its refresh tokens' rows, built once (db/built-once.ts): written by every login and refresh. */
const insertSession = builtOnce((db) =>
  db
    .insert(authSessions)
    .values({
      id: sql.placeholder('id'),
      customerId: sql.placeholder('customerId'),
      deviceUuid: sql.placeholder('deviceUuid'),
      userAgent: sql.placeholder('userAgent'),
      createdAt: sql.placeholder('createdAt'),
      lastUsedAt: sql.placeholder('lastUsedAt'),
      expiresAt: sql.placeholder('expiresAt'),
    })
    .returning(),
);
const insertRefreshToken = builtOnce((db) =>
  db
    .insert(refreshTokens)
    .values({
      id: sql.placeholder('id'),
      familyId: sql.placeholder('familyId'),
      customerId: sql.placeholder('customerId'),
      tokenHash: sql.placeholder('tokenHash'),
      deviceUuid: sql.placeholder('deviceUuid'),
      issuedAt: sql.placeholder('issuedAt'),
      expiresAt: sql.placeholder('expiresAt'),
    })
    .returning({ id: refreshTokens.id }),
);

/** Stores a new refresh token of a family and returns the token itself (shown once, never stored). */
async function issueRefreshToken(
  db: Db,
  session: { id: string; customerId: string; deviceUuid: string; expiresAt: Date },
  now: Date,
  idleSeconds: number,
): Promise<{ id: string; token: string }> {
  const token = newOpaqueToken();
  const idleExpiry = addSeconds(now, idleSeconds).getTime();
  const [row] = await insertRefreshToken(db, {
    id: uuidv7(),
    familyId: session.id,
    customerId: session.customerId,
    tokenHash: hashToken(token),
    deviceUuid: session.deviceUuid,
    issuedAt: now,
    expiresAt: new Date(Math.min(idleExpiry, session.expiresAt.getTime())),
  });
  if (!row) throw new Error('insert returned no row');
  return { id: row.id, token };
}

/** Opens a session (refresh family) for a customer and answers with the login result. */
async function startSession(
  ctx: Ctx,
  customer: CustomerRow,
  opts: SessionOptions & { first?: (tx: Ctx) => Promise<void> },
): Promise<OpenedSession> {
  const { keys } = opts;
  const now = ctx.clock.now();
  const idleSeconds = await sessionTimeoutSeconds(ctx);
  const deviceUuid =
    opts.deviceId !== undefined && DEVICE_ID_PATTERN.test(opts.deviceId) ? opts.deviceId : randomUUID();
  const { session, refresh } = await ctx.db.transaction(async (tx) => {
    await opts.first?.({ ...ctx, db: tx });
    const [session] = await insertSession(tx, {
      id: uuidv7(),
      customerId: customer.id,
      deviceUuid,
      userAgent: storedUserAgent(opts.userAgent),
      createdAt: now,
      lastUsedAt: now,
      expiresAt: addSeconds(now, SESSION_MAX_AGE_SECONDS),
    });
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
    customerId: customer.id,
    sessionId: session.id,
  };
}

/** Sign-up: checks age and e-mail, creates the customer with their password, and opens their first session. */
export async function registerCustomer(
  ctx: Ctx,
  input: {
    body: SignupBody;
    afterCreate?: (tx: Ctx, customer: CustomerRow) => Promise<void>;
  } & SessionOptions,
): Promise<OpenedSession> {
  const { body, afterCreate, ...session } = input;
  const now = ctx.clock.now();
  await assertOldEnough(ctx, body.dateOfBirth);
  const email = normaliseEmail(body.email);
  if (await findCustomerByEmail(ctx.db, email)) throw emailTaken();

  const passwordHash = await hashPassword(body.password);
  const segmentName = await defaultCustomerSegmentName(ctx);
  let customer: CustomerRow;
  try {
    customer = await inTransaction(ctx, async ({ db: tx }) => {
      const [row] = await tx
        .insert(customers)
        .values({
          email,
          ...personalDetailsColumns(body),
          emailOptIn: body.emailOptIn,
          emailAddressConfirmationRequired: true,
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
      // The address is confirmed by the link e-mailed to it (the banner asks until then).
      await sendEmailConfirmation({ ...ctx, db: tx }, { customer: row });
      // What the caller adds to the sign-up, in its transaction (the welcome e-mail of an opted-in customer).
      await afterCreate?.({ ...ctx, db: tx }, row);
      return row;
    });
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isPgError(error, PG_UNIQUE_VIOLATION)) throw emailTaken();
    throw error;
  }
  return startSession(ctx, customer, session);
}

/**
 * The customer whose e-mail and password these are. A wrong password, an unknown address and a closed account
 * get the same answer, and an unknown address costs the same hashing work, so neither the text nor the timing
 * tells whether an account exists.
 */
export async function checkPassword(ctx: Ctx, input: { body: LoginBody }): Promise<CustomerRow> {
  const { db, clock } = ctx;
  const { body } = input;
  const password = body.password ?? '';
  const found = await findCustomerWithPasswordHash(db, body.email);
  if (!found) {
    await verifyAgainstDummy(password);
    throw invalidCredentials();
  }
  const { customer, passwordHash } = found;
  const valid = passwordHash
    ? await verifyPassword(passwordHash, password)
    : await verifyAgainstDummy(password);
  if (!valid || !passwordHash || customer.status !== 'active') throw invalidCredentials();
  if (needsRehash(passwordHash)) {
    await db
      .update(credentials)
      .set({ passwordHash: await hashPassword(password), updatedAt: clock.now() })
      .where(eq(credentials.customerId, customer.id));
  }
  return customer;
}

/** The customer a login challenge was issued to (still active), else the one generic login refusal. */
export async function customerOfLoginChallenge(
  ctx: Ctx,
  input: { challengeToken: string; keys: AccessTokenKeys },
): Promise<CustomerRow> {
  const customerId = await verifyLoginChallenge(input.keys, input.challengeToken, ctx.clock.now());
  const customer = customerId ? await findCustomerById(ctx, customerId) : null;
  if (customer?.status !== 'active') throw invalidCredentials();
  return customer;
}

/** A login challenge for a customer whose password was right (the second factor comes next). */
export function loginChallengeFor(ctx: Ctx, input: { customerId: string; keys: AccessTokenKeys }) {
  return signLoginChallenge(input.keys, input.customerId, ctx.clock.now());
}

/**
 * Opens a session for a customer who has proved who they are (password, and a second factor when on). `first`
 * runs in the session's transaction before it is opened (spending the one-time link that signs them in).
 */
export function openSession(
  ctx: Ctx,
  input: { customer: CustomerRow; first?: (tx: Ctx) => Promise<void> } & SessionOptions,
): Promise<OpenedSession> {
  return startSession(ctx, input.customer, input);
}

/** POST /login with e-mail and password only (no second factor: see the account module's login). */
export async function signInWithPassword(
  ctx: Ctx,
  input: { body: LoginBody } & SessionOptions,
): Promise<OpenedSession> {
  return startSession(ctx, await checkPassword(ctx, input), input);
}

export async function revokeSession(db: Db, sessionId: string, now: Date, reason: SessionEndReason) {
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
 * POST /refresh: exchanges a refresh token for new tokens. The old token is spent; presented again within
 * REFRESH_REUSE_GRACE_SECONDS of its first use (a concurrent refresh of the same client) it gets another valid
 * pair of the same family. Presenting it later means it was copied, so the whole family (session) is revoked and
 * both holders must sign in.
 */
export async function refreshSession(
  ctx: Ctx,
  input: {
    body: RefreshBody;
    keys: AccessTokenKeys;
    /** Runs once the token is found good, before it is spent (a refresh with a one-time code checks it here). */
    beforeRotate?: (session: { customerId: string; sessionId: string }) => Promise<void>;
  },
): Promise<RefreshResultDto> {
  const { db, clock } = ctx;
  const { body, keys } = input;
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
  const graceStart = new Date(now.getTime() - REFRESH_REUSE_GRACE_SECONDS * 1000);
  if (token.usedAt && token.usedAt < graceStart) {
    await revokeSession(db, session.id, now, 'refresh_token_reuse');
    throw refreshFailed();
  }
  if (token.expiresAt <= now || session.expiresAt <= now || found.customerStatus !== 'active')
    throw refreshFailed();
  if (input.beforeRotate) await input.beforeRotate({ customerId: session.customerId, sessionId: session.id });

  const idleSeconds = await sessionTimeoutSeconds(ctx);
  const next = await db.transaction(async (tx) => {
    // Spend the token if it is unspent or was first spent within the grace (the first use's time is kept, so
    // the grace runs from it); a concurrent refresh waits for this row and then checks the same condition.
    const spent = await tx
      .update(refreshTokens)
      .set({ usedAt: sql`coalesce(${refreshTokens.usedAt}, ${now.toISOString()}::timestamptz)` })
      .where(
        and(
          eq(refreshTokens.id, token.id),
          isNull(refreshTokens.revokedAt),
          or(isNull(refreshTokens.usedAt), gte(refreshTokens.usedAt, graceStart)),
        ),
      )
      .returning({ id: refreshTokens.id });
    if (spent.length === 0) return null;
    const issued = await issueRefreshToken(tx, session, now, idleSeconds);
    await tx
      .update(refreshTokens)
      .set({ replacedBy: issued.id })
      .where(and(eq(refreshTokens.id, token.id), isNull(refreshTokens.replacedBy)));
    await tx.update(authSessions).set({ lastUsedAt: now }).where(eq(authSessions.id, session.id));
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

/** GET /logout: ends the acting customer's session (its refresh tokens stop working at once). */
export async function endSession(ctx: Ctx): Promise<void> {
  const customerId = customerIdOf(ctx);
  if (ctx.actor.kind !== 'customer') return;
  const [session] = await ctx.db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.id, ctx.actor.sessionId), eq(authSessions.customerId, customerId)))
    .limit(1);
  if (session) await revokeSession(ctx.db, session.id, ctx.clock.now(), 'logout');
}

/**
 * The session check every signed-in request makes, built once (db/built-once.ts) and, being the most frequent
 * statement the API sends, prepared by PostgreSQL once per connection (decision 056).
 */
const checkSession = builtOnce((db) =>
  db
    .select({
      revokedAt: authSessions.revokedAt,
      expiresAt: authSessions.expiresAt,
      status: customers.status,
    })
    .from(authSessions)
    .innerJoin(customers, eq(customers.id, authSessions.customerId))
    .where(
      and(
        eq(authSessions.id, sql.placeholder('sessionId')),
        eq(authSessions.customerId, sql.placeholder('customerId')),
      ),
    )
    .limit(1),
);

/**
 * The signed-in customer behind an access token: the token must verify, and its session must still be open
 * and the account active. Null otherwise.
 */
export async function authenticate(
  ctx: Ctx,
  input: { accessToken: string; keys: AccessTokenKeys },
): Promise<AccessClaims | null> {
  const now = ctx.clock.now();
  const claims = await verifyAccessToken(input.keys, input.accessToken, now);
  if (!claims) return null;
  const [row] = await checkSession(ctx.db, {
    sessionId: claims.sessionId,
    customerId: claims.customerId,
  });
  if (!row || row.revokedAt || row.expiresAt <= now || row.status !== 'active') return null;
  return claims;
}
