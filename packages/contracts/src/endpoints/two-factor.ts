/**
 * Two-factor authentication (spec 2 §7 "/customer/two-factor-auth, /authenticator and /email"): the customer's
 * config, setting up an authenticator app (secret and QR code, confirmed with a first code) or e-mailed codes (a
 * first code sent, confirmed; another sent on request, at most every 60 seconds) and turning it off (a sensitive
 * action: `2fa_required` until the session is elevated). Never cached.
 */
import { API_VERSIONS } from '../api-versions.ts';
import { endpoint } from '../endpoint.ts';
import {
  AuthenticatorEnrolmentDto,
  ConfirmAuthenticatorBody,
  ConfirmEmailCodeBody,
  EmailCodeSentDto,
  SendEmailCodeBody,
  TwoFactorConfigDto,
} from '../two-factor.ts';

export const get = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/customer/two-factor-auth',
  summary: "The customer's two-factor config: on or off, and by which method",
  versions: API_VERSIONS,
  caller: 'customer',
  response: TwoFactorConfigDto,
});

export const turnOff = endpoint({
  method: 'DELETE',
  family: 'platform',
  path: '/customer/two-factor-auth',
  summary: 'Turns two-factor authentication off',
  versions: API_VERSIONS,
  caller: 'customer',
  response: TwoFactorConfigDto,
});

export const startAuthenticator = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/customer/two-factor-auth/authenticator',
  summary: 'Starts setting up an authenticator app: its secret and QR code',
  versions: API_VERSIONS,
  caller: 'customer',
  status: 201,
  response: AuthenticatorEnrolmentDto,
});

export const getAuthenticatorSetup = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/customer/two-factor-auth/authenticator',
  summary: "The authenticator app's setup under way: its secret and QR code",
  versions: API_VERSIONS,
  caller: 'customer',
  response: AuthenticatorEnrolmentDto,
});

export const confirmAuthenticator = endpoint({
  method: 'PUT',
  family: 'platform',
  path: '/customer/two-factor-auth/authenticator',
  summary: 'Turns the authenticator app on with its first code',
  versions: API_VERSIONS,
  caller: 'customer',
  body: ConfirmAuthenticatorBody,
  response: TwoFactorConfigDto,
  limit: 'two-factor',
});

export const startEmailCodes = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/customer/two-factor-auth/email',
  summary: "Starts setting up e-mailed codes: a first code goes to the customer's address",
  versions: API_VERSIONS,
  caller: 'customer',
  status: 201,
  response: EmailCodeSentDto,
  limit: 'two-factor',
});

export const confirmEmailCodes = endpoint({
  method: 'PUT',
  family: 'platform',
  path: '/customer/two-factor-auth/email',
  summary: 'Turns e-mailed codes on with the first code',
  versions: API_VERSIONS,
  caller: 'customer',
  body: ConfirmEmailCodeBody,
  response: TwoFactorConfigDto,
  limit: 'two-factor',
});

/** `resend`: another code, refused within 60 seconds of the last; else a code sent in the last minute stands. */
export const sendEmailCode = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/customer/two-factor-auth/email/send-code',
  summary: 'An e-mailed code for the signed-in customer',
  versions: API_VERSIONS,
  caller: 'customer',
  body: SendEmailCodeBody,
  response: EmailCodeSentDto,
  limit: 'two-factor',
});
