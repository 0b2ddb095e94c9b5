/**
 * Where a customer's verification stands, read from the attempts: whether they are verified, each method's status
 * (spec 2 §3: disabled, not_attempted, pending, in_progress, attempted), what they have spent in all, and the rules
 * that apply to them (`verificationRules`). The site's policy and its methods are site data.
 */
import { BASE_CURRENCY } from '@lottoshop/contracts/money';
import {
  VERIFICATION_METHOD_TYPES,
  type VerificationMethodDto,
  type VerificationMethodStatus,
  type VerificationRule,
} from '@lottoshop/contracts/verification';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { builtOnceRows } from '../../db/built-once.ts';
import { rowsAsJson, rowsFromJson } from '../../db/json-rows.ts';
import { lessThanMoney, type Money, moneyOf, subtract, zeroOf } from '../../shared/money.ts';
import type { Ctx } from '../../use-case.ts';
import { type WalletFlows, walletFlowsSince } from '../ledger/index.ts';
import { openSessionMethods } from './verification.sessions.ts';
import {
  type VerificationAttemptRow,
  type VerificationSettingsRow,
  verificationAttempts,
  verificationMethods,
  verificationSettings,
} from './verification.tables.ts';

const NO_SETTINGS: VerificationSettingsRow = {
  key: 'site',
  purchaseThresholdMinor: null,
  currency: BASE_CURRENCY,
};

/** The site's policy; a site without one never asks a buyer to verify (withdrawing always needs it). */
export async function getVerificationSettings(ctx: Pick<Ctx, 'db'>): Promise<VerificationSettingsRow> {
  const [row] = await ctx.db.select().from(verificationSettings).where(eq(verificationSettings.key, 'site'));
  return row ?? NO_SETTINGS;
}

/** The methods the site offers now, in order. */
export async function enabledMethods(ctx: Pick<Ctx, 'db'>): Promise<string[]> {
  const rows = await ctx.db
    .select({ type: verificationMethods.type })
    .from(verificationMethods)
    .where(eq(verificationMethods.enabled, true))
    .orderBy(asc(verificationMethods.sortOrder));
  return rows.map((r) => r.type);
}

/** The customer's attempts, newest first. */
export async function attemptsOf(
  ctx: Pick<Ctx, 'db'>,
  customerId: string,
): Promise<VerificationAttemptRow[]> {
  return ctx.db
    .select()
    .from(verificationAttempts)
    .where(eq(verificationAttempts.customerId, customerId))
    .orderBy(desc(verificationAttempts.createdAt), desc(verificationAttempts.id));
}

/** Whether the customer has been verified by any method (a provider's pass or an operator's approval). */
export async function isCustomerVerified(ctx: Pick<Ctx, 'db'>, customerId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: verificationAttempts.id })
    .from(verificationAttempts)
    .where(and(eq(verificationAttempts.customerId, customerId), eq(verificationAttempts.outcome, 'verified')))
    .limit(1);
  return row !== undefined;
}

/** The standing's one statement, built once (db/built-once.ts): it runs in every purchase. */
const standingOf = builtOnceRows<{ customerId: string }, { settings: unknown; verified: boolean }>(
  () =>
    sql`select ${rowsAsJson(verificationSettings, eq(verificationSettings.key, 'site'))} as settings,
      exists (select 1 from ${verificationAttempts}
        where ${verificationAttempts.customerId} = ${sql.placeholder('customerId')}
          and ${verificationAttempts.outcome} = 'verified') as verified`,
);

/**
 * The site's policy and whether the customer is verified, in one statement: what the purchase's verification check
 * reads before it needs the ledger.
 */
export async function readVerificationStanding(
  ctx: Pick<Ctx, 'db'>,
  customerId: string,
): Promise<{ settings: VerificationSettingsRow; verified: boolean }> {
  const [row] = await standingOf(ctx.db, { customerId });
  return {
    settings: rowsFromJson(verificationSettings, row?.settings ?? '[]')[0] ?? NO_SETTINGS,
    verified: row?.verified === true,
  };
}

/** A method's status from its latest attempt: waiting for review is pending, any other ending attempted. */
export function methodStatus(
  enabled: boolean,
  latest: VerificationAttemptRow | undefined,
  openSince?: Date,
): VerificationMethodStatus {
  if (!enabled) return 'disabled';
  // Started at the provider (ConnectID, the hosted page) and not yet finished there.
  if (openSince && (!latest || openSince > latest.createdAt)) return 'in_progress';
  if (!latest) return 'not_attempted';
  return latest.outcome === 'review' ? 'pending' : 'attempted';
}

/** Every method of the spec with its status for this customer (newest attempt first in `attempts`). */
export function methodsOf(
  enabled: readonly string[],
  attempts: readonly VerificationAttemptRow[],
  open: readonly { method: string; createdAt: Date }[] = [],
): VerificationMethodDto[] {
  const openSince = (type: string) =>
    open
      .filter((s) => s.method === type)
      .reduce<Date | undefined>((at, s) => (at && at > s.createdAt ? at : s.createdAt), undefined);
  return VERIFICATION_METHOD_TYPES.map((type) => ({
    type,
    status: methodStatus(
      enabled.includes(type),
      attempts.find((a) => a.method === type),
      openSince(type),
    ),
  })).sort((a, b) => {
    const order = (t: string) => (enabled.includes(t) ? enabled.indexOf(t) : enabled.length);
    return order(a.type) - order(b.type);
  });
}

/** The window the spend threshold counts: everything since the start. */
export const LIFETIME = new Date(0);

/** What the customer has paid for tickets in all, less refunds, from the ledger's flows since LIFETIME. */
export function lifetimeSpendFrom(flows: ReadonlyMap<number, WalletFlows>): Money | undefined {
  const f = flows.get(LIFETIME.getTime());
  return f ? subtract(f.purchases, f.refunds) : undefined;
}

/** What the customer has paid for tickets in all, less refunds (the ledger's purchases out of their wallet). */
export async function lifetimeSpend(
  ctx: Pick<Ctx, 'db'>,
  input: { customerId: string; currency: string },
): Promise<Money> {
  const flows = await walletFlowsSince(ctx, { ...input, since: [LIFETIME] });
  return lifetimeSpendFrom(flows) ?? zeroOf(input.currency);
}

/** The rules that apply now: an unverified customer must verify to withdraw, and to buy once past the threshold. */
export async function rulesFor(
  ctx: Pick<Ctx, 'db'>,
  input: { customerId: string; verified: boolean; settings: VerificationSettingsRow },
): Promise<VerificationRule[]> {
  if (input.verified) return [];
  const rules: VerificationRule[] = ['verify_to_withdraw'];
  const threshold = input.settings.purchaseThresholdMinor;
  if (threshold !== null) {
    const currency = input.settings.currency;
    const spent = await lifetimeSpend(ctx, { customerId: input.customerId, currency });
    if (!lessThanMoney(spent, moneyOf(threshold, currency))) rules.push('verify_to_purchase');
  }
  return rules;
}

/** The overview's verification fields (spec 1 §3): isVerified, verificationRules and verification.methods. */
export async function overviewVerification(
  ctx: Pick<Ctx, 'db' | 'clock'>,
  customerId: string,
): Promise<{
  isVerified: boolean;
  verificationRules: VerificationRule[];
  verification: { methods: VerificationMethodDto[] };
}> {
  const [settings, enabled, attempts, open] = await Promise.all([
    getVerificationSettings(ctx),
    enabledMethods(ctx),
    attemptsOf(ctx, customerId),
    openSessionMethods(ctx, customerId),
  ]);
  const verified = attempts.some((a) => a.outcome === 'verified');
  return {
    isVerified: verified,
    verificationRules: await rulesFor(ctx, { customerId, verified, settings }),
    verification: { methods: methodsOf(enabled, attempts, open) },
  };
}
