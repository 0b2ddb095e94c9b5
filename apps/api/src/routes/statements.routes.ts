/**
 * Activity statements: GET /v2/statements?month=YYYY-MM (the signed-in customer's statement for a month, the current
 * month to date by default) and PUT /v2/statements/settings (whether it is e-mailed each month).
 */
import { API_VERSIONS } from '@lottoshop/contracts/api-versions';
import {
  StatementDto,
  StatementMonthQuery,
  StatementSettingsBody,
  StatementSettingsDto,
} from '@lottoshop/contracts/statements';
import { getStatement, setStatementSettings } from '@lottoshop/core/statements';
import type { ApiApp } from '../http/app-types.ts';
import { requireCustomer } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';

const config = { versions: API_VERSIONS, cache: false } as const;

export default async function statementsRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/statements',
    {
      config,
      preHandler: requireCustomer,
      schema: { querystring: StatementMonthQuery, response: { 200: StatementDto } },
    },
    async (req) => ok(await getStatement(req.ctx, { month: req.query.month })),
  );

  app.put(
    '/statements/settings',
    {
      config,
      preHandler: requireCustomer,
      schema: { body: StatementSettingsBody, response: { 200: StatementSettingsDto } },
    },
    async (req) => ok(await setStatementSettings(req.ctx, req.body)),
  );
}
