/**
 * The signed-in customer's tickets (spec 2 §7 orders): a page of upcoming or past ones, one ticket, and what to
 * play next from the customer's own history.
 */

import { z } from 'zod';
import { API_VERSIONS } from '../api-versions.ts';
import { endpoint } from '../endpoint.ts';
import { OrdersQuery, TicketDto, TicketParams, TicketQuery } from '../orders.ts';
import { RecommendedPlayDto, RecommendedQuery } from '../recommended.ts';

export const list = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/orders',
  summary: "A page of the customer's upcoming or past tickets",
  versions: API_VERSIONS,
  caller: 'customer',
  query: OrdersQuery,
  response: z.array(TicketDto),
  cache: false,
});

export const recommended = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/orders/recommended',
  summary: "What to play next, from the customer's own history",
  versions: API_VERSIONS,
  caller: 'customer',
  query: RecommendedQuery,
  response: z.array(RecommendedPlayDto),
  cache: false,
});

export const get = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/orders/:id',
  summary: "One of the customer's tickets with its details",
  versions: API_VERSIONS,
  caller: 'customer',
  params: TicketParams,
  query: TicketQuery,
  response: TicketDto,
  cache: false,
});
