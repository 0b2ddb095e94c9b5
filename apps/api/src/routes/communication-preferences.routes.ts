/**
 * Communication preferences (spec 2 §7): GET and PUT /v2/customer/{id}/communication-preferences and PUT
 * …/{channel} to unsubscribe with reasons, declared in the catalogue's `endpoints/communication-preferences.ts`.
 * The signed-in customer reaches their own; an e-mail's link reaches them without signing in through its signed
 * `token` (query string), never through the bare id.
 */
import * as preferences from '@lottoshop/contracts/endpoints/communication-preferences';
import {
  getCommunicationPreferences,
  unsubscribeFromChannel,
  updateCommunicationPreferences,
} from '@lottoshop/core/communication';
import type { ApiApp } from '../http/app-types.ts';
import { route } from '../http/endpoint-route.ts';
import { ok } from '../http/envelope.ts';

export default async function communicationPreferencesRoutes(app: ApiApp): Promise<void> {
  /** Whose preferences, and the link's token that may reach them. */
  const access = (req: { params: { id: string }; query: { token?: string | undefined } }) => ({
    customerId: req.params.id,
    token: req.query.token,
    keys: app.linkTokenKeys,
  });

  route(app, preferences.get, async (req) => ok(await getCommunicationPreferences(req.ctx, access(req))));

  route(app, preferences.save, async (req) =>
    ok(await updateCommunicationPreferences(req.ctx, { ...access(req), body: req.body })),
  );

  route(app, preferences.unsubscribe, async (req) =>
    ok(
      await unsubscribeFromChannel(req.ctx, { ...access(req), channel: req.params.channel, body: req.body }),
    ),
  );
}
