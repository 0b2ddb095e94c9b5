import { CONSENT_MESSAGES } from '@lottoshop/contracts/consent-messages';
import * as account from '@lottoshop/contracts/endpoints/account';
import { AU_STATES } from '@lottoshop/contracts/identity';
import { data, Form, Link, redirect, useActionData, useNavigation } from 'react-router';
import { FormError } from '../components/forms/form-field.tsx';
import {
  type DetailsFormResult,
  detailsRefusal,
  detailsValues,
  loadDetails,
  readDetailsForm,
} from '../features/account/details.server.ts';
import {
  AddressFields,
  BirthAndPhoneFields,
  NameFields,
} from '../features/sign-in/personal-details-fields.tsx';
import { forSession } from '../lib/account-page.server.ts';
import { call, isUnreadable } from '../lib/api-client.server.ts';
import { isApiError } from '../lib/api-errors.ts';
import { flashCookie } from '../lib/flash-notice.server.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { requireCustomer } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { loadCustomer } from '../lib/site.server.ts';
import type { Route } from './+types/my-account.upgrade-account';

/**
 * /my-account/upgrade-account (protected, no capability: spec 1 §2, §6): a customer whose account an operator
 * flagged for an upgrade is sent here from every page until they complete their details (the details form's
 * rules) and accept the terms in force; POST /customer/account-upgrade does both at once. A customer with
 * nothing to upgrade goes to their account.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = requireCustomer(request, context);
  const customer = await loadCustomer(session);
  if (!customer?.accountUpgrade) throw redirect('/my-account', { headers: session.headers() });
  const details = await forSession(request, session, () => loadDetails(session));
  return data(
    { details, terms: customer.termsAndConditions, states: [...AU_STATES] },
    { headers: session.headers() },
  );
}

type UpgradeResult = DetailsFormResult & { termsError?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const session = requireCustomer(request, context);
  const read = readDetailsForm(form);
  const agreed = form.get('acceptTerms') === 'yes';
  const version = Number(form.get('termsVersion'));
  const termsError = agreed ? undefined : CONSENT_MESSAGES.termsRequired;
  if (!('body' in read) || !agreed || !(Number.isInteger(version) && version > 0)) {
    const result: UpgradeResult = 'body' in read ? { values: detailsValues(form), fieldErrors: {} } : read;
    return data({ ...result, termsError }, { status: 400, headers: session.headers() });
  }
  try {
    await forSession(request, session, () =>
      call(account.upgrade, {
        session,
        body: { ...read.body, termsVersion: version, acceptTerms: true },
      }),
    );
  } catch (err) {
    if (!isApiError(err) || err.status >= 500 || isUnreadable(err)) throw err;
    return data(detailsRefusal(detailsValues(form), err), { status: err.status, headers: session.headers() });
  }
  const headers = session.headers();
  headers.append('Set-Cookie', flashCookie('account_upgraded', session.secure));
  return redirect('/my-account', { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Upgrade your account', siteNameFrom(matches)) }];
}

export default function UpgradeAccount({ loaderData }: Route.ComponentProps) {
  const failed = useActionData<typeof action>() as UpgradeResult | undefined;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const { details, terms, states } = loaderData;
  const values = failed?.values ?? details;
  const errors = failed?.fieldErrors ?? {};
  return (
    <div className="mx-auto max-w-xl py-10">
      <h1 id="upgrade-heading" className="text-3xl font-extrabold text-theme-primary">
        Upgrade your account
      </h1>
      <p className="mt-2 text-mono/80">
        Before you go on, please check and complete your details and accept our terms and conditions. You can
        still{' '}
        <Link to="/about/terms-and-conditions" className="font-semibold text-action-secondary underline">
          read the terms
        </Link>{' '}
        first.
      </p>
      <Form method="post" noValidate className="mt-8 space-y-5" aria-labelledby="upgrade-heading">
        <FormError message={failed?.formError} />
        <NameFields values={values} errors={errors} />
        <BirthAndPhoneFields values={values} errors={errors} />
        <AddressFields values={values} errors={errors} states={states} />
        <input type="hidden" name="termsVersion" value={terms?.version ?? 1} />
        <div>
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              name="acceptTerms"
              value="yes"
              aria-invalid={failed?.termsError ? true : undefined}
              aria-describedby={failed?.termsError ? 'acceptTerms-error' : undefined}
              className="mt-1 h-5 w-5"
            />
            <span>{CONSENT_MESSAGES.termsCheckbox}</span>
          </label>
          {failed?.termsError ? (
            <p id="acceptTerms-error" className="mt-1 font-semibold text-error">
              {failed.termsError}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-theme bg-action-primary px-4 py-3 font-bold text-white hover:opacity-90 disabled:opacity-60"
        >
          {busy ? 'Please wait…' : 'Upgrade my account'}
        </button>
      </Form>
    </div>
  );
}
