/** GET and PUT /v2/favourite-numbers: the signed-in customer's favourite numbers (spec 2 §7). */
import * as favouriteNumbers from '@lottoshop/contracts/endpoints/favourite-numbers';
import { getFavouriteNumbers, saveFavouriteNumbers } from '@lottoshop/core/account';
import type { ApiApp } from '../http/app-types.ts';
import { route } from '../http/endpoint-route.ts';
import { ok } from '../http/envelope.ts';

export default async function favouritesRoutes(app: ApiApp): Promise<void> {
  route(app, favouriteNumbers.get, async (req) => ok(await getFavouriteNumbers(req.ctx)));
  route(app, favouriteNumbers.save, async (req) => ok(await saveFavouriteNumbers(req.ctx, req.body)));
}
