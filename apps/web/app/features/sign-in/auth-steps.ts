/**
 * The login flow (spec 2 §4): step 1 is the combined login/register step (an e-mail address), step 2 is
 * login (password), register (sign-up form) or 2fa. Browser-safe: shared by the route's server and its page.
 */
import type { TwoFactorMethod } from '@lottoshop/contracts/two-factor';
export const LOGIN_STEPS = ['login_register', 'login', 'register', '2fa'] as const;
export type LoginStep = (typeof LOGIN_STEPS)[number];

export const STEP_ORDER: Record<LoginStep, number> = { login_register: 1, login: 2, register: 2, '2fa': 2 };

/** The form's field names, the same as the sign-up body's keys. */
export const SIGNUP_FIELDS = [
  'firstname',
  'lastname',
  'email',
  'password',
  'dateOfBirth',
  'phone',
  'addressLine1',
  'addressLine2',
  'suburb',
  'state',
  'postcode',
  'country',
  'emailOptIn',
  'acceptTerms',
] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];

/** The fields sign-up shares with the details page. */
export type PersonalDetailsField = Exclude<SignupField, 'email' | 'password' | 'emailOptIn' | 'acceptTerms'>;

/** What the form shows again after a failed post (never the password). */
export type SignupValues = Partial<
  Record<Exclude<SignupField, 'password' | 'emailOptIn' | 'acceptTerms'>, string>
> & {
  emailOptIn?: boolean;
  acceptTerms?: boolean;
};

export type AuthFormResult = {
  step: LoginStep;
  email: string;
  values: SignupValues;
  /** Field name -> the first message for it. */
  fieldErrors: Partial<Record<SignupField, string>>;
  /** The first general message, shown at the top of the form. */
  formError?: string;
  /** The 2fa step: the login challenge (the password was right), the code's message, the remember period, a lock. */
  challengeToken?: string;
  otpError?: string;
  rememberForDays?: number;
  locked?: boolean;
  /** The 2fa step's method, and for e-mailed codes the masked address they go to and a resend's notice. */
  method?: TwoFactorMethod;
  identifier?: string;
  notice?: string;
};

/** Where a signed-in visitor goes when the login page was not given a destination. */
export const DEFAULT_AFTER_LOGIN = '/my-account';

/** A step of the login flow with nothing typed yet. */
export function formState(step: LoginStep, email = ''): AuthFormResult {
  return { step, email, values: {}, fieldErrors: {} };
}
