/**
 * The migration module: accounts moved from the operator's previous platform (`account_migrations`), the
 * customer's request and the job that moves each old balance into the wallet once.
 */
export {
  completeDueMigrations,
  getMigration,
  markMigrationEligible,
  migrationStatusOf,
  requestMigration,
} from './migration.service.ts';
