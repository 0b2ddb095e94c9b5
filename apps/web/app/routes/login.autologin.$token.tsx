import { loginLinkPageAction, loginLinkPageLoader } from '../features/sign-in/login-link-page.server.ts';
import { LoginLinkPage, loginLinkPageMeta } from '../features/sign-in/login-link-page.tsx';
import type { ShellHandle } from '../lib/shell-hooks.ts';
import type { Route } from './+types/login.autologin.$token';

/** /login/autologin/{token}: an e-mail's automatic-login link (features/sign-in/login-link-page.*). */
export const handle: ShellHandle = { footer: 'auth' };

export function loader(args: Route.LoaderArgs) {
  return loginLinkPageLoader(args);
}

export function action(args: Route.ActionArgs) {
  return loginLinkPageAction('autologin', args);
}

export function meta(args: Route.MetaArgs) {
  return loginLinkPageMeta(args);
}

export default function LoginLink({ loaderData }: Route.ComponentProps) {
  return <LoginLinkPage loaderData={loaderData} />;
}
