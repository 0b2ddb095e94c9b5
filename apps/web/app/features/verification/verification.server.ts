/**
 * The verification calls (spec 2 §7): where the customer's verification stands, the licence formats
 * (/customer-verify/config/licence, v1.0), the automatic check, the licence check and the document upload; and
 * reading each form. A refused check answers the message to show on the form.
 */
import * as verification from '@lottoshop/contracts/endpoints/verification';
import {
  AutoVerifyBody,
  ConnectIdCallbackBody,
  HOSTED_VERIFICATION_RETURN_PATH,
  HostedVerificationCompleteBody,
  type LicenceConfigDto,
  LicenceVerifyBody,
  PHOTO_ID_DOCUMENTS,
  type VerificationDto,
  type VerificationResultDto,
} from '@lottoshop/contracts/verification';
import { z } from 'zod';
import { call } from '../../lib/api-client.server.ts';
import { isApiError } from '../../lib/api-errors.ts';
import { type FormErrors, readForm } from '../../lib/form-schema.server.ts';
import type { RequestSession } from '../../lib/session.server.ts';

export async function loadVerification(session: RequestSession): Promise<VerificationDto> {
  return (await call(verification.get, { session })).result;
}

export async function loadLicenceConfig(): Promise<LicenceConfigDto> {
  return (await call(verification.licenceConfig, { cacheTtlSeconds: 300 })).result;
}

export type FormAnswer = {
  form: 'auto' | 'licence' | 'upload' | 'connectid' | 'greenid';
  outcome?: VerificationResultDto['outcome'];
  notice?: string;
  error?: string;
  fields?: Record<string, string>;
};

const firstOf = (fields: Record<string, string[] | undefined>) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v?.[0] ?? '']));

/** The API's refusal as the form shows it; anything but a 4xx refusal is thrown on. */
function refusal(form: FormAnswer['form'], err: unknown): FormAnswer {
  if (!isApiError(err) || err.status >= 500 || err.status === 401) throw err;
  const fields = firstOf(err.fields);
  return {
    form,
    error:
      err.messages[0]?.message ?? (Object.keys(fields).length > 0 ? 'Check the details below.' : err.message),
    fields,
  };
}

/** The answer of a check or upload as the form shows it. */
async function submit(
  form: FormAnswer['form'],
  send: () => Promise<{ result: VerificationResultDto }>,
): Promise<FormAnswer> {
  try {
    const { result } = await send();
    return result.outcome === 'failed'
      ? { form, outcome: result.outcome, error: result.message }
      : { form, outcome: result.outcome, notice: result.message };
  } catch (err) {
    return refusal(form, err);
  }
}

/** A form's own messages beside its fields, under the form's 'Check the details below.'. */
function invalid(form: FormAnswer['form'], errors: FormErrors): FormAnswer {
  const fields: Record<string, string> = {};
  for (const [name, message] of Object.entries(errors.fieldErrors)) if (message) fields[name] = message;
  if (errors.formError) fields.form ??= errors.formError;
  return { form, error: 'Check the details below.', fields };
}

const AUTO_FIELDS = AutoVerifyBody.keyof().options;
const LICENCE_FIELDS = LicenceVerifyBody.keyof().options;

/** The automatic check's form. */
export async function submitAutoVerification(session: RequestSession, form: FormData): Promise<FormAnswer> {
  const read = readForm(form, AutoVerifyBody, AUTO_FIELDS);
  if (!read.ok) return invalid('auto', read.errors);
  const body = read.value;
  return submit('auto', () => call(verification.autoVerify, { body, session }));
}

/** The licence form, checked against the state's format before it is sent. */
export async function submitLicence(session: RequestSession, form: FormData): Promise<FormAnswer> {
  const read = readForm(form, LicenceVerifyBody, LICENCE_FIELDS);
  if (!read.ok) return invalid('licence', read.errors);
  const body = read.value;
  return submit('licence', () => call(verification.verifyLicence, { body, session }));
}

/** The upload form: the kind of document first, then a file that is not empty. */
const UploadForm = z.object({
  document: z.enum(PHOTO_ID_DOCUMENTS, { error: 'Choose the kind of document.' }),
  file: z
    .instanceof(File, { error: 'Choose a file to upload.' })
    .refine((file) => file.size > 0, 'Choose a file to upload.'),
});

/** The upload form: the file and the kind of document, sent on as multipart. */
export async function submitUpload(session: RequestSession, form: FormData): Promise<FormAnswer> {
  const read = readForm(form, UploadForm, ['document', 'file']);
  if (!read.ok) {
    const { document, file } = read.errors.fieldErrors;
    return invalid('upload', { fieldErrors: document ? { document } : { file } });
  }
  const { document, file } = read.value;
  const body = new FormData();
  body.set('document', document);
  body.set('file', file, file.name);
  return submit('upload', () => call(verification.uploadDocument, { body, session }));
}

/**
 * Starting ConnectID or the provider's hosted page (decision 050): the address to send the browser to, or the
 * refusal to show.
 */
export async function startProviderVerification(
  session: RequestSession,
  request: Request,
  form: 'connectid' | 'greenid',
): Promise<{ url: string } | FormAnswer> {
  try {
    const res =
      form === 'connectid'
        ? await call(verification.startConnectId, { session })
        : await call(verification.startHosted, {
            body: { returnUrl: `${new URL(request.url).origin}${HOSTED_VERIFICATION_RETURN_PATH}` },
            session,
          });
    return res.result;
  } catch (err) {
    if (isApiError(err) && err.status === 503) return { form, error: err.message };
    return refusal(form, err);
  }
}

/** The way back from ConnectID or the hosted page: completed by the API, which asks the provider itself. */
export async function completeProviderVerification(
  session: RequestSession,
  provider: 'connectid' | 'greenid',
  query: URLSearchParams,
): Promise<FormAnswer> {
  const params = Object.fromEntries(query);
  if (provider === 'connectid') {
    const parsed = ConnectIdCallbackBody.safeParse(params);
    if (!parsed.success)
      return {
        form: provider,
        error: 'This ConnectID answer is incomplete, so nothing was verified. Please start again.',
      };
    return submit(provider, () => call(verification.completeConnectId, { body: parsed.data, session }));
  }
  const parsed = HostedVerificationCompleteBody.safeParse(params);
  if (!parsed.success)
    return {
      form: provider,
      error: 'We do not know this verification session, so nothing was verified. Please start again.',
    };
  return submit(provider, () => call(verification.completeHosted, { body: parsed.data, session }));
}
