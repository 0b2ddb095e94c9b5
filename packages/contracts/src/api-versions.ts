/** Versions of the /v2 platform API (spec 1 §7). Every /v2 call names one in the X-Api-Version header. */
export const API_VERSIONS = ['3.0', '3.1', '3.2', '3.3', '3.4', '3.5', '3.6', '3.7', '3.8', '3.9'] as const;

export type ApiVersion = (typeof API_VERSIONS)[number];

export const DEFAULT_API_VERSION: ApiVersion = '3.0';

export function isApiVersion(value: unknown): value is ApiVersion {
  return typeof value === 'string' && (API_VERSIONS as readonly string[]).includes(value);
}

/** Versions from `from` to `to` inclusive, e.g. versionsFrom('3.3') => 3.3 … 3.9. */
export function versionsFrom(from: ApiVersion, to: ApiVersion = '3.9'): ApiVersion[] {
  const start = API_VERSIONS.indexOf(from);
  const end = API_VERSIONS.indexOf(to);
  return API_VERSIONS.slice(start, end + 1);
}
