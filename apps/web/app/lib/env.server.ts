/** Web server settings, read from the environment once per process. */
import { readAppSigning } from '../../server/app-secret.mjs';

export type WebEnv = {
  apiUrl: string;
  appKey: string;
  appSecret: string;
  maintenanceMode: boolean;
  /** How long one API call may take before the page gives up on it. */
  apiTimeoutMs: number;
  /**
   * Where the browser loads Stripe.js (STRIPE_JS_URL, default Stripe's own), or null when Stripe is off for this
   * web server (no STRIPE_PUBLISHABLE_KEY): the CSP then does not allow it, so Stripe is not offered (decision 047).
   */
  stripeJsUrl: string | null;
};

export const DEFAULT_STRIPE_JS_URL = 'https://js.stripe.com/v3';

function truthy(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

export function readWebEnv(env: NodeJS.ProcessEnv = process.env): WebEnv {
  return {
    apiUrl: (env.API_URL ?? 'http://localhost:4000').replace(/\/+$/, ''),
    ...readAppSigning(env),
    maintenanceMode: truthy(env.MAINTENANCE_MODE),
    apiTimeoutMs: Number(env.API_TIMEOUT_MS ?? 10_000),
    stripeJsUrl: env.STRIPE_PUBLISHABLE_KEY ? env.STRIPE_JS_URL || DEFAULT_STRIPE_JS_URL : null,
  };
}

let cached: WebEnv | undefined;
export function webEnv(): WebEnv {
  cached ??= readWebEnv();
  return cached;
}
