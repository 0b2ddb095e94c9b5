/**
 * Consents (spec 2 §7 "POST /customer/terms-and-conditions; POST /customer/terms-and-conditions/location"): the
 * signed-in customer accepts the terms in force, or confirms where they play from while in a restricted country.
 * Both answer what is still required. Declared in the catalogue's `endpoints/account.ts`.
 */
import * as account from '@lottoshop/contracts/endpoints/account';
import { acceptTerms, confirmLocation } from '@lottoshop/core/consents';
import type { ApiApp } from '../http/app-types.ts';
import { route } from '../http/endpoint-route.ts';
import { ok } from '../http/envelope.ts';

export default async function consentsRoutes(app: ApiApp): Promise<void> {
  route(app, account.acceptTerms, async (req) =>
    ok(await acceptTerms(req.ctx, { version: req.body.version })),
  );

  route(app, account.confirmLocation, async (req) => ok(await confirmLocation(req.ctx)));
}
