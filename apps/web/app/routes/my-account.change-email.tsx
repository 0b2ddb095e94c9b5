import { data, useActionData } from 'react-router';
import { AccountBreadcrumb } from '../components/shell/account-breadcrumb.tsx';
import { changeEmailWith } from '../features/account/change-email.server.ts';
import { ChangeEmailForm, type ChangeEmailState } from '../features/account/change-email-form.tsx';
import { sensitiveFormAction } from '../features/sign-in/elevation.server.ts';
import type { ElevationState } from '../features/sign-in/elevation.ts';
import { ElevationModal } from '../features/sign-in/elevation-modal.tsx';
import { forSession } from '../lib/account-page.server.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { requireCustomer, sessionExpiredRedirect } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { loadCustomer } from '../lib/site.server.ts';
import type { Route } from './+types/my-account.change-email';

/**
 * /my-account/change-email (protected): the change-of-address form on its own page; its action also serves the
 * form when another page (the account details) hosts it. Success goes to the account page with the notice that
 * a link was sent to the new address.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = requireCustomer(request, context);
  const customer = await forSession(request, session, () => loadCustomer(session));
  if (!customer) throw sessionExpiredRedirect(request, session);
  return data({ email: customer.email }, { headers: session.headers() });
}

type ChangeEmailActionData = ChangeEmailState & { elevation?: ElevationState; notice?: string };

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const session = requireCustomer(request);
  const out = await sensitiveFormAction<ChangeEmailActionData>({
    request,
    session,
    form,
    intent: 'change-email',
    run: (f) => changeEmailWith(session, f),
    secretFields: ['password'],
    empty: (pending) => ({ email: pending.email ?? '', fieldErrors: {} }),
  });
  return out instanceof Response ? out : data(out.result, { status: out.status, headers: session.headers() });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Change email address', siteNameFrom(matches)) }];
}

export default function ChangeEmail({ loaderData }: Route.ComponentProps) {
  const state = useActionData<typeof action>() as ChangeEmailActionData | undefined;
  return (
    <div className="mx-auto max-w-xl py-10">
      <AccountBreadcrumb />
      <h1 id="change-email-heading" className="mt-2 mb-6 text-3xl font-extrabold text-theme-primary">
        Change email address
      </h1>
      {state?.notice ? (
        <p role="status" className="mb-6 rounded-theme bg-theme-tertiary p-4 font-semibold">
          {state.notice} Enter your password again to change your email address.
        </p>
      ) : null}
      <ChangeEmailForm state={state} currentEmail={loaderData.email} labelledBy="change-email-heading" />
      {state?.elevation ? <ElevationModal key={state.elevation.id} state={state.elevation} /> : null}
    </div>
  );
}
