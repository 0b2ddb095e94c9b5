/** The database client's public face: opening it (PGlite or PostgreSQL), migrating it, its type. */
export {
  type Db,
  type DbHandle,
  DEFAULT_DATA_DIR,
  type Driver,
  isPostgresUrl,
  openDb,
  queryRows,
} from './client.ts';
export { DataDirInUseError } from './data-dir-lock.ts';
export { MIGRATIONS_FOLDER, migrateDb } from './migrate.ts';
