/**
 * Confirming e-mail and postal addresses on the wire (spec 2 §2 confirmation banner, §7 PATCH
 * /customer/confirm-email-address, PATCH /customer/confirm-address), and changing the e-mail address.
 * Browser-safe.
 */
import { z } from 'zod';
import { FORM_MESSAGES } from './form-messages.ts';
import { EmailSchema } from './identity.ts';
import { ONE_TIME_TOKEN_PATTERN } from './passwords.ts';

export const EMAIL_CONFIRMATION_MESSAGES = {
  linkInvalid:
    'This confirmation link is no longer valid. It may have expired or already been used. Log in to ask for a new one.',
  addressTaken: 'An account with this email address already exists.',
  sameAddress: 'This is already the email address of your account.',
  passwordIncorrect: 'The password you entered is incorrect.',
  emailBanner: 'Please confirm your email address. We sent you a link when you signed up.',
  addressBanner: 'Please confirm that your address is up to date.',
  linkSent: "We've sent a confirmation link to your email address.",
  emailConfirmed: 'Thank you. Your email address is confirmed.',
  addressConfirmed: 'Thank you for confirming your address.',
  changeRequested:
    "We've sent a confirmation link to your new email address. The change applies once you open it.",
} as const;

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
