/**
 * Two-factor use-cases (spec 1 §4 "Session refresh", spec 2 §2, §5, §7-§9): the customer's config, setting up an
 * authenticator (a secret stored encrypted, shown as text and as a QR code, confirmed with a first code), turning
 * it off, the second factor of a login, and elevating a session with a code.
 *
 * Every code goes through `checkCode`: a locked factor refuses it, a code of a time step already used is refused
 * (the last step is stored and advanced atomically, so of two requests with one code only one passes; the other is
 * refused without counting as a wrong guess), and the fifth wrong code in a row locks the factor for 30 minutes. Failures are written outside any transaction of the caller, so refusing a code never rolls them back.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  type AuthenticatorEnrolmentDto,
  AVAILABLE_TWO_FACTOR_METHODS,
  type EmailCodeSentDto,
  type RememberedDeviceDto,
  TWO_FACTOR_LOCK_MINUTES,
  TWO_FACTOR_MAX_FAILED_ATTEMPTS,
  TWO_FACTOR_MESSAGES,
  TWO_FACTOR_REMEMBER_DAYS,
  type TwoFactorChallengeDto,
  type TwoFactorConfigDto,
  type TwoFactorMethod,
} from '@lottoshop/contracts/two-factor';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once.ts';
import { DomainError } from '../../errors.ts';
import { type Ctx, customerIdOf, inTransaction } from '../../use-case.ts';
import { findCustomerById } from '../identity/index.ts';
import { decryptSecret, encryptSecret, type TwoFactorKey } from './twofactor.cipher.ts';
import { requireElevation } from './twofactor.elevation.ts';
import { emailIdentifier, forgetEmailCode, sendEmailCode, useEmailCode } from './twofactor.email-codes.ts';
import {
  type TwoFactorSettingsRow,
  twoFactorRememberedDevices,
  twoFactorSettings,
} from './twofactor.tables.ts';
import { matchTotp, newTotpSecret, qrCodeSvg, totpUri } from './twofactor.totp.ts';

const DAY_MS = 24 * 3600 * 1000;

const settingsRowOf = builtOnce((db) =>
  db
    .select()
    .from(twoFactorSettings)
    .where(eq(twoFactorSettings.customerId, sql.placeholder('customerId')))
    .limit(1),
);

async function settingsOf(ctx: Ctx, customerId: string): Promise<TwoFactorSettingsRow | undefined> {
  const [row] = await settingsRowOf(ctx.db, { customerId });
  return row;
}

const isOn = (row: TwoFactorSettingsRow | undefined): row is TwoFactorSettingsRow =>
  row !== undefined && row.enabledAt !== null;

/** Where a method's codes go, as the client may show it: the masked address for e-mailed codes. */
async function identifierOf(ctx: Ctx, row: TwoFactorSettingsRow): Promise<string | null> {
  return row.method === 'email' ? emailIdentifier(ctx, row.customerId) : null;
}

/** What a `2fa_required` answer tells the client: the method, where a code goes, the remember period. */
function challengeOf(
  row: TwoFactorSettingsRow,
  identifier: string | null,
  challengeToken?: string,
): TwoFactorChallengeDto {
  return {
    method: row.method,
    identifier,
    rememberForDays: TWO_FACTOR_REMEMBER_DAYS,
    ...(challengeToken === undefined ? {} : { challengeToken }),
  };
}

function twoFactorRequired(
  row: TwoFactorSettingsRow,
  identifier: string | null,
  challengeToken?: string,
): DomainError {
  return new DomainError('2fa_required', {
    details: { twoFactorAuth: challengeOf(row, identifier, challengeToken) },
  });
}

/** GET /customer/two-factor-auth: the acting customer's two-factor config (the method being set up while pending). */
export async function getTwoFactorConfig(ctx: Ctx): Promise<TwoFactorConfigDto> {
  const row = await settingsOf(ctx, customerIdOf(ctx));
  const on = isOn(row);
  return {
    status: on ? 'enabled' : row ? 'pending' : 'disabled',
    config: {
      enabled: on,
      methods: [...AVAILABLE_TWO_FACTOR_METHODS],
      rememberForDays: TWO_FACTOR_REMEMBER_DAYS,
      method: row ? row.method : null,
      identifier: row ? await identifierOf(ctx, row) : null,
      since: on && row.enabledAt ? row.enabledAt.toISOString() : null,
    },
  };
}

/** Whether a customer has a second factor turned on. */
export async function twoFactorIsOn(ctx: Ctx, input: { customerId: string }): Promise<boolean> {
  return isOn(await settingsOf(ctx, input.customerId));
}

async function enrolmentOf(
  ctx: Ctx,
  row: TwoFactorSettingsRow,
  key: TwoFactorKey,
): Promise<AuthenticatorEnrolmentDto> {
  if (row.secretCiphertext === null) throw new DomainError('not_found');
  const customer = await findCustomerById(ctx, row.customerId);
  if (!customer) throw new DomainError('not_found');
  const secret = decryptSecret(key, row.secretCiphertext, row.customerId);
  const otpauthUri = totpUri(secret, customer.email);
  return { secret, otpauthUri, qrCodeSvg: await qrCodeSvg(otpauthUri) };
}

/**
 * POST /customer/two-factor-auth/authenticator: a new secret for the customer's app, stored encrypted until a
 * first code confirms it. Starting again replaces a secret not yet confirmed; with two-factor on, it is a conflict.
 */
export async function startAuthenticatorSetup(
  ctx: Ctx,
  input: { key: TwoFactorKey },
): Promise<AuthenticatorEnrolmentDto> {
  const customerId = customerIdOf(ctx);
  const now = ctx.clock.now();
  const secretCiphertext = encryptSecret(input.key, newTotpSecret(), customerId);
  const [row] = await ctx.db
    .insert(twoFactorSettings)
    .values({ customerId, method: 'authenticator', secretCiphertext, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: twoFactorSettings.customerId,
      set: { method: 'authenticator', secretCiphertext, lastUsedStep: null, updatedAt: now },
      setWhere: isNull(twoFactorSettings.enabledAt),
    })
    .returning();
  if (!row) throw new DomainError('conflict', { message: TWO_FACTOR_MESSAGES.alreadyOn });
  return enrolmentOf(ctx, row, input.key);
}

/** GET /customer/two-factor-auth/authenticator: the secret being set up (to show its QR code again). */
export async function getAuthenticatorSetup(
  ctx: Ctx,
  input: { key: TwoFactorKey },
): Promise<AuthenticatorEnrolmentDto> {
  const row = await settingsOf(ctx, customerIdOf(ctx));
  if (!row || isOn(row)) throw new DomainError('not_found', { message: TWO_FACTOR_MESSAGES.notStarted });
  return enrolmentOf(ctx, row, input.key);
}

/**
 * POST /customer/two-factor-auth/email: e-mailed codes being set up — a first code is sent to the customer's
 * address (the masked address and when another may be asked for are answered). Replaces a method not yet
 * confirmed; with two-factor on, it is a conflict.
 */
export async function startEmailSetup(ctx: Ctx, input: { key: TwoFactorKey }): Promise<EmailCodeSentDto> {
  const customerId = customerIdOf(ctx);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(twoFactorSettings)
    .values({ customerId, method: 'email', secretCiphertext: null, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: twoFactorSettings.customerId,
      set: { method: 'email', secretCiphertext: null, lastUsedStep: null, updatedAt: now },
      setWhere: isNull(twoFactorSettings.enabledAt),
    })
    .returning();
  if (!row) throw new DomainError('conflict', { message: TWO_FACTOR_MESSAGES.alreadyOn });
  return sendEmailCode(ctx, { customerId, key: input.key, whenTooSoon: 'keep' });
}

/**
 * POST /customer/two-factor-auth/email/send-code: an e-mailed code for the signed-in customer (to finish setting
 * up, or for the two-factor modal). `resend`: the customer asked for another, refused within 60 seconds of the
 * last; otherwise a code sent in the last 60 seconds stands.
 */
export async function sendTwoFactorCode(
  ctx: Ctx,
  input: { key: TwoFactorKey; resend: boolean },
): Promise<EmailCodeSentDto> {
  const customerId = customerIdOf(ctx);
  const row = await settingsOf(ctx, customerId);
  if (row?.method !== 'email')
    throw new DomainError('not_found', { message: TWO_FACTOR_MESSAGES.noEmailCodes });
  if (row.lockedUntil && row.lockedUntil > ctx.clock.now()) throw new DomainError('2fa_account_locked');
  return sendEmailCode(ctx, { customerId, key: input.key, whenTooSoon: input.resend ? 'refuse' : 'keep' });
}

/**
 * Another e-mailed code for a login waiting on its code step (by its challenge customer): refused within 60
 * seconds of the last, and for a customer whose method is not e-mailed codes.
 */
export async function sendLoginCodeAgain(
  ctx: Ctx,
  input: { customerId: string; key: TwoFactorKey },
): Promise<EmailCodeSentDto> {
  const row = await settingsOf(ctx, input.customerId);
  if (!isOn(row) || row.method !== 'email') {
    throw new DomainError('not_found', { message: TWO_FACTOR_MESSAGES.noEmailCodes });
  }
  if (row.lockedUntil && row.lockedUntil > ctx.clock.now()) throw new DomainError('2fa_account_locked');
  return sendEmailCode(ctx, { customerId: input.customerId, key: input.key, whenTooSoon: 'refuse' });
}

/**
 * PUT /customer/two-factor-auth/authenticator and /email: the first code (from the app, or from the e-mail)
 * turns two-factor on with the method being set up.
 */
export async function confirmTwoFactorSetup(
  ctx: Ctx,
  input: { key: TwoFactorKey; otp: string; method: TwoFactorMethod },
): Promise<TwoFactorConfigDto> {
  const customerId = customerIdOf(ctx);
  const row = await settingsOf(ctx, customerId);
  if (row?.enabledAt) throw new DomainError('conflict', { message: TWO_FACTOR_MESSAGES.alreadyOn });
  if (!row || row.method !== input.method) {
    throw new DomainError('not_found', { message: TWO_FACTOR_MESSAGES.notStarted });
  }
  await checkCode(ctx, row, input);
  const now = ctx.clock.now();
  await ctx.db
    .update(twoFactorSettings)
    .set({ enabledAt: now, updatedAt: now })
    .where(eq(twoFactorSettings.customerId, customerId));
  return getTwoFactorConfig(ctx);
}

/** DELETE /customer/two-factor-auth: turns two-factor off (a sensitive action: the session must be elevated). */
export async function turnOffTwoFactor(ctx: Ctx): Promise<TwoFactorConfigDto> {
  const customerId = customerIdOf(ctx);
  await requireElevation(ctx);
  await inTransaction(ctx, async (tx) => {
    await tx.db.delete(twoFactorSettings).where(eq(twoFactorSettings.customerId, customerId));
    await tx.db
      .delete(twoFactorRememberedDevices)
      .where(eq(twoFactorRememberedDevices.customerId, customerId));
    await forgetEmailCode(tx, customerId);
  });
  return getTwoFactorConfig(ctx);
}

/**
 * Checks a code against the customer's factor, once: locked -> `2fa_account_locked`; wrong, expired or already
 * used -> `2fa_incorrect` (the fifth in a row locks it). A right code advances the last used step and clears
 * the failures in one conditional update, so two requests with the same code cannot both pass.
 */
async function checkCode(
  ctx: Ctx,
  row: TwoFactorSettingsRow,
  input: { key: TwoFactorKey; otp: string },
): Promise<void> {
  const now = ctx.clock.now();
  if (row.lockedUntil && row.lockedUntil > now) throw new DomainError('2fa_account_locked');
  if (row.method === 'email') {
    if (await useEmailCode(ctx, { customerId: row.customerId, key: input.key, otp: input.otp })) {
      await ctx.db
        .update(twoFactorSettings)
        .set({ failedAttempts: 0, lockedUntil: null, updatedAt: now })
        .where(eq(twoFactorSettings.customerId, row.customerId));
      return;
    }
    return countWrongCode(ctx, row, now);
  }
  const step =
    row.secretCiphertext === null
      ? null
      : await matchTotp(decryptSecret(input.key, row.secretCiphertext, row.customerId), input.otp, now);
  if (step !== null) {
    const used = await ctx.db
      .update(twoFactorSettings)
      .set({ lastUsedStep: step, failedAttempts: 0, lockedUntil: null, updatedAt: now })
      .where(
        and(
          eq(twoFactorSettings.customerId, row.customerId),
          or(isNull(twoFactorSettings.lastUsedStep), lt(twoFactorSettings.lastUsedStep, step)),
        ),
      )
      .returning({ customerId: twoFactorSettings.customerId });
    if (used.length > 0) return;
    // The right code, already used (a replay, or the same form sent twice): refused, but not a wrong guess.
    throw new DomainError('2fa_incorrect');
  }
  return countWrongCode(ctx, row, now);
}

/** A wrong code: counted (a lock that has run out starts the count again); the fifth in a row locks. */
async function countWrongCode(ctx: Ctx, row: TwoFactorSettingsRow, now: Date): Promise<never> {
  const lapsed = row.lockedUntil !== null && row.lockedUntil <= now;
  const [after] = await ctx.db
    .update(twoFactorSettings)
    .set({
      failedAttempts: lapsed ? 1 : sql`${twoFactorSettings.failedAttempts} + 1`,
      lockedUntil: lapsed ? null : twoFactorSettings.lockedUntil,
      updatedAt: now,
    })
    .where(eq(twoFactorSettings.customerId, row.customerId))
    .returning({ failedAttempts: twoFactorSettings.failedAttempts });
  if (after && after.failedAttempts >= TWO_FACTOR_MAX_FAILED_ATTEMPTS) {
    await ctx.db
      .update(twoFactorSettings)
      .set({ lockedUntil: new Date(now.getTime() + TWO_FACTOR_LOCK_MINUTES * 60_000) })
      .where(eq(twoFactorSettings.customerId, row.customerId));
    throw new DomainError('2fa_account_locked');
  }
  throw new DomainError('2fa_incorrect');
}

/** Checks a code of a customer whose factor is on (`2fa_required` when none is). */
export async function verifyTwoFactorCode(
  ctx: Ctx,
  input: { customerId: string; otp: string; key: TwoFactorKey },
): Promise<void> {
  const row = await settingsOf(ctx, input.customerId);
  if (!isOn(row)) throw new DomainError('2fa_incorrect');
  await checkCode(ctx, row, input);
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

async function rememberDevice(ctx: Ctx, customerId: string): Promise<RememberedDeviceDto> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(ctx.clock.now().getTime() + TWO_FACTOR_REMEMBER_DAYS * DAY_MS);
  await ctx.db
    .insert(twoFactorRememberedDevices)
    .values({ customerId, tokenHash: hashToken(token), expiresAt, createdAt: ctx.clock.now() });
  return { token, expiresAt: expiresAt.toISOString() };
}

async function isRemembered(ctx: Ctx, customerId: string, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const [row] = await ctx.db
    .select({ id: twoFactorRememberedDevices.id })
    .from(twoFactorRememberedDevices)
    .where(
      and(
        eq(twoFactorRememberedDevices.tokenHash, hashToken(token)),
        eq(twoFactorRememberedDevices.customerId, customerId),
        gt(twoFactorRememberedDevices.expiresAt, ctx.clock.now()),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The outcome of a login's second factor: whether a code was entered, and the device token when it is remembered. */
export type SecondFactorPassed = { withCode: boolean; rememberedDevice?: RememberedDeviceDto };

/**
 * The second factor of a login whose password (or challenge token) was right. With two-factor off, nothing to
 * do; locked -> `2fa_account_locked`; a remembered device passes; without a code -> `2fa_required` carrying the
 * method and the challenge token; a code is checked, and the device remembered when asked.
 */
export async function passSecondFactor(
  ctx: Ctx,
  input: {
    customerId: string;
    key: TwoFactorKey;
    challengeToken: string;
    otp?: string | undefined;
    rememberToken?: string | undefined;
    rememberDevice?: boolean | undefined;
  },
): Promise<SecondFactorPassed> {
  const row = await settingsOf(ctx, input.customerId);
  if (!isOn(row)) return { withCode: false };
  if (row.lockedUntil && row.lockedUntil > ctx.clock.now()) throw new DomainError('2fa_account_locked');
  if (input.otp === undefined) {
    if (await isRemembered(ctx, input.customerId, input.rememberToken)) return { withCode: false };
    if (row.method === 'email') {
      // The code step of a login with e-mailed codes sends one (a login posted twice within a minute keeps it).
      const sent = await sendEmailCode(ctx, {
        customerId: row.customerId,
        key: input.key,
        whenTooSoon: 'keep',
      });
      throw twoFactorRequired(row, sent.identifier, input.challengeToken);
    }
    throw twoFactorRequired(row, null, input.challengeToken);
  }
  await checkCode(ctx, row, { key: input.key, otp: input.otp });
  if (!input.rememberDevice) return { withCode: true };
  return { withCode: true, rememberedDevice: await rememberDevice(ctx, input.customerId) };
}
