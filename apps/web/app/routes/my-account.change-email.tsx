import { ChangeEmailBody } from '@lottoshop/contracts/email-confirmation';
import { data, redirect, useActionData } from 'react-router';
import { AccountBreadcrumb } from '../components/shell/account-breadcrumb.tsx';
import { ChangeEmailForm, type ChangeEmailState } from '../features/confirmation/change-email-form.tsx';
import { requestEmailChange } from '../features/confirmation/confirmation.server.ts';
import { fieldResult } from '../features/passwords/passwords.server.ts';
import { forSession } from '../lib/account-page.server.ts';
import { isApiError } from '../lib/api-errors.ts';
import { flashCookie } from '../lib/flash-notice.server.ts';
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

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const session = requireCustomer(request);
  const email = text(form, 'email').slice(0, 254);
  const parsed = ChangeEmailBody.safeParse({ email, password: text(form, 'password') });
  const answer = (entries: Iterable<[string, readonly string[]]>, fallback?: string): ChangeEmailState => {
    const r = fieldResult(entries, fallback);
    return {
      email,
      fieldErrors: { email: r.fieldErrors.email, password: r.fieldErrors.password },
      ...(r.formError ? { formError: r.formError } : {}),
    };
  };
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i): [string, string[]] => [i.path.join('.'), [i.message]]);
    return data(answer(issues), { status: 400, headers: session.headers() });
  }
  try {
    await requestEmailChange(session, parsed.data);
  } catch (err) {
    if (!isApiError(err)) throw err;
    if (err.status === 401) throw sessionExpiredRedirect(request, session);
    return data(answer(Object.entries(err.fields), err.message), {
      status: err.status,
      headers: session.headers(),
    });
  }
  const headers = session.headers();
  headers.append('Set-Cookie', flashCookie('email_change_requested', session.secure));
  return redirect('/my-account', { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Change email address', siteNameFrom(matches)) }];
}

export default function ChangeEmail({ loaderData }: Route.ComponentProps) {
  const state = useActionData<typeof action>() as ChangeEmailState | undefined;
  return (
    <div className="mx-auto max-w-xl py-10">
      <AccountBreadcrumb />
      <h1 id="change-email-heading" className="mt-2 mb-6 text-3xl font-extrabold text-theme-primary">
        Change email address
      </h1>
      <ChangeEmailForm state={state} currentEmail={loaderData.email} labelledBy="change-email-heading" />
    </div>
  );
}
