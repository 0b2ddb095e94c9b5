import { redirect } from 'react-router';
import { loginPageAction, loginPageLoader } from '../features/sign-in/login-page.server.ts';
import { LoginPage, loginPageMeta } from '../features/sign-in/login-page.tsx';
import type { ShellHandle } from '../lib/shell-hooks.ts';
import type { Route } from './+types/checkout.login';

/**
 * /checkout/login — the checkout's first step (spec 1 §2): the same combined login/register steps as /login,
 * in the checkout layout, going on to the payment step (/cart/buy) once signed in. Signing in converts the
 * anonymous cart into the customer's cart (features/sign-in/signed-in.server.ts), so the tickets come along.
 */
export const handle: ShellHandle = { footer: 'checkout' };
const PAYMENT_STEP = '/cart/buy';

export function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  if (!url.searchParams.get('redirectTo')) {
    throw redirect(`/checkout/login?redirectTo=${encodeURIComponent(PAYMENT_STEP)}`);
  }
  return loginPageLoader(args);
}

export function meta(args: Route.MetaArgs) {
  return loginPageMeta(args);
}

export function action(args: Route.ActionArgs) {
  return loginPageAction(args);
}

export default function CheckoutLogin({ loaderData }: Route.ComponentProps) {
  return <LoginPage loaderData={loaderData} />;
}
