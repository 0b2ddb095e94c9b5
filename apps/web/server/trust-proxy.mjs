// @ts-check
/**
 * Which proxies the web server believes (TRUST_PROXY, decision 023). Behind a TLS-terminating proxy the shop
 * is reached over https although the connection it sees is plain http; the proxy says so in
 * `X-Forwarded-Proto: https` and names the visitor in `X-Forwarded-For`. Those headers are read only when the
 * connection comes from a trusted proxy; from anyone else they are ignored (a visitor cannot claim https or
 * another address). The request's protocol then decides whether session cookies are Secure and whether HSTS
 * is sent; the visitor's address is passed to the API for its rate limits.
 *
 * TRUST_PROXY: unset or `false` (default) trusts no proxy; a number trusts that many hops; otherwise a
 * comma-separated list of addresses, CIDR ranges or the names `loopback`, `linklocal`, `uniquelocal`
 * (Express's `trust proxy` setting). `true` (trust every sender) is refused: it would let anyone claim https.
 */

/**
 * The Express `trust proxy` value for a TRUST_PROXY setting.
 * @param {string | undefined} value
 * @returns {false | number | string[]}
 */
export function trustProxySetting(value) {
  const v = (value ?? '').trim();
  if (v === '' || v.toLowerCase() === 'false') return false;
  if (v.toLowerCase() === 'true') {
    throw new Error(
      'TRUST_PROXY=true would trust any sender; name the proxy (addresses, CIDR ranges, loopback) or a hop count',
    );
  }
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}
