/**
 * Account migration on the wire (spec 2 §2-§3, §7-§9: the migration modal, `migrationStatus`, POST /migration/migrate
 * answering 202 while in progress and 200 once done; polled every 3 s up to 5 times after 3 s; the dismissed
 * cookie lasts 7 days). Browser-safe.
 */
import { z } from 'zod';
import { MIGRATION_STATUSES } from './identity.ts';
import { MoneyDto } from './money.ts';

export const MIGRATION_POLL = { initialDelayMs: 3000, intervalMs: 3000, maxTries: 5 } as const;
export const MIGRATION_DISMISSED_COOKIE = 'migrate_account_modal_dismissal';
export const MIGRATION_DISMISSED_DAYS = 7;

export const MIGRATION_MESSAGES = {
  promptTitle: 'Move your account to our new shop',
  prompt:
    'Your account on our previous site can now be moved here: your balance comes with it, and you keep playing with one login.',
  acceptTerms: 'I agree to the terms and conditions of the new shop',
  termsRequired: 'You must agree to the terms and conditions to proceed.',
  inProgressTitle: 'Moving your account…',
  inProgress: 'This takes a few seconds. Please keep this window open.',
  successTitle: 'Your account has been moved',
  success: (balance: string) =>
    `Welcome to the new shop. ${balance} from your previous account is now in your wallet.`,
  failureTitle: 'We could not move your account',
  failure: 'Something went wrong while moving your account. Your balance is safe: please try again.',
  ineligible: 'There is no account to move.',
} as const;

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
