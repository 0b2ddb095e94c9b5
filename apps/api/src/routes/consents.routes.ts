/**
 * Consents (spec 2 §7 "POST /customer/terms-and-conditions; POST /customer/terms-and-conditions/location"): the
 * signed-in customer accepts the terms in force, or confirms where they play from while in a restricted country.
 * Both answer what is still required. Never cached.
 */
import { API_VERSIONS } from '@lottoshop/contracts/api-versions';
import { AcceptTermsBody, ConfirmLocationBody, ConsentsDto } from '@lottoshop/contracts/consents';
import { acceptTerms, confirmLocation } from '@lottoshop/core/consents';
import type { ApiApp } from '../http/app-types.ts';
import { requireCustomer } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';

export default async function consentsRoutes(app: ApiApp): Promise<void> {
  const config = { versions: API_VERSIONS, cache: false } as const;

  app.post(
    '/customer/terms-and-conditions',
    {
      config,
      preHandler: requireCustomer,
      schema: { body: AcceptTermsBody, response: { 200: ConsentsDto } },
    },
    async (req) => ok(await acceptTerms(req.ctx, { version: req.body.version })),
  );

  app.post(
    '/customer/terms-and-conditions/location',
    {
      config,
      preHandler: requireCustomer,
      schema: { body: ConfirmLocationBody, response: { 200: ConsentsDto } },
    },
    async (req) => ok(await confirmLocation(req.ctx)),
  );
}
