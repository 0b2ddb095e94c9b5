/**
 * Account migration on the wire (spec 2 §2-§3, §7-§9: the migration modal, `migrationStatus`, POST /migration/migrate
 * answering 202 while in progress and 200 once done; polled every 3 s up to 5 times after 3 s; the dismissed
 * cookie lasts 7 days). Browser-safe.
 */
import { z } from 'zod';
import { MIGRATION_STATUSES } from './identity.ts';
import { MIGRATION_MESSAGES } from './migration-messages.ts';
import { MoneyDto } from './money.ts';

/** POST /v2/migration/migrate: the customer accepts the new shop's terms. */
export const MigrateBody = z.object({
  acceptTerms: z.literal(true, { error: MIGRATION_MESSAGES.termsRequired }),
});
export type MigrateBody = z.infer<typeof MigrateBody>;

export const MigrationDto = z.object({
  status: z.enum(MIGRATION_STATUSES),
  /** The balance moved (or to be moved) from the previous account. */
  legacyBalance: MoneyDto.nullable(),
});
export type MigrationDto = z.infer<typeof MigrationDto>;
