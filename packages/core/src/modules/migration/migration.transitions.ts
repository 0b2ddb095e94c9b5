import type { MigrationStatus } from '@lottoshop/contracts/identity';
import { stateMachine } from '../../shared/state-machine.ts';
import { statusMover } from '../../shared/status-moves.ts';
import { accountMigrations } from './migration.tables.ts';

export type StoredMigrationStatus = Exclude<MigrationStatus, 'ineligible'>;

/**
 * An operator marks an account eligible, soft or hard, and may mark it again (another mode, balance or reference)
 * until the customer accepts (in_progress); the migration job then moves its balance (migrated). No row: ineligible.
 */
export const MIGRATION_MACHINE = stateMachine<StoredMigrationStatus>(
  'account migration',
  {
    eligible_soft: ['eligible_soft', 'eligible_hard', 'in_progress'],
    eligible_hard: ['eligible_soft', 'eligible_hard', 'in_progress'],
    in_progress: ['migrated'],
    migrated: [],
  },
  {
    refused: (_from, to) =>
      to === 'eligible_soft' || to === 'eligible_hard'
        ? 'This account is already being moved, or was moved.'
        : undefined,
  },
);

export const moveMigration = statusMover(MIGRATION_MACHINE, accountMigrations, 'status');
