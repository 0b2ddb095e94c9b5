/**
 * GET /customer-verify/config/licence (v1.0): each state's driver licence and card-number formats, declared in the
 * catalogue's `endpoints/verification.ts`.
 */
import * as verification from '@lottoshop/contracts/endpoints/verification';
import { LICENCE_FORMATS } from '@lottoshop/contracts/verification';
import type { ApiApp } from '../http/app-types.ts';
import { route } from '../http/endpoint-route.ts';
import { ok } from '../http/envelope.ts';

export default async function licenceConfigRoutes(app: ApiApp): Promise<void> {
  route(app, verification.licenceConfig, async () => ok({ states: [...LICENCE_FORMATS] }));
}
