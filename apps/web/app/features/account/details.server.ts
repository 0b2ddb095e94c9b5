/**
 * The details page's calls (spec 2 §7 GET and POST /v2/customer/details, v3.2) and its form: read with the same
 * schema the API validates with, so the page shows the API's words next to each field.
 */
import { snakeToCamel } from '@lottoshop/contracts/casing';
import {
  CUSTOMER_DETAILS_FIELDS,
  CustomerDetailsBody,
  type CustomerDetailsDto,
} from '@lottoshop/contracts/customer-details';
import * as account from '@lottoshop/contracts/endpoints/account';
import { call } from '../../lib/api-client.server.ts';
import type { ApiError } from '../../lib/api-errors.ts';
import type { RequestSession } from '../../lib/session.server.ts';

export type DetailsField = (typeof CUSTOMER_DETAILS_FIELDS)[number];
export type DetailsValues = Partial<Record<DetailsField, string>>;
export type DetailsFormResult = {
  values: DetailsValues;
  fieldErrors: Partial<Record<DetailsField, string>>;
  formError?: string;
};

export async function loadDetails(session: RequestSession): Promise<CustomerDetailsDto> {
  return (await call(account.details, { session })).result;
}

export async function saveDetails(session: RequestSession, body: CustomerDetailsBody): Promise<void> {
  await call(account.saveDetails, { session, body });
}

const isDetailsField = (name: string): name is DetailsField =>
  (CUSTOMER_DETAILS_FIELDS as readonly string[]).includes(name);

/** A refusal from the API as the form shows it: messages on their fields, any other first at the top. */
export function detailsRefusal(values: DetailsValues, err: ApiError): DetailsFormResult {
  const result: DetailsFormResult = { values, ...detailsFieldErrors(Object.entries(err.fields)) };
  if (result.formError === undefined && Object.keys(result.fieldErrors).length === 0) {
    result.formError = err.message;
  }
  return result;
}

/** The first message per form field, from zod issues or the API's `errors` map (wire keys in any casing). */
export function detailsFieldErrors(
  entries: Iterable<[string, readonly string[]]>,
): Pick<DetailsFormResult, 'fieldErrors' | 'formError'> {
  const fieldErrors: DetailsFormResult['fieldErrors'] = {};
  let formError: string | undefined;
  for (const [key, messages] of entries) {
    const name = snakeToCamel(key.split('.')[0] ?? '');
    const first = messages[0];
    if (!first) continue;
    if (isDetailsField(name)) fieldErrors[name] ??= first;
    else formError ??= first;
  }
  return formError === undefined ? { fieldErrors } : { fieldErrors, formError };
}

/** The form's values as posted, to show again after a refusal. */
export function detailsValues(form: FormData): DetailsValues {
  const values: DetailsValues = {};
  for (const name of CUSTOMER_DETAILS_FIELDS) {
    const value = form.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** The posted form: a valid body, or the values and messages to show again. */
export function readDetailsForm(form: FormData): { body: CustomerDetailsBody } | DetailsFormResult {
  const values = detailsValues(form);
  const parsed = CustomerDetailsBody.safeParse(values);
  if (parsed.success) return { body: parsed.data };
  return {
    values,
    ...detailsFieldErrors(
      parsed.error.issues.map((issue) => [issue.path.map(String).join('.'), [issue.message]]),
    ),
  };
}
