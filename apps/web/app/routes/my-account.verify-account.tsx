import { data, redirect, useActionData } from 'react-router';
import { AccountBreadcrumb } from '../components/shell/account-breadcrumb.tsx';
import { loadDetails } from '../features/account/details.server.ts';
import { LimitNotice, SubmitButton } from '../features/responsible-play/limits-view.tsx';
import {
  type FormAnswer,
  loadLicenceConfig,
  loadVerification,
  startProviderVerification,
  submitAutoVerification,
  submitLicence,
} from '../features/verification/verification.server.ts';
import { VerificationMethods } from '../features/verification/verification-methods.tsx';
import { AttemptList, VerificationStatus } from '../features/verification/verification-view.tsx';
import { forSession, requireAccountPage } from '../lib/account-page.server.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import type { Route } from './+types/my-account.verify-account';

/**
 * /my-account/verify-account (protected, capability verify_id; spec 2 §2, §7): where the customer's verification
 * stands and the methods the site offers — the automatic check of name, birth date and address, and a driver
 * licence (each state's formats from /customer-verify/config/licence), ConnectID (sign in at your bank) and the
 * provider's hosted page (decision 050) — with a link to upload a photo ID instead.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { session, locale } = await requireAccountPage(request, 'verify_id');
  const [verification, details, licence] = await forSession(request, session, () =>
    Promise.all([loadVerification(session), loadDetails(session), loadLicenceConfig()]),
  );
  return data({ verification, details, licence, locale }, { headers: session.headers() });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const { session } = await requireAccountPage(request, 'verify_id');
  const intent = form.get('intent');
  if (intent === 'connectid' || intent === 'greenid') {
    const started = await forSession(request, session, () =>
      startProviderVerification(session, request, intent),
    );
    if ('url' in started) throw redirect(started.url, { headers: session.headers() });
    return data(started, { status: 400, headers: session.headers() });
  }
  const answer = await forSession(request, session, () =>
    intent === 'licence' ? submitLicence(session, form) : submitAutoVerification(session, form),
  );
  const status = answer.fields && Object.keys(answer.fields).length > 0 ? 400 : 200;
  return data(answer, { status, headers: session.headers() });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Verify your account', siteNameFrom(matches)) }];
}

export default function VerifyAccount({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>() as FormAnswer | undefined;
  const { verification, details, licence, locale } = loaderData;
  return (
    <div className="mx-auto max-w-3xl py-10">
      <AccountBreadcrumb />
      <h1 className="mt-2 text-3xl font-extrabold text-theme-primary">Verify your account</h1>
      <p className="mt-2 mb-6 text-mono/80">
        We verify every customer's identity and age, as Australian law requires. It takes a minute with your
        details or your driver licence.
      </p>
      <LimitNotice notice={answer?.notice} error={answer?.error} />
      <VerificationStatus verification={verification} />
      {verification.isVerified ? null : (
        <VerificationMethods
          verification={verification}
          details={details}
          licence={licence}
          SubmitButton={SubmitButton}
          answer={answer}
        />
      )}
      <AttemptList attempts={verification.attempts} locale={locale} />
    </div>
  );
}
