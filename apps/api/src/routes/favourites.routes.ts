/** GET and PUT /v2/favourite-numbers: the signed-in customer's favourite numbers (spec 2 §7). */
import { API_VERSIONS } from '@lottoshop/contracts/api-versions';
import { FavouriteNumbersDto, SaveFavouriteNumbersBody } from '@lottoshop/contracts/favourites';
import { getFavouriteNumbers, saveFavouriteNumbers } from '@lottoshop/core/account';
import type { ApiApp } from '../http/app-types.ts';
import { requireCustomer } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';

export default async function favouritesRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/favourite-numbers',
    {
      config: { versions: API_VERSIONS, cache: false },
      preHandler: requireCustomer,
      schema: { response: { 200: FavouriteNumbersDto } },
    },
    async (req) => ok(await getFavouriteNumbers(req.ctx)),
  );

  app.put(
    '/favourite-numbers',
    {
      config: { versions: API_VERSIONS, cache: false },
      preHandler: requireCustomer,
      schema: { body: SaveFavouriteNumbersBody, response: { 200: FavouriteNumbersDto } },
    },
    async (req) => ok(await saveFavouriteNumbers(req.ctx, req.body)),
  );
}
