/**
 * The customer's details (spec 2 §7 GET and POST /v2/customer/details, v3.2): always the caller's own; and
 * upgrading the account (complete details and the terms in force accepted; spec 1 §6's account-upgrade redirect).
 */
import { API_VERSIONS, versionsFrom } from '@lottoshop/contracts/api-versions';
import {
  AccountUpgradeBody,
  CustomerDetailsBody,
  CustomerDetailsDto,
} from '@lottoshop/contracts/customer-details';
import { CustomerOverviewDto } from '@lottoshop/contracts/identity';
import { upgradeAccount } from '@lottoshop/core/account';
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

  app.post(
    '/customer/account-upgrade',
    {
      config: { versions: API_VERSIONS, cache: false },
      preHandler: requireCustomer,
      schema: { body: AccountUpgradeBody, response: { 200: CustomerOverviewDto } },
    },
    async (req) => ok(await upgradeAccount(req.ctx, { body: req.body })),
  );
}
