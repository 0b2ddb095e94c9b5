/** GET /v2/customer: the signed-in customer's overview (spec 1 §3, spec 2 §3, §7). */
import { API_VERSIONS } from '@lottoshop/contracts/api-versions';
import { CustomerOverviewDto } from '@lottoshop/contracts/identity';
import { getCustomerOverview } from '@lottoshop/core/account';
import type { ApiApp } from '../http/app-types.ts';
import { requireCustomer } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';

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
}
