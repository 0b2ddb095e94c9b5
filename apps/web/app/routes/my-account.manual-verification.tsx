import {
  PHOTO_ID_DOCUMENT_NAMES,
  PHOTO_ID_DOCUMENTS,
  PHOTO_ID_MAX_BYTES,
} from '@lottoshop/contracts/verification';
import { data, Form, Link, useActionData } from 'react-router';
import { AccountBreadcrumb } from '../components/shell/account-breadcrumb.tsx';
import { LimitNotice, SubmitButton } from '../features/responsible-play/limits-view.tsx';
import {
  type FormAnswer,
  loadVerification,
  submitUpload,
} from '../features/verification/verification.server.ts';
import { AttemptList, VerificationStatus } from '../features/verification/verification-view.tsx';
import { forSession, requireAccountPage } from '../lib/account-page.server.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import type { Route } from './+types/my-account.manual-verification';

/** The web server lets this page's form carry a file a little larger than the API accepts (body-limit.mjs). */
const UPLOAD_FORM_BYTES = 10 * 1024 * 1024;

/**
 * /my-account/manual-verification (protected, capability verify_id; spec 2 §2): upload a photo of an ID, or the
 * verification form (download, fill in, sign, upload). Either waits for our team, who approve it or say why not.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { session, locale } = await requireAccountPage(request, 'verify_id');
  const verification = await forSession(request, session, () => loadVerification(session));
  return data({ verification, locale }, { headers: session.headers() });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request, { maxBytes: UPLOAD_FORM_BYTES });
  const { session } = await requireAccountPage(request, 'verify_id');
  const answer = await forSession(request, session, () => submitUpload(session, form));
  const status = answer.fields && Object.keys(answer.fields).length > 0 ? 400 : 200;
  return data(answer, { status, headers: session.headers() });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Manual verification', siteNameFrom(matches)) }];
}

export default function ManualVerification({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>() as FormAnswer | undefined;
  const { verification, locale } = loaderData;
  const on = (type: string) => verification.methods.some((m) => m.type === type && m.status !== 'disabled');
  const documents = PHOTO_ID_DOCUMENTS.filter((d) =>
    d === 'verification_form' ? on('pdf_form') : on('photo_id_upload'),
  );
  const fileError = answer?.fields?.file;
  return (
    <div className="mx-auto max-w-3xl py-10">
      <AccountBreadcrumb parent={{ to: '/my-account/verify-account', label: 'Verify your account' }} />
      <h1 className="mt-2 text-3xl font-extrabold text-theme-primary">Manual verification</h1>
      <p className="mt-2 mb-6 text-mono/80">
        Upload a clear photo or scan of your passport, driver licence or proof of age card, or the completed
        verification form. Our team checks it, usually within one business day. Your document is stored
        encrypted and only our verification team can see it.
      </p>
      <LimitNotice notice={answer?.notice} error={answer?.error} />
      <VerificationStatus verification={verification} />
      {verification.isVerified || documents.length === 0 ? null : (
        <section aria-labelledby="upload-heading" className="mt-10 rounded-theme border border-mono/15 p-6">
          <h2 id="upload-heading" className="text-xl font-bold text-theme-primary">
            Upload your ID
          </h2>
          {on('pdf_form') ? (
            <p className="mt-2 text-mono/80">
              No photo ID?{' '}
              <a
                href="/verification-form.pdf"
                download
                className="font-semibold text-theme-primary underline"
              >
                Download the verification form (PDF)
              </a>
              , fill it in, have it witnessed, then upload it here as a PDF.
            </p>
          ) : null}
          <Form method="post" encType="multipart/form-data" className="mt-4 grid gap-4" noValidate>
            <div>
              <label htmlFor="upload-document" className="block text-sm font-semibold">
                Document
              </label>
              <select
                id="upload-document"
                name="document"
                className="mt-1 rounded-theme border border-mono/30 px-3 py-2"
              >
                {documents.map((d) => (
                  <option key={d} value={d}>
                    {PHOTO_ID_DOCUMENT_NAMES[d]}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="upload-file" className="block text-sm font-semibold">
                File
              </label>
              <p id="upload-file-hint" className="text-sm text-mono/70">
                A JPEG, PNG or WebP photo, or a PDF, up to {PHOTO_ID_MAX_BYTES / 1024 / 1024} MB.
              </p>
              <input
                id="upload-file"
                name="file"
                type="file"
                accept="image/jpeg,image/png,image/webp,application/pdf"
                aria-invalid={fileError ? true : undefined}
                aria-describedby={fileError ? 'upload-file-hint upload-file-error' : 'upload-file-hint'}
                className="mt-1 block"
              />
              {fileError ? (
                <p id="upload-file-error" className="mt-1 text-sm font-semibold text-error">
                  {fileError}
                </p>
              ) : null}
            </div>
            <div>
              <SubmitButton intent="upload">Upload</SubmitButton>
            </div>
          </Form>
        </section>
      )}
      <p className="mt-8">
        <Link to="/my-account/verify-account" className="font-semibold text-theme-primary underline">
          Other ways to verify
        </Link>
      </p>
      <AttemptList attempts={verification.attempts} locale={locale} />
    </div>
  );
}
