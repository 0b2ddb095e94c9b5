/**
 * A signed-in visitor of the web shop, made once in a section's setup: signed up through the web's own sign-up
 * form (POST /login, intent register), which answers with the session cookies, then given a one-ticket cart
 * through the API as that customer. The cookies make the `Cookie` header of every measured request.
 */
import { randomUUID } from 'node:crypto';
import { call } from './api-client.ts';
import { FOUR_GAMES } from './tickets.ts';

export type ShopSession = { cookie: string };

function cookiePairs(res: Response): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair?.indexOf('=') ?? -1;
    if (!pair || eq <= 0) continue;
    const value = pair.slice(eq + 1);
    // Cleared cookies (empty value) are dropped.
    if (value !== '') pairs.set(pair.slice(0, eq), value);
    else pairs.delete(pair.slice(0, eq));
  }
  return pairs;
}

export async function signUpThroughWeb(webUrl: string, apiUrl: string): Promise<ShopSession> {
  const form = new URLSearchParams({
    intent: 'register',
    redirectTo: '/my-account',
    email: `bench-${randomUUID()}@example.com`,
    password: 'Bench2026pass',
    firstname: 'Bench',
    lastname: 'Visitor',
    dateOfBirth: '1990-05-17',
    phone: '0412 345 678',
    addressLine1: '1 George Street',
    suburb: 'Sydney',
    state: 'NSW',
    postcode: '2000',
    country: 'AU',
    acceptTerms: 'on',
  });
  const res = await fetch(`${webUrl}/login?step=register`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    signal: AbortSignal.timeout(60_000),
  });
  const cookies = cookiePairs(res);
  if (res.status !== 302 || !cookies.has('web_access_token') || !cookies.has('customer_token')) {
    throw new Error(`signing up through the web answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  }
  // The signed-in notice is shown once, on the next page; the measured pages carry no flash cookie.
  cookies.delete('flash_notice');
  const caller = {
    customerToken: cookies.get('customer_token')!,
    accessToken: cookies.get('web_access_token')!,
  };
  await call(apiUrl, 'POST', '/v2/cart/items', {
    version: '3.3',
    caller,
    body: {
      lottery_key: 'saturday_lotto',
      game_type: 'standard',
      num_draws: 1,
      quantity: 1,
      games: FOUR_GAMES,
    },
    expect: 200,
  });
  return { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
}
