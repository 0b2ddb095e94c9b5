/**
 * Confirming e-mail and postal addresses on the wire (spec 2 §2 confirmation banner, §7 PATCH
 * /customer/confirm-email-address, PATCH /customer/confirm-address), and changing the e-mail address.
 * Browser-safe.
 */
import { z } from 'zod';
import { EMAIL_CONFIRMATION_MESSAGES } from './email-confirmation-messages.ts';
import { FORM_MESSAGES } from './form-messages.ts';
import { EmailSchema } from './identity.ts';
import { ONE_TIME_TOKEN_PATTERN } from './passwords.ts';

/** PATCH /v2/customer/confirm-email-address: with the e-mailed token it confirms; without one (signed in) it resends. */
export const ConfirmEmailAddressBody = z.object({
  token: z.string().regex(ONE_TIME_TOKEN_PATTERN, EMAIL_CONFIRMATION_MESSAGES.linkInvalid).optional(),
});
export type ConfirmEmailAddressBody = z.infer<typeof ConfirmEmailAddressBody>;

export const ConfirmEmailAddressResult = z.object({ email: z.string() });

/** POST /v2/customer/change-email: the new address and the account's password. */
export const ChangeEmailBody = z.object({
  email: EmailSchema,
  password: z.string({ error: FORM_MESSAGES.required }).min(1, FORM_MESSAGES.required).max(1024),
});
export type ChangeEmailBody = z.infer<typeof ChangeEmailBody>;
