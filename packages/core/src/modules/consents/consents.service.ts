/**
 * Consents a customer gives to go on (spec 1 §3 overview, spec 2 §7 "POST /customer/terms-and-conditions; POST
 * /customer/terms-and-conditions/location"): accepting the terms in force after an operator published a new
 * version, and confirming, while in a country the licence does not cover, that they may play from there.
 */

import { CONSENT_MESSAGES } from '@lottoshop/contracts/consent-messages';
import type { ConsentsDto } from '@lottoshop/contracts/consents';
import { LOCATION_CONFIRMATION_DAYS } from '@lottoshop/contracts/consents';
import { and, desc, eq, gt } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import { assertOperatorOrSystem, type Ctx, customerIdOf, inTransaction } from '../../use-case.ts';
import {
  locationConfirmations,
  restrictedCountries,
  termsAcceptances,
  termsVersions,
} from './consents.tables.ts';

type TermsVersion = { version: number; summary: string; publishedAt: Date };

async function termsInForce(ctx: Ctx): Promise<TermsVersion | undefined> {
  const [row] = await ctx.db.select().from(termsVersions).orderBy(desc(termsVersions.version)).limit(1);
  return row;
}

async function hasAccepted(ctx: Ctx, customerId: string, version: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ version: termsAcceptances.version })
    .from(termsAcceptances)
    .where(and(eq(termsAcceptances.customerId, customerId), eq(termsAcceptances.version, version)))
    .limit(1);
  return row !== undefined;
}

async function isRestricted(ctx: Ctx, country: string | undefined): Promise<boolean> {
  if (!country) return false;
  const [row] = await ctx.db
    .select({ code: restrictedCountries.countryCode })
    .from(restrictedCountries)
    .where(eq(restrictedCountries.countryCode, country))
    .limit(1);
  return row !== undefined;
}

/**
 * What a customer must still consent to, for the overview: the terms in force (and whether they accepted them)
 * and, from the request's country (`ctx.country`, set from the trusted country header), whether it is a
 * restricted one and whether they confirmed it in the last 30 days.
 */
export async function consentsOf(ctx: Ctx, customerId: string): Promise<ConsentsDto> {
  const [terms, banned] = await Promise.all([termsInForce(ctx), isRestricted(ctx, ctx.country)]);
  const termsDto = terms
    ? {
        version: terms.version,
        summary: terms.summary,
        publishedAt: terms.publishedAt.toISOString(),
        acceptanceRequired: !(await hasAccepted(ctx, customerId, terms.version)),
      }
    : null;
  let confirmationRequired = false;
  if (banned && ctx.country) {
    const since = new Date(ctx.clock.now().getTime() - LOCATION_CONFIRMATION_DAYS * 86_400_000);
    const [confirmed] = await ctx.db
      .select({ at: locationConfirmations.confirmedAt })
      .from(locationConfirmations)
      .where(
        and(
          eq(locationConfirmations.customerId, customerId),
          eq(locationConfirmations.countryCode, ctx.country),
          gt(locationConfirmations.confirmedAt, since),
        ),
      )
      .limit(1);
    confirmationRequired = confirmed === undefined;
  }
  return {
    terms: termsDto,
    countryBanned: banned,
    countryBannedConfirmationRequired: confirmationRequired,
    country: ctx.country ?? null,
  };
}

/**
 * Records that a customer accepted the terms in force (at sign-up, upgrading the account). `version`, when
 * given, must be the one in force: the customer accepts what they were shown, not a newer text.
 */
export async function recordTermsAcceptance(
  ctx: Ctx,
  input: { customerId: string; version?: number },
): Promise<void> {
  const terms = await termsInForce(ctx);
  if (!terms) return;
  if (input.version !== undefined && input.version !== terms.version) {
    throw new DomainError('conflict', { message: CONSENT_MESSAGES.termsChangedAgain });
  }
  await ctx.db
    .insert(termsAcceptances)
    .values({ customerId: input.customerId, version: terms.version, acceptedAt: ctx.clock.now() })
    .onConflictDoNothing();
}

/** POST /customer/terms-and-conditions: the signed-in customer accepts the version of the terms they were shown. */
export async function acceptTerms(ctx: Ctx, input: { version: number }): Promise<ConsentsDto> {
  const customerId = customerIdOf(ctx);
  await recordTermsAcceptance(ctx, { customerId, version: input.version });
  return consentsOf(ctx, customerId);
}

/**
 * POST /customer/terms-and-conditions/location: the signed-in customer, in a restricted country, confirms they
 * may play from there; it holds for that country for 30 days. Outside one, there is nothing to confirm.
 */
export async function confirmLocation(ctx: Ctx): Promise<ConsentsDto> {
  const customerId = customerIdOf(ctx);
  const country = ctx.country;
  if (country && (await isRestricted(ctx, country))) {
    const now = ctx.clock.now();
    await ctx.db
      .insert(locationConfirmations)
      .values({ customerId, countryCode: country, confirmedAt: now })
      .onConflictDoUpdate({
        target: [locationConfirmations.customerId, locationConfirmations.countryCode],
        set: { confirmedAt: now },
      });
  }
  return consentsOf(ctx, customerId);
}

/**
 * An operator publishes a new version of the terms (`npm run ops -- publish-terms "<summary>"`): every customer
 * is asked to accept it at their next page. Versions count up from 1, one at a time.
 */
export async function publishTerms(ctx: Ctx, input: { summary: string }): Promise<{ version: number }> {
  assertOperatorOrSystem(ctx);
  return inTransaction(ctx, async (tx) => {
    const latest = await termsInForce(tx);
    const version = (latest?.version ?? 0) + 1;
    // Two operators at once: the primary key lets one of them have this number; the other is told to retry.
    const inserted = await tx.db
      .insert(termsVersions)
      .values({ version, summary: input.summary, publishedAt: tx.clock.now() })
      .onConflictDoNothing()
      .returning({ version: termsVersions.version });
    if (inserted.length === 0) throw new DomainError('conflict');
    return { version };
  });
}

/** Seeding and tests: the restricted countries, as the operator's licence names them. */
export async function restrictCountries(ctx: Ctx, codes: readonly string[]): Promise<void> {
  if (codes.length === 0) return;
  await ctx.db
    .insert(restrictedCountries)
    .values(codes.map((countryCode) => ({ countryCode })))
    .onConflictDoNothing();
}

/** The demo's terms at launch and the countries its licence does not cover (seeded with the demo site). */
export const DEMO_TERMS_SUMMARY = 'The terms and conditions the shop opened with.';
export const DEMO_RESTRICTED_COUNTRIES = ['US', 'FR', 'SG', 'CN', 'KP', 'IR'] as const;
