import { redirect } from 'react-router';
import type { ShellHandle } from '../lib/shell-hooks.ts';
import type { Route } from './+types/checkout.login';
import Login, { action as loginAction, loader as loginLoader, meta as loginMeta } from './login.tsx';

/**
 * /checkout/login — the checkout's first step (spec 1 §2): the same combined login/register steps as /login,
 * in the checkout layout, going on to the payment step (/cart/buy) once signed in. Signing in converts the
 * anonymous cart into the customer's cart (see login.tsx), so the tickets come along.
 */
export const handle: ShellHandle = { footer: 'checkout' };
const PAYMENT_STEP = '/cart/buy';

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  if (!url.searchParams.get('redirectTo')) {
    throw redirect(`/checkout/login?redirectTo=${encodeURIComponent(PAYMENT_STEP)}`);
  }
  return loginLoader(args as unknown as Parameters<typeof loginLoader>[0]);
}

export function action(args: Route.ActionArgs) {
  return loginAction(args as unknown as Parameters<typeof loginAction>[0]);
}

export const meta = loginMeta;
export default Login;
