/**
 * The verification calls (spec 2 §7): where the customer's verification stands, the licence formats
 * (/customer-verify/config/licence, v1.0), the automatic check, the licence check and the document upload; and
 * reading each form. A refused check answers the message to show on the form.
 */
import {
  AutoVerifyBody,
  ConnectIdCallbackBody,
  HOSTED_VERIFICATION_RETURN_PATH,
  HostedVerificationCompleteBody,
  LicenceConfigDto,
  LicenceVerifyBody,
  PHOTO_ID_DOCUMENTS,
  VerificationDto,
  VerificationRedirectDto,
  VerificationResultDto,
} from '@lottoshop/contracts/verification';
import { callApi } from '../../lib/api.server.ts';
import { isApiError } from '../../lib/api-errors.ts';
import type { RequestSession } from '../../lib/session.server.ts';

export async function loadVerification(session: RequestSession): Promise<VerificationDto> {
  const res = await callApi<unknown>('v2', '/customer/verification', { session });
  return VerificationDto.parse(res.result);
}

export async function loadLicenceConfig(): Promise<LicenceConfigDto> {
  const res = await callApi<unknown>('customer-verify', '/config/licence', { cacheTtlSeconds: 300 });
  return LicenceConfigDto.parse(res.result);
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

async function submit(
  session: RequestSession,
  form: FormAnswer['form'],
  path: string,
  body: unknown,
): Promise<FormAnswer> {
  try {
    const res = await callApi<unknown>('v2', path, { method: 'POST', body, session });
    const result = VerificationResultDto.parse(res.result);
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
  return submit(session, 'auto', '/customer/verify', parsed.data);
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
  return submit(session, 'licence', '/customer/verification/licence', parsed.data);
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
  return submit(session, 'upload', '/customer/verification', body);
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
        ? await callApi<unknown>('v2', '/customer/verification/connectid', {
            method: 'POST',
            body: {},
            session,
          })
        : await callApi<unknown>('v2', '/customer/verification/greenid', {
            method: 'POST',
            body: { returnUrl: `${new URL(request.url).origin}${HOSTED_VERIFICATION_RETURN_PATH}` },
            session,
          });
    return VerificationRedirectDto.parse(res.result);
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
    return submit(session, provider, '/customer/verification/connectid/callback', parsed.data);
  }
  const parsed = HostedVerificationCompleteBody.safeParse(params);
  if (!parsed.success)
    return {
      form: provider,
      error: 'We do not know this verification session, so nothing was verified. Please start again.',
    };
  return submit(session, provider, '/customer/verification/greenid/complete', parsed.data);
}
