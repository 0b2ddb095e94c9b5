/**
 * Passwords on the wire (spec 1 §2 /forgot-password, /change-Password, /force-password-change; spec 2 §7
 * POST /password/force-change, POST /customer/change-password): asking for a reset link, setting a password with
 * it, changing it when signed in, and the forced change. Browser-safe.
 */
import { z } from 'zod';
import { FORM_MESSAGES } from './form-messages.ts';
import { EmailSchema, PasswordSchema } from './identity.ts';

/** Messages of this area (the spec words none but the notices' subjects). */
export const PASSWORD_MESSAGES = {
  resetRequested:
    "If an account uses that email address, we've sent it a link to reset the password. The link expires in 1 hour.",
  resetLinkInvalid:
    'This password reset link is no longer valid. It may have expired or already been used. Please ask for a new one.',
  currentPasswordIncorrect: 'The current password you entered is incorrect.',
  passwordUnchanged: 'Your new password must be different from your current password.',
  passwordsDoNotMatch: 'Your password confirmation does not match',
  passwordIsEmail: 'Your password must not be your email address.',
  changeNotRequired: 'Your password does not need to be changed.',
} as const;

/** A one-time link's token: 32 random bytes, base64url. */
export const ONE_TIME_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const OneTimeTokenSchema = z
  .string({ error: FORM_MESSAGES.required })
  .regex(ONE_TIME_TOKEN_PATTERN, PASSWORD_MESSAGES.resetLinkInvalid);

/** POST /v2/password/forgot. Always answered 204, whether or not the address has an account. */
export const ForgotPasswordBody = z.object({ email: EmailSchema });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

/** POST /v2/password/reset: the e-mailed token and the new password. */
export const ResetPasswordBody = z.object({ token: OneTimeTokenSchema, password: PasswordSchema });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/** POST /v2/customer/change-password: the current password and the new one. */
export const ChangePasswordBody = z.object({
  currentPassword: z.string({ error: FORM_MESSAGES.required }).min(1, FORM_MESSAGES.required).max(1024),
  newPassword: PasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** POST /v2/password/force-change: the new password of a customer flagged to change it. */
export const ForceChangePasswordBody = z.object({ password: PasswordSchema });
export type ForceChangePasswordBody = z.infer<typeof ForceChangePasswordBody>;
