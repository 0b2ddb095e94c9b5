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
import { call } from '../../lib/api-client.server.ts';
import { isApiError } from '../../lib/api-errors.ts';
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

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : undefined;
};

/** The automatic check's form. */
export async function submitAutoVerification(session: RequestSession, form: FormData): Promise<FormAnswer> {
  const parsed = AutoVerifyBody.safeParse({
    firstname: text(form, 'firstname'),
    lastname: text(form, 'lastname'),
    dateOfBirth: text(form, 'dateOfBirth'),
    addressLine1: text(form, 'addressLine1'),
    suburb: text(form, 'suburb'),
    state: text(form, 'state'),
    postcode: text(form, 'postcode'),
  });
  if (!parsed.success) return invalid('auto', parsed.error.issues);
  return submit('auto', () => call(verification.autoVerify, { body: parsed.data, session }));
}

/** The licence form, checked against the state's format before it is sent. */
export async function submitLicence(session: RequestSession, form: FormData): Promise<FormAnswer> {
  const parsed = LicenceVerifyBody.safeParse({
    state: text(form, 'state'),
    licenceNumber: text(form, 'licenceNumber'),
    cardNumber: text(form, 'cardNumber'),
    firstname: text(form, 'firstname'),
    lastname: text(form, 'lastname'),
    dateOfBirth: text(form, 'dateOfBirth'),
  });
  if (!parsed.success) return invalid('licence', parsed.error.issues);
  return submit('licence', () => call(verification.verifyLicence, { body: parsed.data, session }));
}

function invalid(form: FormAnswer['form'], issues: { path: PropertyKey[]; message: string }[]): FormAnswer {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form');
    fields[key] ??= issue.message;
  }
  return { form, error: 'Check the details below.', fields };
}

/** The upload form: the file and the kind of document, sent on as multipart. */
export async function submitUpload(session: RequestSession, form: FormData): Promise<FormAnswer> {
  const document = text(form, 'document');
  const file = form.get('file');
  if (!document || !(PHOTO_ID_DOCUMENTS as readonly string[]).includes(document)) {
    return {
      form: 'upload',
      error: 'Check the details below.',
      fields: { document: 'Choose the kind of document.' },
    };
  }
  if (!(file instanceof File) || file.size === 0) {
    return {
      form: 'upload',
      error: 'Check the details below.',
      fields: { file: 'Choose a file to upload.' },
    };
  }
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
