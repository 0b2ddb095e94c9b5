/**
 * The customer's sessions (spec 2 §2 login-and-security): the list, ending one, and logging out everywhere (a
 * sensitive action: `2fa_required` until the session is elevated). Never cached.
 */
import { API_VERSIONS } from '../api-versions.ts';
import { endpoint } from '../endpoint.ts';
import { SessionListDto, SessionParams } from '../sessions.ts';

export const list = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/customer/sessions',
  summary: "The signed-in customer's sessions",
  versions: API_VERSIONS,
  caller: 'customer',
  response: SessionListDto,
});

export const end = endpoint({
  method: 'DELETE',
  family: 'platform',
  path: '/customer/sessions/:sessionId',
  summary: "Ends one of the customer's sessions",
  versions: API_VERSIONS,
  caller: 'customer',
  params: SessionParams,
});

export const logOutEverywhere = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/customer/sessions/logout-everywhere',
  summary: "Ends every one of the customer's sessions",
  versions: API_VERSIONS,
  caller: 'customer',
});
