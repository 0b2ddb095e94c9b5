/**
 * Signing in (spec 1 §7 "Session", spec 2 §7): sign-up, login (with the second factor when it is on), another code
 * for a login's code step, token refresh (with an `otp`, elevation), the one-time links (automatic login, a session
 * handed over), logout and the e-mail check. None is cached; each but logout and the handover's issue is
 * rate-limited (decision 024).
 */
import { API_VERSIONS, versionsFrom } from '../api-versions.ts';
import { LoginLinkBody, TransferTokenDto } from '../autologin.ts';
import { endpoint } from '../endpoint.ts';
import {
  CheckEmailQuery,
  CheckEmailResult,
  LoginBody,
  LoginResultDto,
  RefreshBody,
  RefreshResultDto,
  SignupBody,
} from '../identity.ts';
import { EmailCodeSentDto, LoginCodeResendBody } from '../two-factor.ts';

export const signUp = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/signup',
  summary: 'Opens an account and signs the new customer in (tokens also in entities)',
  versions: versionsFrom('3.5'),
  caller: 'app',
  body: SignupBody,
  status: 201,
  response: LoginResultDto,
  limit: 'signup',
});

export const logIn = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/login',
  summary: "Signs in with e-mail and password, or a login's challenge and code (tokens also in entities)",
  versions: API_VERSIONS,
  caller: 'app',
  body: LoginBody,
  response: LoginResultDto,
  limit: 'login',
});

export const refresh = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/refresh',
  summary: 'Exchanges a refresh token for new tokens; with an otp, elevates the session',
  versions: API_VERSIONS,
  caller: 'app',
  body: RefreshBody,
  response: RefreshResultDto,
  limit: 'refresh',
});

export const logOut = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/logout',
  summary: "Ends the caller's session",
  versions: API_VERSIONS,
  caller: 'customer',
});

export const checkEmail = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/check-email',
  summary: 'Whether an account has this e-mail address',
  versions: API_VERSIONS,
  caller: 'app',
  query: CheckEmailQuery,
  response: CheckEmailResult,
  limit: 'check-email',
});

/** Spec 2 §9's resend link: named by the challenge token of its `2fa_required`; refused within 60 seconds. */
export const resendLoginCode = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/login/two-factor/send-code',
  summary: 'Another e-mailed code for a login or link waiting on its code step',
  versions: API_VERSIONS,
  caller: 'app',
  body: LoginCodeResendBody,
  response: EmailCodeSentDto,
  limit: 'two-factor',
});

export const autologin = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/autologin',
  summary: "Signs in by an e-mail's automatic-login link (no refresh token), with the code when asked",
  versions: versionsFrom('3.3'),
  caller: 'app',
  body: LoginLinkBody,
  response: LoginResultDto,
  limit: 'login-link',
});

export const transfer = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/transfer',
  summary: 'Signs in by a session handed over from another channel (/login/transfer/{token})',
  versions: API_VERSIONS,
  caller: 'app',
  body: LoginLinkBody,
  response: LoginResultDto,
  limit: 'login-link',
});

export const issueTransferToken = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/customer/transfer-token',
  summary: 'Hands the session over: a 2-minute token for /login/transfer/{token}',
  versions: API_VERSIONS,
  caller: 'customer',
  status: 201,
  response: TransferTokenDto,
});
