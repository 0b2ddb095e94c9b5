/**
 * Communication preferences (spec 2 §7): GET and PUT /v2/customer/{id}/communication-preferences and PUT
 * …/{channel} to unsubscribe with reasons. The signed-in customer reaches their own; an e-mail's link reaches them
 * without signing in through its signed `token` (query string), never through the bare id. Never cached.
 */
import { API_VERSIONS } from '../api-versions.ts';
import {
  ChannelParams,
  CommunicationPreferencesDto,
  CustomerIdParams,
  LinkTokenQuery,
  PutPreferencesBody,
  UnsubscribeBody,
} from '../communication.ts';
import { endpoint } from '../endpoint.ts';

export const get = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/customer/:id/communication-preferences',
  summary: "The customer's communication preferences, by channel",
  versions: API_VERSIONS,
  caller: 'app',
  params: CustomerIdParams,
  query: LinkTokenQuery,
  response: CommunicationPreferencesDto,
});

export const save = endpoint({
  method: 'PUT',
  family: 'platform',
  path: '/customer/:id/communication-preferences',
  summary: "Saves the customer's communication preferences of the channels named",
  versions: API_VERSIONS,
  caller: 'app',
  params: CustomerIdParams,
  query: LinkTokenQuery,
  body: PutPreferencesBody,
  response: CommunicationPreferencesDto,
});

export const unsubscribe = endpoint({
  method: 'PUT',
  family: 'platform',
  path: '/customer/:id/communication-preferences/:channel',
  summary: 'Unsubscribes the customer from one channel, with their reasons',
  versions: API_VERSIONS,
  caller: 'app',
  params: ChannelParams,
  query: LinkTokenQuery,
  body: UnsubscribeBody,
  response: CommunicationPreferencesDto,
});
