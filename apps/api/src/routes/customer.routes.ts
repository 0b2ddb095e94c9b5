/**
 * GET /v2/customer: the signed-in customer's overview (spec 1 §3, spec 2 §3, §7); DELETE /v2/customer: the
 * customer closes their account (password and reason). Declared in the catalogue's `endpoints/account.ts`.
 */
import * as account from '@lottoshop/contracts/endpoints/account';
import { closeAccount, getCustomerOverview } from '@lottoshop/core/account';
import type { ApiApp } from '../http/app-types.ts';
import { route } from '../http/endpoint-route.ts';
import { noContent, ok } from '../http/envelope.ts';

export default async function customerRoutes(app: ApiApp): Promise<void> {
  route(app, account.overview, async (req) => ok(await getCustomerOverview(req.ctx)));

  route(app, account.close, async (req) => {
    await closeAccount(req.ctx, { body: req.body });
    return noContent();
  });
}
