/**
 * Account migration (spec 2 §7 "POST /migration/migrate (status 202 or 200)"): the signed-in customer accepts
 * moving their account from the previous platform. 202 while the move is in progress (the client calls again
 * to poll), 200 once it is done; nothing to move is a 409. Declared in the catalogue's `endpoints/account.ts`.
 */
import * as account from '@lottoshop/contracts/endpoints/account';
import { requestMigration } from '@lottoshop/core/migration';
import type { ApiApp } from '../http/app-types.ts';
import { route } from '../http/endpoint-route.ts';
import { ok } from '../http/envelope.ts';

export default async function migrationRoutes(app: ApiApp): Promise<void> {
  route(app, account.migrate, async (req, reply) => {
    const migration = await requestMigration(req.ctx);
    reply.code(migration.status === 'migrated' ? 200 : 202);
    return ok(migration);
  });
}
