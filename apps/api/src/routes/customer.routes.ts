/**
 * GET /v2/customer: the signed-in customer's overview (spec 1 §3, spec 2 §3, §7); DELETE /v2/customer: the
 * customer closes their account (password and reason).
 */

import { CloseAccountBody } from '@lottoshop/contracts/account-closing';
import { API_VERSIONS } from '@lottoshop/contracts/api-versions';
import { CustomerOverviewDto } from '@lottoshop/contracts/identity';
import { closeAccount, getCustomerOverview } from '@lottoshop/core/account';
import type { ApiApp } from '../http/app-types.ts';
import { requireCustomer } from '../http/auth.ts';
import { noContent, ok } from '../http/envelope.ts';

export default async function customerRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/customer',
    {
      config: { versions: API_VERSIONS, cache: false },
      preHandler: requireCustomer,
      schema: { response: { 200: CustomerOverviewDto } },
    },
    async (req) => ok(await getCustomerOverview(req.ctx)),
  );

  app.delete(
    '/customer',
    {
      config: { versions: API_VERSIONS, cache: false },
      preHandler: requireCustomer,
      schema: { body: CloseAccountBody },
    },
    async (req) => {
      await closeAccount(req.ctx, { body: req.body });
      return noContent();
    },
  );
}
