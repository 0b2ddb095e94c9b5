import { loginPageAction, loginPageLoader } from '../features/sign-in/login-page.server.ts';
import { LoginPage, loginPageMeta } from '../features/sign-in/login-page.tsx';
import type { ShellHandle } from '../lib/shell-hooks.ts';
import type { Route } from './+types/login';

/** /login: the login flow's steps on one URL (features/sign-in/login-page.server.ts). */
export const handle: ShellHandle = { footer: 'auth' };

export function loader(args: Route.LoaderArgs) {
  return loginPageLoader(args);
}

export function meta(args: Route.MetaArgs) {
  return loginPageMeta(args);
}

export function action(args: Route.ActionArgs) {
  return loginPageAction(args);
}

export default function Login({ loaderData }: Route.ComponentProps) {
  return <LoginPage loaderData={loaderData} />;
}
