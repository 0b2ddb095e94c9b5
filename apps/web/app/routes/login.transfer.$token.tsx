import { loginLinkPageAction, loginLinkPageLoader } from '../features/sign-in/login-link-page.server.ts';
import { LoginLinkPage, loginLinkPageMeta } from '../features/sign-in/login-link-page.tsx';
import type { ShellHandle } from '../lib/shell-hooks.ts';
import type { Route } from './+types/login.transfer.$token';

/** /login/transfer/{token}: a session handed over by the app (features/sign-in/login-link-page.*). */
export const handle: ShellHandle = { footer: 'auth' };

export function loader(args: Route.LoaderArgs) {
  return loginLinkPageLoader(args);
}

export function action(args: Route.ActionArgs) {
  return loginLinkPageAction('session_transfer', args);
}

export function meta(args: Route.MetaArgs) {
  return loginLinkPageMeta(args);
}

export default function LoginLink({ loaderData }: Route.ComponentProps) {
  return <LoginLinkPage loaderData={loaderData} />;
}
