/**
 * The activity statements page's API calls: GET /v2/statements?month=YYYY-MM (the signed-in customer's month) and
 * PUT /v2/statements/settings (the monthly e-mail). A month the API refuses is answered as its message.
 */
import * as statements from '@lottoshop/contracts/endpoints/statements';
import { type StatementDto, StatementSettingsBody } from '@lottoshop/contracts/statements';
import { call } from '../../lib/api-client.server.ts';
import { isApiError } from '../../lib/api-errors.ts';
import { type FormRead, readForm } from '../../lib/form-schema.server.ts';
import type { RequestSession } from '../../lib/session.server.ts';

export type StatementAnswer =
  | { statement: StatementDto; error?: undefined }
  | { statement?: undefined; error: string };

/** The statement of `month` (the current month when null), or the API's reason there is none. */
export async function loadStatement(session: RequestSession, month: string | null): Promise<StatementAnswer> {
  try {
    const res = await call(statements.get, { session, query: month === null ? {} : { month } });
    return { statement: res.result };
  } catch (err) {
    if (isApiError(err) && err.status === 400) {
      const message = err.fields.month?.[0] ?? err.message;
      return { error: message };
    }
    throw err;
  }
}

/** The settings form: the monthly e-mail box, absent when unticked. */
const StatementSettingsForm = StatementSettingsBody.extend({
  emailMonthly: StatementSettingsBody.shape.emailMonthly.default(false),
});

export function readStatementSettingsForm(form: FormData): FormRead<StatementSettingsBody, 'emailMonthly'> {
  return readForm(form, StatementSettingsForm, ['emailMonthly']);
}

export async function saveStatementSettings(session: RequestSession, emailMonthly: boolean) {
  return (await call(statements.saveSettings, { session, body: { emailMonthly } })).result;
}
