/** API settings from the environment, read once at start-up. */
import { parseAmount } from '@lottoshop/contracts/amount-text';
import { DEFAULT_JACKPOT_ALERT_THRESHOLD_MINOR } from '@lottoshop/core/marketing';
import type { CardProcessorConfig, StripeConfig } from '@lottoshop/core/payments';
import type { ConnectIdConfig, HostedVerificationConfig } from '@lottoshop/core/verification';

export type ApiConfig = {
  /**
   * NODE_ENV=production: every secret must be set (none falls back to its published development value), an empty
   * database gets the shop's bare site and never the demo's, and the test payment gateway is not offered.
   */
  production: boolean;
  port: number;
  /** Interface to listen on; `localhost` binds both 127.0.0.1 and ::1. Set API_HOST=0.0.0.0 in containers. */
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** App key -> shared signing secret. */
  appKeys: ReadonlyMap<string, string>;
  /** Absolute base URL the API is reached at from outside; discovery falls back to the request host. */
  publicApiUrl: string | undefined;
  /**
   * The shop's public address (PUBLIC_URL; default the address `npm start` serves, `http://localhost:$PORT`;
   * required in production): e-mailed links, the sitemap and the site's `base_url` use it.
   */
  publicUrl: string;
  maintenanceMode: boolean;
  /**
   * Seconds between runs of the draw life-cycle job (close draws at their sales stop, draw the shop's own games,
   * settle drawn draws); 0 turns the job off. DRAW_LIFECYCLE_INTERVAL_SECONDS, default 15.
   */
  drawLifecycleIntervalSeconds: number;
  /** Bearer token of the operator's /ops calls (OPS_TOKEN); production refuses to start without one. */
  opsToken: string;
  /**
   * Where e-mails are sent (SMTP_URL, e.g. `smtps://user:pass@mail.example.com:465`); unset, they wait in the
   * outbox. `npm start` points it at the local mail catcher when it is not set.
   */
  smtpUrl: string | undefined;
  /** Seconds between passes of the mail sender (MAIL_OUTBOX_INTERVAL_SECONDS, default 5; 0 turns it off). */
  mailOutboxIntervalSeconds: number;
  /**
   * Unfinished deposits (decision 046): seconds between the reconciliation job's passes
   * (DEPOSIT_RECONCILE_INTERVAL_SECONDS, default 30; 0 turns it off), how old a pending deposit must be before the
   * gateway is asked about it (DEPOSIT_RECONCILE_AFTER_SECONDS, default 120) and how old before one the gateway
   * never saw, or whose challenge was never completed, is declined (DEPOSIT_EXPIRE_AFTER_SECONDS, default 1800).
   */
  depositReconciliation: { intervalSeconds: number; afterSeconds: number; expireAfterSeconds: number };
  /**
   * Jackpot alerts (decision 048): seconds between the job's passes (JACKPOT_ALERTS_INTERVAL_SECONDS, default 300;
   * 0 turns it off) and the smallest jackpot worth an e-mail, in whole dollars (JACKPOT_ALERT_THRESHOLD, default
   * 20000000), held here in cents.
   */
  jackpotAlerts: { intervalSeconds: number; thresholdMinor: bigint };
  /** Encrypts authenticator secrets at rest (TWO_FACTOR_KEY, at least 32 characters); required in production. */
  twoFactorKey: string;
  /**
   * The proxies whose `X-Forwarded-For` names the caller's visitor (TRUST_PROXY; default `loopback`, where the
   * shop's web server runs beside the API): the address the rate limits count by (decision 024).
   */
  trustProxy: false | string[];
  /** Multiplies every rate limit's maximum (RATE_LIMIT_FACTOR, default 1; browser tests raise it). */
  rateLimitFactor: number;
  /** The card processor cards are taken through (decision 029). */
  cardProcessor: CardProcessorConfig;
  /** Stripe, switched on by STRIPE_SECRET_KEY with its publishable key and webhook secret (decision 047). */
  stripe: StripeConfig | null;
  /**
   * Encrypts uploaded identity documents at rest (DOCUMENT_KEY, at least 32 characters; decision 040); required in
   * production.
   */
  documentKey: string;
  /** ConnectID, the OpenID Connect identity provider customers verify with (decision 050). */
  connectId: ConnectIdConfig;
  /** The identity provider's hosted verification page, greenID style (decision 050). */
  hostedVerification: HostedVerificationConfig;
};

/**
 * A secret from the environment: in development its published development value when unset; in production it must
 * be set, and never to that published value (anyone could sign with it).
 */
export function readSecret(env: NodeJS.ProcessEnv, variable: string, devValue: string): string {
  const value = env[variable]?.trim();
  const production = env.NODE_ENV === 'production';
  if (!value) {
    if (production) throw new Error(`${variable} must be set in production`);
    return devValue;
  }
  if (production && value === devValue) {
    throw new Error(`${variable} is the published development value; set your own in production`);
  }
  return value;
}

/** Development-only card processor keys (the simulated processor's defaults); production must set its own. */
export const DEV_CARD_PROCESSOR = {
  secretKey: 'sk_test_dev_change_me',
  publishableKey: 'pk_test_dev_change_me',
  webhookSecret: 'whsec_dev_change_me',
} as const;

function readUrl(name: string, value: string | undefined, fallback: string): string {
  const given = value?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new Error(`${name} must be a URL such as http://127.0.0.1:4300`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be http(s)`);
  return url.origin;
}

/** Development-only identity provider credentials (the simulated provider's defaults); production sets its own. */
export const DEV_IDENTITY_PROVIDER = {
  connectIdClientId: 'lottoshop',
  connectIdClientSecret: 'connectid_dev_change_me',
  greenIdSecretKey: 'greenid_dev_change_me',
} as const;

/**
 * CONNECTID_ISSUER_URL, CONNECTID_CLIENT_ID, CONNECTID_CLIENT_SECRET, CONNECTID_REDIRECT_URI (the shop's callback
 * page, registered with the provider), GREENID_URL and GREENID_SECRET_KEY. Unset: the simulated identity provider
 * on 127.0.0.1:4400 and its development credentials (refused in production).
 */
export function readIdentityProviders(env: NodeJS.ProcessEnv = process.env): {
  connectId: ConnectIdConfig;
  hostedVerification: HostedVerificationConfig;
} {
  const key = (name: keyof typeof DEV_IDENTITY_PROVIDER, variable: string) =>
    readSecret(env, variable, DEV_IDENTITY_PROVIDER[name]);
  const redirect =
    env.CONNECTID_REDIRECT_URI?.trim() || 'http://localhost:3000/my-account/verify-account/connectid';
  let redirectUri: string;
  try {
    const url = new URL(redirect);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
    redirectUri = url.toString();
  } catch {
    throw new Error('CONNECTID_REDIRECT_URI must be an http(s) address of the callback page');
  }
  return {
    connectId: {
      issuerUrl: readUrl('CONNECTID_ISSUER_URL', env.CONNECTID_ISSUER_URL, 'http://127.0.0.1:4400'),
      clientId: key('connectIdClientId', 'CONNECTID_CLIENT_ID'),
      clientSecret: key('connectIdClientSecret', 'CONNECTID_CLIENT_SECRET'),
      redirectUri,
    },
    hostedVerification: {
      apiUrl: readUrl('GREENID_URL', env.GREENID_URL, 'http://127.0.0.1:4400'),
      secretKey: key('greenIdSecretKey', 'GREENID_SECRET_KEY'),
    },
  };
}

/** CARD_PROCESSOR_URL (where the API reaches it), CARD_PROCESSOR_PUBLIC_URL (the browser), and its keys. */
export function readCardProcessor(env: NodeJS.ProcessEnv = process.env): CardProcessorConfig {
  const apiUrl = readUrl('CARD_PROCESSOR_URL', env.CARD_PROCESSOR_URL, 'http://127.0.0.1:4300');
  const key = (name: keyof typeof DEV_CARD_PROCESSOR, variable: string) =>
    readSecret(env, variable, DEV_CARD_PROCESSOR[name]);
  return {
    apiUrl,
    publicUrl: readUrl('CARD_PROCESSOR_PUBLIC_URL', env.CARD_PROCESSOR_PUBLIC_URL, apiUrl),
    secretKey: key('secretKey', 'CARD_PROCESSOR_SECRET_KEY'),
    publishableKey: key('publishableKey', 'CARD_PROCESSOR_PUBLISHABLE_KEY'),
    webhookSecret: key('webhookSecret', 'CARD_PROCESSOR_WEBHOOK_SECRET'),
  };
}

/**
 * STRIPE_SECRET_KEY turns the Stripe gateway on; STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must come with it.
 * STRIPE_API_URL sends the SDK somewhere else than api.stripe.com (the local fake of its API).
 */
export function readStripe(env: NodeJS.ProcessEnv = process.env): StripeConfig | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return null;
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY?.trim();
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!publishableKey || !webhookSecret) {
    throw new Error('STRIPE_SECRET_KEY needs STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET as well');
  }
  const apiUrl = env.STRIPE_API_URL?.trim();
  return {
    secretKey,
    publishableKey,
    webhookSecret,
    apiUrl: apiUrl ? readUrl('STRIPE_API_URL', apiUrl, apiUrl) : undefined,
  };
}

export const DEV_APP_KEYS = 'lottoshop-web:dev-secret-change-me';
/** Development-only operator token; production must set OPS_TOKEN. */
export const DEV_OPS_TOKEN = 'ops-dev-token-change-me';

export function readOpsToken(env: NodeJS.ProcessEnv = process.env): string {
  const token = readSecret(env, 'OPS_TOKEN', DEV_OPS_TOKEN);
  if (token.length < 16 || !/^[A-Za-z0-9._~+/-]+$/.test(token)) {
    throw new Error('OPS_TOKEN must be at least 16 characters of letters, digits and . _ ~ + / -');
  }
  return token;
}

/** APP_KEYS: the app keys and their signing secrets; the development pair outside production only. */
export function readAppKeys(env: NodeJS.ProcessEnv = process.env): Map<string, string> {
  const keys = parseAppKeys(readSecret(env, 'APP_KEYS', DEV_APP_KEYS));
  const devSecrets = new Set(parseAppKeys(DEV_APP_KEYS).values());
  if (env.NODE_ENV === 'production' && [...keys.values()].some((secret) => devSecrets.has(secret))) {
    throw new Error('APP_KEYS holds the published development secret; set your own in production');
  }
  return keys;
}

/**
 * PUBLIC_URL: the shop's public address (scheme, host, port, no path); default `http://localhost:$PORT` (3000),
 * where `npm start` serves the shop; required in production.
 */
export function readPublicUrl(env: NodeJS.ProcessEnv = process.env): string {
  const given = env.PUBLIC_URL?.trim();
  if (!given && env.NODE_ENV === 'production') throw new Error('PUBLIC_URL must be set in production');
  const url = readUrl('PUBLIC_URL', given, `http://localhost:${env.PORT?.trim() || '3000'}`);
  if (given && new URL(given).pathname.replace(/\/+$/, '') !== '') {
    throw new Error("PUBLIC_URL must be the shop's address without a path, such as https://shop.example.com");
  }
  return url;
}

export function readSmtpUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const value = env.SMTP_URL?.trim();
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('SMTP_URL must be a URL such as smtp://host:587 or smtps://user:pass@host:465');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  }
  return value;
}

/** Development-only two-factor key; production must set TWO_FACTOR_KEY. */
export const DEV_TWO_FACTOR_KEY = 'dev-two-factor-key-change-me-0123456789abcdef';

export function readTwoFactorKey(env: NodeJS.ProcessEnv = process.env): string {
  const key = readSecret(env, 'TWO_FACTOR_KEY', DEV_TWO_FACTOR_KEY);
  if (key.length < 32) throw new Error('TWO_FACTOR_KEY must be at least 32 characters long');
  return key;
}

/** Development-only document key; production must set DOCUMENT_KEY. */
export const DEV_DOCUMENT_KEY = 'dev-document-key-change-me-0123456789abcdef';

export function readDocumentKey(env: NodeJS.ProcessEnv = process.env): string {
  const key = readSecret(env, 'DOCUMENT_KEY', DEV_DOCUMENT_KEY);
  if (key.length < 32) throw new Error('DOCUMENT_KEY must be at least 32 characters long');
  return key;
}

export function parseAppKeys(value: string): Map<string, string> {
  const keys = new Map<string, string>();
  for (const pair of value.split(',')) {
    const trimmed = pair.trim();
    if (trimmed === '') continue;
    const colon = trimmed.indexOf(':');
    if (colon <= 0 || colon === trimmed.length - 1) {
      throw new Error('APP_KEYS must be a comma-separated list of key:secret pairs');
    }
    keys.set(trimmed.slice(0, colon), trimmed.slice(colon + 1));
  }
  if (keys.size === 0) throw new Error('APP_KEYS must name at least one key:secret pair');
  return keys;
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`API_PORT must be a port number, got "${value}"`);
  }
  return port;
}

function parseSeconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const trimmed = value.trim();
  const seconds = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || seconds > 86_400) {
    throw new Error(`${name} must be a whole number of seconds from 0 to 86400, got "${value}"`);
  }
  return seconds;
}

/** The largest JACKPOT_ALERT_THRESHOLD: $999,999,999,999 (twelve digits of dollars). */
const JACKPOT_ALERT_THRESHOLD_MAX_MINOR = 999_999_999_999_00n;

/** JACKPOT_ALERT_THRESHOLD: whole dollars (contracts' parseAmount), default $20 million, answered in cents. */
export function readJackpotAlertThreshold(value: string | undefined): bigint {
  if (value === undefined || value.trim() === '') return DEFAULT_JACKPOT_ALERT_THRESHOLD_MINOR;
  const parsed = parseAmount(value, { decimals: 0, max: JACKPOT_ALERT_THRESHOLD_MAX_MINOR });
  if (!parsed.ok || parsed.minor < 100n) {
    throw new Error(`JACKPOT_ALERT_THRESHOLD must be a whole number of dollars from 1, got "${value}"`);
  }
  return parsed.minor;
}

function parseFlag(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

/** TRUST_PROXY: `false`, or addresses / CIDR ranges / `loopback`; `true` (anyone) is refused. */
export function readTrustProxy(value: string | undefined): false | string[] {
  const v = (value ?? '').trim();
  if (v === '') return ['loopback'];
  if (v.toLowerCase() === 'false') return false;
  if (v.toLowerCase() === 'true') {
    throw new Error(
      'TRUST_PROXY=true would trust any sender; name the proxies (addresses, CIDR ranges, loopback)',
    );
  }
  return v
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

function readFactor(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  const factor = Number(value);
  if (!Number.isFinite(factor) || factor < 1 || factor > 1000) {
    throw new Error(`RATE_LIMIT_FACTOR must be a number from 1 to 1000, got "${value}"`);
  }
  return factor;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    production: env.NODE_ENV === 'production',
    port: parsePort(env.API_PORT, 4000),
    host: env.API_HOST || 'localhost',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || './data/pglite',
    appKeys: readAppKeys(env),
    publicApiUrl: env.PUBLIC_API_URL ? env.PUBLIC_API_URL.replace(/\/+$/, '') : undefined,
    publicUrl: readPublicUrl(env),
    maintenanceMode: parseFlag(env.MAINTENANCE_MODE),
    drawLifecycleIntervalSeconds: parseSeconds(
      'DRAW_LIFECYCLE_INTERVAL_SECONDS',
      env.DRAW_LIFECYCLE_INTERVAL_SECONDS,
      15,
    ),
    opsToken: readOpsToken(env),
    smtpUrl: readSmtpUrl(env),
    mailOutboxIntervalSeconds: parseSeconds(
      'MAIL_OUTBOX_INTERVAL_SECONDS',
      env.MAIL_OUTBOX_INTERVAL_SECONDS,
      5,
    ),
    depositReconciliation: {
      intervalSeconds: parseSeconds(
        'DEPOSIT_RECONCILE_INTERVAL_SECONDS',
        env.DEPOSIT_RECONCILE_INTERVAL_SECONDS,
        30,
      ),
      afterSeconds: parseSeconds('DEPOSIT_RECONCILE_AFTER_SECONDS', env.DEPOSIT_RECONCILE_AFTER_SECONDS, 120),
      expireAfterSeconds: parseSeconds(
        'DEPOSIT_EXPIRE_AFTER_SECONDS',
        env.DEPOSIT_EXPIRE_AFTER_SECONDS,
        1800,
      ),
    },
    jackpotAlerts: {
      intervalSeconds: parseSeconds(
        'JACKPOT_ALERTS_INTERVAL_SECONDS',
        env.JACKPOT_ALERTS_INTERVAL_SECONDS,
        300,
      ),
      thresholdMinor: readJackpotAlertThreshold(env.JACKPOT_ALERT_THRESHOLD),
    },
    twoFactorKey: readTwoFactorKey(env),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    rateLimitFactor: readFactor(env.RATE_LIMIT_FACTOR),
    cardProcessor: readCardProcessor(env),
    stripe: readStripe(env),
    documentKey: readDocumentKey(env),
    ...readIdentityProviders(env),
  };
}
