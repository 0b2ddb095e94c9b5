/** The signed-in customer's favourite numbers (spec 2 §7 GET and PUT /v2/favourite-numbers). */
import { API_VERSIONS } from '../api-versions.ts';
import { endpoint } from '../endpoint.ts';
import { FavouriteNumbersDto, SaveFavouriteNumbersBody } from '../favourites.ts';

export const get = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/favourite-numbers',
  summary: "The customer's favourite numbers, by lottery",
  versions: API_VERSIONS,
  caller: 'customer',
  response: FavouriteNumbersDto,
});

export const save = endpoint({
  method: 'PUT',
  family: 'platform',
  path: '/favourite-numbers',
  summary: "Replaces the customer's favourite numbers of the lotteries named",
  versions: API_VERSIONS,
  caller: 'customer',
  body: SaveFavouriteNumbersBody,
  response: FavouriteNumbersDto,
});
