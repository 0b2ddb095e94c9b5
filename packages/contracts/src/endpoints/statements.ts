/** The customer's activity statements: a month's statement, and whether it is e-mailed each month. */
import { API_VERSIONS } from '../api-versions.ts';
import { endpoint } from '../endpoint.ts';
import {
  StatementDto,
  StatementMonthQuery,
  StatementSettingsBody,
  StatementSettingsDto,
} from '../statements.ts';

export const get = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/statements',
  summary: "The customer's statement for a month (YYYY-MM; the current month to date by default)",
  versions: API_VERSIONS,
  caller: 'customer',
  query: StatementMonthQuery,
  response: StatementDto,
});

export const saveSettings = endpoint({
  method: 'PUT',
  family: 'platform',
  path: '/statements/settings',
  summary: "Whether the customer's statement is e-mailed each month",
  versions: API_VERSIONS,
  caller: 'customer',
  body: StatementSettingsBody,
  response: StatementSettingsDto,
});
