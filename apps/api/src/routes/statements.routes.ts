/**
 * Activity statements: GET /v2/statements?month=YYYY-MM (the signed-in customer's statement for a month, the current
 * month to date by default) and PUT /v2/statements/settings (whether it is e-mailed each month).
 */
import * as statements from '@lottoshop/contracts/endpoints/statements';
import { getStatement, setStatementSettings } from '@lottoshop/core/statements';
import type { ApiApp } from '../http/app-types.ts';
import { route } from '../http/endpoint-route.ts';
import { ok } from '../http/envelope.ts';

export default async function statementsRoutes(app: ApiApp): Promise<void> {
  route(app, statements.get, async (req) => ok(await getStatement(req.ctx, { month: req.query.month })));
  route(app, statements.saveSettings, async (req) => ok(await setStatementSettings(req.ctx, req.body)));
}
