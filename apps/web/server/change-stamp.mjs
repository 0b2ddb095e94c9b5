// @ts-check
/**
 * A signed-in customer's short-kept reads (overview, cart, recommended plays: 5 s in the web process under their
 * access token, lib/api-cache.server.ts) must not outlive a change they make, in any web process. The process that
 * handles their form post drops its own copies; the others cannot know. So every post of a signed-in visitor
 * gets a new `web_changed` cookie (a per-browser-session stamp), and a customer's reads are kept under their token
 * *and* that stamp: the next page, whichever process serves it, finds nothing kept from before the change.
 * Refused posts (cross-site, too large) never reach this; the stamp is not a secret and grants nothing.
 */
import { randomUUID } from 'node:crypto';
import { isSignedInRequest } from './security-headers.mjs';

export const CHANGE_STAMP_COOKIE = 'web_changed';

/** @returns {import('express').RequestHandler} */
export function stampChanges() {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && isSignedInRequest(req.headers.cookie)) {
      const stamp = randomUUID().replaceAll('-', '');
      res.append(
        'Set-Cookie',
        `${CHANGE_STAMP_COOKIE}=${stamp}; Path=/; HttpOnly; SameSite=Lax${req.secure ? '; Secure' : ''}`,
      );
    }
    next();
  };
}
