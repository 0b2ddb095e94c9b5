/**
 * Communication preferences (spec 2 §7): GET and PUT /v2/customer/{id}/communication-preferences and PUT
 * …/{channel} to unsubscribe with reasons. The signed-in customer reaches their own; an e-mail's link reaches
 * them without signing in through its signed `token` (query string), never through the bare id.
 */
import { API_VERSIONS } from '@lottoshop/contracts/api-versions';
import {
  ChannelParams,
  CommunicationPreferencesDto,
  CustomerIdParams,
  LinkTokenQuery,
  PutPreferencesBody,
  UnsubscribeBody,
} from '@lottoshop/contracts/communication';
import {
  getCommunicationPreferences,
  unsubscribeFromChannel,
  updateCommunicationPreferences,
} from '@lottoshop/core/communication';
import type { ApiApp } from '../http/app-types.ts';
import { ok } from '../http/envelope.ts';

const config = { versions: API_VERSIONS, cache: false } as const;

export default async function communicationPreferencesRoutes(app: ApiApp): Promise<void> {
  const access = (customerId: string, token: string | undefined) => ({
    customerId,
    token,
    keys: app.linkTokenKeys,
  });

  app.get(
    '/customer/:id/communication-preferences',
    {
      config,
      schema: {
        params: CustomerIdParams,
        querystring: LinkTokenQuery,
        response: { 200: CommunicationPreferencesDto },
      },
    },
    async (req) => ok(await getCommunicationPreferences(req.ctx, access(req.params.id, req.query.token))),
  );

  app.put(
    '/customer/:id/communication-preferences',
    {
      config,
      schema: {
        params: CustomerIdParams,
        querystring: LinkTokenQuery,
        body: PutPreferencesBody,
        response: { 200: CommunicationPreferencesDto },
      },
    },
    async (req) =>
      ok(
        await updateCommunicationPreferences(req.ctx, {
          ...access(req.params.id, req.query.token),
          body: req.body,
        }),
      ),
  );

  app.put(
    '/customer/:id/communication-preferences/:channel',
    {
      config,
      schema: {
        params: ChannelParams,
        querystring: LinkTokenQuery,
        body: UnsubscribeBody,
        response: { 200: CommunicationPreferencesDto },
      },
    },
    async (req) =>
      ok(
        await unsubscribeFromChannel(req.ctx, {
          ...access(req.params.id, req.query.token),
          channel: req.params.channel,
          body: req.body,
        }),
      ),
  );
}
