/**
 * The customer's sessions (spec 2 §2 login-and-security): the list, ending one, and logging out everywhere (a
 * sensitive action: `2fa_required` until the session is elevated). Never cached.
 */
import { API_VERSIONS } from '@lottoshop/contracts/api-versions';
import { SessionListDto, SessionParams } from '@lottoshop/contracts/sessions';
import { logOutEverywhere } from '@lottoshop/core/account';
import { endSessionById, listSessions } from '@lottoshop/core/identity';
import type { ApiApp } from '../http/app-types.ts';
import { requireCustomer } from '../http/auth.ts';
import { noContent, ok } from '../http/envelope.ts';

export default async function sessionsRoutes(app: ApiApp): Promise<void> {
  const config = { versions: API_VERSIONS, cache: false } as const;

  app.get(
    '/customer/sessions',
    { config, preHandler: requireCustomer, schema: { response: { 200: SessionListDto } } },
    async (req) => ok(await listSessions(req.ctx)),
  );

  app.delete(
    '/customer/sessions/:sessionId',
    { config, preHandler: requireCustomer, schema: { params: SessionParams } },
    async (req) => {
      await endSessionById(req.ctx, { sessionId: req.params.sessionId });
      return noContent();
    },
  );

  app.post('/customer/sessions/logout-everywhere', { config, preHandler: requireCustomer }, async (req) => {
    await logOutEverywhere(req.ctx);
    return noContent();
  });
}
