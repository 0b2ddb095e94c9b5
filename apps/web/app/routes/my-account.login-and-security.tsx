import { loadSecurityPage, securityPageAction } from '../features/sign-in/security-page.server.ts';
import { SecurityPage } from '../features/sign-in/security-page.tsx';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import type { Route } from './+types/my-account.login-and-security';

/** /my-account/login-and-security: two-factor authentication and the customer's sessions (features/sign-in/security-page.*). */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadSecurityPage(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Login and security', siteNameFrom(matches)) }];
}

export function action({ request }: Route.ActionArgs) {
  return securityPageAction(request);
}

export default function LoginAndSecurity({ loaderData }: Route.ComponentProps) {
  return <SecurityPage loaderData={loaderData} />;
}
