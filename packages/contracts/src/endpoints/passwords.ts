/**
 * Passwords (spec 1 §2, spec 2 §7): asking for a reset link, setting a password with it, changing it when signed in
 * (a sensitive action: with two-factor on, after a code), and the forced change. Each answers 204; none is cached.
 */
import { API_VERSIONS } from '../api-versions.ts';
import { endpoint } from '../endpoint.ts';
import {
  ChangePasswordBody,
  ForceChangePasswordBody,
  ForgotPasswordBody,
  ResetPasswordBody,
} from '../passwords.ts';

/** 204 whether or not the address has an account (no enumeration). */
export const forgot = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/password/forgot',
  summary: 'E-mails a link to set a new password, if the address has an account',
  versions: API_VERSIONS,
  caller: 'app',
  body: ForgotPasswordBody,
  limit: 'forgot-password',
});

export const reset = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/password/reset',
  summary: "Sets a new password with a reset link's token",
  versions: API_VERSIONS,
  caller: 'app',
  body: ResetPasswordBody,
  limit: 'reset-password',
});

export const change = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/customer/change-password',
  summary: "Changes the signed-in customer's password (the current one given)",
  versions: API_VERSIONS,
  caller: 'customer',
  body: ChangePasswordBody,
});

export const forceChange = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/password/force-change',
  summary: 'Sets the new password the operator asked the customer to choose',
  versions: API_VERSIONS,
  caller: 'customer',
  body: ForceChangePasswordBody,
});
