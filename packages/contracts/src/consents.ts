/**
 * Consents on the wire (spec 1 §3 overview `countryBanned`, `countryBannedConfirmationRequired`; spec 2 §7 "POST
 * /customer/terms-and-conditions; POST /customer/terms-and-conditions/location"): the terms in force and
 * whether the customer accepted them, the restricted-country confirmation, and their words. Browser-safe.
 */
import { z } from 'zod';
import { CONSENT_MESSAGES } from './consent-messages.ts';

/** A confirmation made from a restricted country holds this long for that country. */
export const LOCATION_CONFIRMATION_DAYS = 30;

export const ConsentsDto = z.object({
  /** The terms in force (null before any was published) and whether the customer must still accept them. */
  terms: z
    .object({
      version: z.number().int(),
      summary: z.string(),
      publishedAt: z.string(),
      acceptanceRequired: z.boolean(),
    })
    .nullable(),
  countryBanned: z.boolean(),
  countryBannedConfirmationRequired: z.boolean(),
  /** The country the request came from (the trusted country header), when known. */
  country: z.string().nullable(),
});
export type ConsentsDto = z.infer<typeof ConsentsDto>;

/** POST /v2/customer/terms-and-conditions: the version the customer was shown and accepts. */
export const AcceptTermsBody = z.object({
  version: z.number({ error: 'Name the version of the terms you accept.' }).int().positive().max(1_000_000),
  accepted: z.literal(true, { error: CONSENT_MESSAGES.termsRequired }),
});
export type AcceptTermsBody = z.infer<typeof AcceptTermsBody>;

/** POST /v2/customer/terms-and-conditions/location: the customer ticks the confirmation. */
export const ConfirmLocationBody = z.object({
  confirmed: z.literal(true, { error: CONSENT_MESSAGES.locationRequired }),
});
export type ConfirmLocationBody = z.infer<typeof ConfirmLocationBody>;

/** Whether the customer lets the shop name them as a winner (first name and state; decision 037). */
export const WinnerPublicityDto = z.object({ consented: z.boolean() });
export type WinnerPublicityDto = z.infer<typeof WinnerPublicityDto>;
export const WinnerPublicityBody = z.object({
  consented: z.boolean({ error: 'Say whether we may name you as a winner: true or false.' }),
});
export type WinnerPublicityBody = z.infer<typeof WinnerPublicityBody>;
