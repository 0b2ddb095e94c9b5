import { AU_STATES } from '@lottoshop/contracts/identity';
import { data, Form, Link, redirect, useActionData, useNavigation } from 'react-router';
import { FormError } from '../components/forms/form-field.tsx';
import { AccountBreadcrumb } from '../components/shell/account-breadcrumb.tsx';
import {
  type DetailsFormResult,
  detailsRefusal,
  detailsValues,
  loadDetails,
  readDetailsForm,
  saveDetails,
} from '../features/account/details.server.ts';
import { postedReturnTo } from '../features/account/return-to.server.ts';
import {
  AddressFields,
  BirthAndPhoneFields,
  NameFields,
} from '../features/sign-in/personal-details-fields.tsx';
import { forSession } from '../lib/account-page.server.ts';
import { isApiError } from '../lib/api-errors.ts';
import { flashCookie } from '../lib/flash-notice.server.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { requireCustomer } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import type { Route } from './+types/my-account.my-details';

/**
 * /my-account/my-details (protected, no capability: spec 1 §2): the customer's name, date of birth, mobile and
 * address, saved with POST /customer/details, then the 'details updated' notice. The e-mail address is shown;
 * changing it has its own form, which asks for the password and a confirmation from the new address.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const session = requireCustomer(request);
  const details = await forSession(request, session, () => loadDetails(session));
  return data({ details, states: [...AU_STATES] }, { headers: session.headers() });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const session = requireCustomer(request);
  const read = readDetailsForm(form);
  if (!('body' in read)) return data(read, { status: 400, headers: session.headers() });
  try {
    await forSession(request, session, () => saveDetails(session, read.body));
  } catch (err) {
    if (!isApiError(err) || err.status >= 500) throw err;
    return data(detailsRefusal(detailsValues(form), err), { status: err.status, headers: session.headers() });
  }
  const headers = session.headers();
  headers.append('Set-Cookie', flashCookie('details_updated', session.secure));
  // The details modal (the banner's 'Update') goes back to the page it was opened on.
  return redirect(postedReturnTo(form, '/my-account/my-details'), { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('My details', siteNameFrom(matches)) }];
}

export default function MyDetails({ loaderData }: Route.ComponentProps) {
  const failed = useActionData<typeof action>() as DetailsFormResult | undefined;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const { details, states } = loaderData;
  const values = failed?.values ?? details;
  const errors = failed?.fieldErrors ?? {};
  return (
    <div className="mx-auto max-w-xl py-10">
      <AccountBreadcrumb />
      <h1 id="details-heading" className="mt-2 text-3xl font-extrabold text-theme-primary">
        My details
      </h1>
      <section aria-labelledby="email-heading" className="mt-6 rounded-theme bg-theme-tertiary p-4">
        <h2 id="email-heading" className="text-sm font-bold tracking-wide text-mono/70 uppercase">
          Email address
        </h2>
        <p className="mt-1 break-all" data-testid="details-email">
          {details.email}
        </p>
        <p className="mt-2">
          <Link to="/my-account/change-email" className="font-semibold text-action-secondary underline">
            Change email address
          </Link>
        </p>
      </section>
      <Form method="post" noValidate className="mt-8 space-y-5" aria-labelledby="details-heading">
        <FormError message={failed?.formError} />
        <NameFields values={values} errors={errors} />
        <BirthAndPhoneFields values={values} errors={errors} />
        <AddressFields values={values} errors={errors} states={states} />
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-theme bg-action-primary px-4 py-3 font-bold text-white hover:opacity-90 disabled:opacity-60"
        >
          {busy ? 'Please wait…' : 'Save details'}
        </button>
      </Form>
    </div>
  );
}
