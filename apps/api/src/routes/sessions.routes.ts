/**
 * The customer's sessions (spec 2 §2 login-and-security): the list, ending one, and logging out everywhere,
 * declared in the catalogue's `endpoints/sessions.ts`.
 */
import * as sessions from '@lottoshop/contracts/endpoints/sessions';
import { logOutEverywhere } from '@lottoshop/core/account';
import { endSessionById, listSessions } from '@lottoshop/core/identity';
import type { ApiApp } from '../http/app-types.ts';
import { route } from '../http/endpoint-route.ts';
import { noContent, ok } from '../http/envelope.ts';

export default async function sessionsRoutes(app: ApiApp): Promise<void> {
  route(app, sessions.list, async (req) => ok(await listSessions(req.ctx)));

  route(app, sessions.end, async (req) => {
    await endSessionById(req.ctx, { sessionId: req.params.sessionId });
    return noContent();
  });

  route(app, sessions.logOutEverywhere, async (req) => {
    await logOutEverywhere(req.ctx);
    return noContent();
  });
}
