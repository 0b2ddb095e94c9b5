// @ts-check
/**
 * The key and secret the web server signs its API calls with (APP_KEY, APP_SECRET). Outside production they fall
 * back to the published development pair, which the API's development APP_KEYS holds; in production APP_SECRET must
 * be set, and never to that published value (anyone could sign calls with it), or the web server does not start.
 * The web server always runs its production build with NODE_ENV=production (React's server renderer reads it), so
 * `npm start` (scripts/start.mjs, development) says so with APP_ENV=development; nothing else does.
 */
export const DEV_APP_KEY = 'lottoshop-web';
export const DEV_APP_SECRET = 'dev-secret-change-me';

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ appKey: string, appSecret: string }}
 */
export function readAppSigning(env) {
  const appKey = env.APP_KEY?.trim() || DEV_APP_KEY;
  const secret = env.APP_SECRET?.trim();
  const production = env.NODE_ENV === 'production' && env.APP_ENV !== 'development';
  if (!secret) {
    if (production) throw new Error('APP_SECRET must be set in production');
    return { appKey, appSecret: DEV_APP_SECRET };
  }
  if (production && secret === DEV_APP_SECRET) {
    throw new Error('APP_SECRET is the published development value; set your own in production');
  }
  return { appKey, appSecret: secret };
}
