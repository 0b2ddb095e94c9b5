/**
 * Signing in by a link (spec 1 §2 /login/autologin/{token}, /login/transfer/{token}; §7 POST /autologin v3.3,
 * POST /transfer): a single-use, short-lived token from an e-mail or handed over by another channel (the app),
 * with the second factor when the customer has it on. Browser-safe.
 */
import { z } from 'zod';
import { FORM_MESSAGES } from './form-messages.ts';
import { COOKIE_SAFE_PATTERN } from './identity.ts';
import { OtpSchema } from './two-factor.ts';

/** A login link's token: 32 random bytes, base64url. */
export const LOGIN_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** How long an e-mailed automatic-login link works, and how long a handed-over session waits to be picked up. */
export const AUTOLOGIN_TTL_SECONDS = 24 * 3600;
export const TRANSFER_TTL_SECONDS = 120;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const formBoolean = (value: unknown) =>
  typeof value === 'string' ? ['true', 'on', '1', 'yes'].includes(value.trim().toLowerCase()) : value;

export const AUTOLOGIN_MESSAGES = {
  /** Spec 2 §8, word for word. */
  invalidTitle: 'Email link no longer valid',
  invalid:
    'It looks like the email link you clicked is no longer valid. This is likely because it has expired or has already been used.',
  verifying: 'Verifying Automatic Login',
} as const;

/** POST /v2/autologin and POST /v2/transfer: the link's token, and the code when two-factor asks for one. */
export const LoginLinkBody = z.object({
  token: z
    .string({ error: FORM_MESSAGES.required })
    .regex(LOGIN_LINK_TOKEN_PATTERN, AUTOLOGIN_MESSAGES.invalid),
  otp: z.preprocess(blankToUndefined, OtpSchema.optional()),
  rememberDevice: z.preprocess(formBoolean, z.boolean().optional()),
  rememberToken: z.preprocess(blankToUndefined, z.string().regex(COOKIE_SAFE_PATTERN).max(128).optional()),
});
export type LoginLinkBody = z.infer<typeof LoginLinkBody>;

/** POST /v2/customer/transfer-token: a token another channel opens the session with (`/login/transfer/{token}`). */
export const TransferTokenDto = z.object({
  token: z.string(),
  path: z.string(),
  expiresIn: z.number().int(),
});
export type TransferTokenDto = z.infer<typeof TransferTokenDto>;

/** POST /ops/customers/autologin-link: an automatic-login link for a customer (support, e-mail campaigns). */
export const AutologinLinkBody = z.object({
  email: z.string().trim().min(3).max(254),
  redirectTo: z
    .string()
    .regex(/^\/(?![/\\])[\x21-\x7e]{0,500}$/, 'A path on this site, such as /my-account')
    .optional(),
});
export const AutologinLinkDto = z.object({ path: z.string(), url: z.string(), expiresIn: z.number().int() });
