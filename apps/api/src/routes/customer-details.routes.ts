/**
 * The customer's details (spec 2 §7 GET and POST /v2/customer/details, v3.2): always the caller's own; and
 * upgrading the account (complete details and the terms in force accepted; spec 1 §6's account-upgrade redirect).
 * Declared in the catalogue's `endpoints/account.ts`.
 */
import * as account from '@lottoshop/contracts/endpoints/account';
import { upgradeAccount } from '@lottoshop/core/account';
import { getCustomerDetails, updateCustomerDetails } from '@lottoshop/core/identity';
import type { ApiApp } from '../http/app-types.ts';
import { route } from '../http/endpoint-route.ts';
import { ok } from '../http/envelope.ts';

export default async function customerDetailsRoutes(app: ApiApp): Promise<void> {
  route(app, account.details, async (req) => ok(await getCustomerDetails(req.ctx)));

  route(app, account.saveDetails, async (req) =>
    ok(await updateCustomerDetails(req.ctx, { body: req.body })),
  );

  route(app, account.upgrade, async (req) => ok(await upgradeAccount(req.ctx, { body: req.body })));
}
