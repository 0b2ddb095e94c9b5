/**
 * Security headers on every answer (decision 023): an API answer is data, never a page to run or frame. helmet
 * decides the headers; with this fixed policy they are the same for every answer, so helmet runs once, at start,
 * against a response that only records what it sets, and each answer gets that list in one step. (@fastify/helmet
 * made a new helmet middleware for every request, and running helmet's chain of thirteen middlewares per request
 * still cost about 6 % of a cached read's CPU.) The browsable docs (/docs) set their own policy (openapi.ts). A
 * Permissions-Policy, which helmet does not set, refuses every browser feature.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import helmet from 'helmet';

const applySecurityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
  },
});

/** The headers helmet sets on an answer, by lower-case name. */
function headersHelmetSets(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  applySecurityHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure !== undefined || Object.keys(headers).length === 0) {
    throw new Error(`helmet set no security headers: ${String(failure)}`);
  }
  return headers;
}

/**
 * Browser features refused to anything the API answers (helmet sets no Permissions-Policy): its answers are data,
 * and the docs page needs none of them. Only names Chromium knows; the web server refuses the same but `payment`.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...headersHelmetSets(),
  'permissions-policy': PERMISSIONS_POLICY,
});

/** onRequest: sets the headers on the answer before anything else can send it. */
export function securityHeadersHook(
  _request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  reply.headers(SECURITY_HEADERS);
  done();
}
