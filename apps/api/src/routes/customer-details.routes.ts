/** The customer's details (spec 2 §7 GET and POST /v2/customer/details, v3.2): always the caller's own. */
import { versionsFrom } from '@lottoshop/contracts/api-versions';
import { CustomerDetailsBody, CustomerDetailsDto } from '@lottoshop/contracts/customer-details';
import { getCustomerDetails, updateCustomerDetails } from '@lottoshop/core/identity';
import type { ApiApp } from '../http/app-types.ts';
import { requireCustomer } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';

export default async function customerDetailsRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/customer/details',
    {
      config: { versions: versionsFrom('3.2'), cache: false },
      preHandler: requireCustomer,
      schema: { response: { 200: CustomerDetailsDto } },
    },
    async (req) => ok(await getCustomerDetails(req.ctx)),
  );

  app.post(
    '/customer/details',
    {
      config: { versions: versionsFrom('3.2'), cache: false },
      preHandler: requireCustomer,
      schema: { body: CustomerDetailsBody, response: { 200: CustomerDetailsDto } },
    },
    async (req) => ok(await updateCustomerDetails(req.ctx, { body: req.body })),
  );
}
