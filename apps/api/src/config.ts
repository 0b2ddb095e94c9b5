/** API settings from the environment, read once at start-up. */

export type ApiConfig = {
  port: number;
  /** Interface to listen on; `localhost` binds both 127.0.0.1 and ::1. Set API_HOST=0.0.0.0 in containers. */
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** App key -> shared signing secret. */
  appKeys: ReadonlyMap<string, string>;
  /** Absolute base URL the API is reached at from outside; discovery falls back to the request host. */
  publicApiUrl: string | undefined;
  maintenanceMode: boolean;
};

export const DEV_APP_KEYS = 'lottoshop-web:dev-secret-change-me';

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

function parseFlag(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    port: parsePort(env.API_PORT, 4000),
    host: env.API_HOST || 'localhost',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || './data/pglite',
    appKeys: parseAppKeys(env.APP_KEYS || DEV_APP_KEYS),
    publicApiUrl: env.PUBLIC_API_URL ? env.PUBLIC_API_URL.replace(/\/+$/, '') : undefined,
    maintenanceMode: parseFlag(env.MAINTENANCE_MODE),
  };
}
