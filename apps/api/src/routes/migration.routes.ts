/**
 * Account migration (spec 2 §7 "POST /migration/migrate (status 202 or 200)"): the signed-in customer accepts
 * moving their account from the previous platform. 202 while the move is in progress (the client calls again
 * to poll), 200 once it is done; nothing to move is a 409. Never cached.
 */
import { API_VERSIONS } from '@lottoshop/contracts/api-versions';
import { MigrateBody, MigrationDto } from '@lottoshop/contracts/migration';
import { requestMigration } from '@lottoshop/core/migration';
import type { ApiApp } from '../http/app-types.ts';
import { requireCustomer } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';

export default async function migrationRoutes(app: ApiApp): Promise<void> {
  app.post(
    '/migration/migrate',
    {
      config: { versions: API_VERSIONS, cache: false },
      preHandler: requireCustomer,
      schema: { body: MigrateBody, response: { 200: MigrationDto, 202: MigrationDto } },
    },
    async (req, reply) => {
      const migration = await requestMigration(req.ctx);
      reply.code(migration.status === 'migrated' ? 200 : 202);
      return ok(migration);
    },
  );
}
