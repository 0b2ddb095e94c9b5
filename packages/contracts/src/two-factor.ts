/**
 * Two-factor authentication on the wire (spec 1 §4 "Session refresh", spec 2 §2, §3, §5, §7-§9): the customer's
 * two-factor config, turning an authenticator on and off, the one-time code rules, and the messages the web
 * shows word for word. Browser-safe.
 */
import { z } from 'zod';
import { FORM_MESSAGES } from './form-messages.ts';

/** Spec 2 §9: the two methods, an authenticator app and codes e-mailed to the customer's address. */
export const TWO_FACTOR_METHODS = ['authenticator', 'email'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];
/** The methods a customer can turn on. */
export const AVAILABLE_TWO_FACTOR_METHODS = [
  'authenticator',
  'email',
] as const satisfies readonly TwoFactorMethod[];

/** Spec 2 §9: the resend link re-enables 60 seconds after a code was sent; an e-mailed code lasts 10 minutes. */
export const EMAIL_CODE_RESEND_SECONDS = 60;
export const EMAIL_CODE_TTL_MINUTES = 10;

/**
 * Spec 2 §9: the address an e-mailed code goes to, masked after the start of the part before the at-sign
 * ("al***@example.com"), so a stranger at the login step learns little of it.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${shown}***${email.slice(at)}`;
}

/** Spec 2 §9: a one-time code is 6 digits. */
export const OTP_LENGTH = 6;
/** How many days a device stays remembered after a login with a code and "remember this device". */
export const TWO_FACTOR_REMEMBER_DAYS = 30;
/** Wrong codes in a row before two-factor is locked, and how long the lock lasts. */
export const TWO_FACTOR_MAX_FAILED_ATTEMPTS = 5;
export const TWO_FACTOR_LOCK_MINUTES = 30;
/** A session is elevated for this long after its customer entered a code (a sensitive action then needs none). */
export const ELEVATION_WINDOW_SECONDS = 5 * 60;

/** Spec 2 §2, §8, word for word. */
export const TWO_FACTOR_MESSAGES = {
  modalTitle: '2 factor authentication is required to complete this action',
  incorrect: 'Code is incorrect or expired. Try again or contact support',
  lockedTitle: 'Account locked',
  locked: 'Your account has been locked due to too many incorrect 2FA attempts. Please contact support.',
  required: 'Enter the 6 digit code from your authenticator app to continue.',
  emailed: (identifier: string) => `We've sent a 6 digit code to ${identifier}. Enter it to continue.`,
  codeResent: (identifier: string) => `A new code is on its way to ${identifier}.`,
  resendTooSoon: `You can ask for a new code ${EMAIL_CODE_RESEND_SECONDS} seconds after the last one.`,
  resend: 'Resend code',
  elevationFailed: 'Authentication failed. Please try again.',
  elevationSucceeded: "You've successfully verified your 2FA code.",
  keyCopied: 'Authenticator key copied',
  alreadyOn: 'Two-factor authentication is already turned on.',
  notStarted: 'Start setting up two-factor authentication first.',
  noEmailCodes: 'Codes are not sent by e-mail for this account.',
} as const;

/** "Remember this device for 30 days" (spec 2 §9: the remember-2FA text uses rememberForDays). */
export function rememberDeviceLabel(days: number): string {
  return `Remember this device for ${days} days`;
}

/**
 * Spec 2 §5: what a pasted or typed code becomes — digits only, the first 6. Letters, spaces and dashes
 * ("123 456", "123-456") are dropped.
 */
export function normaliseOtp(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/** A one-time code: exactly 6 digits ('A 6 digit code is required.'). Spaces around it are trimmed. */
export const OtpSchema = z
  .string({ error: FORM_MESSAGES.otpLength })
  .trim()
  .regex(/^\d{6}$/, FORM_MESSAGES.otpLength);

/** Spec 1 §3 "twoFactorAuth" and spec 2 §3 "Two-factor config": GET /v2/customer/two-factor-auth. */
export const TwoFactorConfigDto = z.object({
  /** `enabled`, `disabled`, or `pending` while an authenticator is being set up. */
  status: z.enum(['enabled', 'disabled', 'pending']),
  config: z.object({
    enabled: z.boolean(),
    methods: z.array(z.enum(TWO_FACTOR_METHODS)),
    rememberForDays: z.number().int(),
    method: z.enum(TWO_FACTOR_METHODS).nullable(),
    /** What the code is sent to (a masked e-mail address); null for an authenticator. */
    identifier: z.string().nullable(),
    since: z.string().nullable(),
  }),
});
export type TwoFactorConfigDto = z.infer<typeof TwoFactorConfigDto>;

/** POST/GET /v2/customer/two-factor-auth/authenticator: the secret being set up, as text and as a QR code. */
export const AuthenticatorEnrolmentDto = z.object({
  /** The Base32 secret, shown as text for typing into an app. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as an SVG QR code, rendered on the server. */
  qrCodeSvg: z.string(),
});
export type AuthenticatorEnrolmentDto = z.infer<typeof AuthenticatorEnrolmentDto>;

/** PUT /v2/customer/two-factor-auth/authenticator: the first code confirms the app has the secret. */
export const ConfirmAuthenticatorBody = z.object({ otp: OtpSchema });
export type ConfirmAuthenticatorBody = z.infer<typeof ConfirmAuthenticatorBody>;

/** PUT /v2/customer/two-factor-auth/email: the first e-mailed code confirms the customer can read it. */
export const ConfirmEmailCodeBody = ConfirmAuthenticatorBody;

/**
 * An e-mailed code sent (POST /v2/customer/two-factor-auth/email, its send-code, POST /v2/login/two-factor/send-code):
 * the masked address and when another may be asked for.
 */
export const EmailCodeSentDto = z.object({
  identifier: z.string(),
  resendAvailableAt: z.string(),
});
export type EmailCodeSentDto = z.infer<typeof EmailCodeSentDto>;

/** POST /v2/customer/two-factor-auth/email/send-code: `resend` when the customer asked for another code. */
export const SendEmailCodeBody = z.object({ resend: z.boolean().default(false) });
export type SendEmailCodeBody = z.infer<typeof SendEmailCodeBody>;

/** POST /v2/login/two-factor/send-code: another e-mailed code for the login (or link) waiting on its code step. */
export const LoginCodeResendBody = z.object({ challengeToken: z.string().min(1).max(2048) });
export type LoginCodeResendBody = z.infer<typeof LoginCodeResendBody>;

/** What a `2fa_required` answer carries (spec 1 §7 autologin: result.twoFactorAuth with method and identifier). */
export const TwoFactorChallengeDto = z.object({
  method: z.enum(TWO_FACTOR_METHODS),
  identifier: z.string().nullable(),
  rememberForDays: z.number().int(),
  /** Login only: proves the password was right, so the code step need not carry it (5 minutes). */
  challengeToken: z.string().optional(),
});
export type TwoFactorChallengeDto = z.infer<typeof TwoFactorChallengeDto>;

/** A remembered device (login with a code and "remember this device"): the token the web keeps in a cookie. */
export const RememberedDeviceDto = z.object({ token: z.string(), expiresAt: z.string() });
export type RememberedDeviceDto = z.infer<typeof RememberedDeviceDto>;
