import { isSafeCookieValue, serializeCookie } from './cookie-values.ts';
import { parseSubVariant, type SubVariant } from './regions.ts';

/**
 * Start-up query parameters read on any page (spec 1 §2): sv, p, act, the UTM set and favourite_numbers.
 * Each one the visitor sends becomes a cookie; values that fail the cookie rule are ignored.
 */
export const UTM_PARAMS = ['utm_campaign', 'utm_medium', 'utm_source', 'utm_term', 'utm_content'] as const;

const YEAR = 365 * 24 * 60 * 60;
const FOURTEEN_DAYS = 14 * 24 * 60 * 60;
const MAX_UTM_VALUE = 200;

export type QueryEffects = {
  setCookies: string[];
  /** The sub-variant to use for this request (only for visitors who are not signed in). */
  subVariant?: SubVariant;
};

export function readStartupParams(url: URL, opts: { signedIn: boolean; secure: boolean }): QueryEffects {
  const q = url.searchParams;
  const setCookies: string[] = [];
  const cookie = (name: string, value: string, maxAgeSeconds: number, httpOnly = false) =>
    setCookies.push(serializeCookie(name, value, { maxAgeSeconds, httpOnly, secure: opts.secure }));
  const effects: QueryEffects = { setCookies };

  const sv = parseSubVariant(q.get('sv'));
  if (sv && !opts.signedIn) {
    cookie('sv', sv, YEAR);
    effects.subVariant = sv;
  }

  const partner = q.get('p');
  if (partner && isSafeCookieValue(partner)) cookie('affiliate', partner, FOURTEEN_DAYS, true);

  const act = q.get('act');
  if (act && isSafeCookieValue(act) && !opts.signedIn) cookie('act', act, FOURTEEN_DAYS, true);

  const utm: Record<string, string> = {};
  for (const name of UTM_PARAMS) {
    const value = q.get(name);
    if (value && value.length <= MAX_UTM_VALUE) utm[name] = value;
  }
  if (Object.keys(utm).length > 0) cookie('utm', JSON.stringify(utm), FOURTEEN_DAYS);

  if (q.get('favourite_numbers') === 'true') cookie('favourite_numbers', 'true', YEAR);

  return effects;
}
