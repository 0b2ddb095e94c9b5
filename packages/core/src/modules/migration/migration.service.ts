/**
 * Moving a customer's account from the operator's previous platform (spec 2 §2-§3, §7: the migration modal and
 * POST /migration/migrate). An operator marks an account eligible with its old balance; the customer accepts
 * (the call answers 202 while the move is in progress, 200 once done, and may be repeated); the migration job
 * moves the balance into the wallet through the ledger, once (idempotency key `migration:<customer id>`), and
 * marks the account migrated. No row: `ineligible`.
 */
import type { MigrationStatus } from '@lottoshop/contracts/identity';
import type { MigrationDto } from '@lottoshop/contracts/migration';
import { MIGRATION_MESSAGES } from '@lottoshop/contracts/migration-messages';
import { and, asc, eq, sql } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import { moneyDto } from '../../shared/money.ts';
import { type Ctx, customerIdOf, inTransaction } from '../../use-case.ts';
import { findCustomerByEmail } from '../identity/index.ts';
import { postTransfer, walletAndSystemAccountIds } from '../ledger/index.ts';
import { type AccountMigrationRow, accountMigrations } from './migration.tables.ts';
import { moveMigration } from './migration.transitions.ts';

const MIGRATION_MOVING = 'This account is already being moved, or was moved.';

async function migrationOf(ctx: Ctx, customerId: string): Promise<AccountMigrationRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(accountMigrations)
    .where(eq(accountMigrations.customerId, customerId))
    .limit(1);
  return row;
}

const dtoOf = (row: AccountMigrationRow | undefined): MigrationDto => ({
  status: row?.status ?? 'ineligible',
  legacyBalance: row ? moneyDto(row.legacyBalanceMinor, row.currency) : null,
});

/** The overview's `migrationStatus` of a customer. */
export async function migrationStatusOf(ctx: Ctx, customerId: string): Promise<MigrationStatus> {
  return (await migrationOf(ctx, customerId))?.status ?? 'ineligible';
}

/**
 * The operator marks a customer's account eligible (`npm run ops -- migration-eligible <email> soft|hard
 * --balance <dollars> --reference <old account>`): soft lets the customer put it off, hard asks at every page.
 * Not once the move has started.
 */
export async function markMigrationEligible(
  ctx: Ctx,
  input: { email: string; mode: 'soft' | 'hard'; balanceMinor: bigint; reference: string; currency: string },
): Promise<{ customerId: string; status: MigrationStatus }> {
  if (ctx.actor.kind !== 'operator') throw new DomainError('forbidden');
  const customer = await findCustomerByEmail(ctx.db, input.email);
  if (!customer) throw new DomainError('not_found');
  const status = input.mode === 'hard' ? 'eligible_hard' : 'eligible_soft';
  const details = {
    legacyReference: input.reference,
    legacyBalanceMinor: input.balanceMinor,
    currency: input.currency,
    eligibleAt: ctx.clock.now(),
  };
  const [created] = await ctx.db
    .insert(accountMigrations)
    .values({ customerId: customer.id, status, ...details })
    .onConflictDoNothing({ target: accountMigrations.customerId })
    .returning();
  if (created) return { customerId: customer.id, status: created.status };
  // Marked before: marked again (another mode, balance or reference) until the move has started.
  const current = await migrationOf(ctx, customer.id);
  const [marked] = current
    ? await moveMigration(ctx, {
        where: eq(accountMigrations.customerId, customer.id),
        from: current.status,
        to: status,
        set: details,
      })
    : [];
  if (!marked) throw new DomainError('conflict', { message: MIGRATION_MOVING });
  return { customerId: customer.id, status: marked.status };
}

/**
 * POST /migration/migrate: the signed-in customer accepts; an eligible account starts moving. Answers the
 * status: `in_progress` (the client polls by calling again) or `migrated`. Nothing to move is a conflict.
 */
export async function requestMigration(ctx: Ctx): Promise<MigrationDto> {
  const customerId = customerIdOf(ctx);
  const row = await migrationOf(ctx, customerId);
  if (!row) throw new DomainError('conflict', { message: MIGRATION_MESSAGES.ineligible });
  // Accepting again while it moves, or once moved, answers where it stands.
  if (row.status === 'in_progress' || row.status === 'migrated') return dtoOf(row);
  const [moved] = await moveMigration(ctx, {
    where: eq(accountMigrations.customerId, customerId),
    from: row.status,
    to: 'in_progress',
    set: { requestedAt: ctx.clock.now() },
  });
  return dtoOf(moved ?? (await migrationOf(ctx, customerId)));
}

/** GET-like read for the modal's success step. */
export async function getMigration(ctx: Ctx): Promise<MigrationDto> {
  return dtoOf(await migrationOf(ctx, customerIdOf(ctx)));
}

/**
 * The migration job's pass: each account in progress (oldest first, skipping rows another process holds) has
 * its old balance posted into the wallet and is marked migrated, in one transaction. A pass interrupted, or run
 * twice, moves nothing twice: the row is re-read under its lock and the transfer's key is the customer's.
 */
export async function completeDueMigrations(
  ctx: Ctx,
  input: { limit?: number } = {},
): Promise<{ migrated: number }> {
  const due = await ctx.db
    .select({ customerId: accountMigrations.customerId })
    .from(accountMigrations)
    .where(eq(accountMigrations.status, 'in_progress'))
    .orderBy(asc(accountMigrations.requestedAt))
    .limit(input.limit ?? 50);
  let migrated = 0;
  for (const { customerId } of due) {
    const done = await inTransaction(ctx, async (tx) => {
      const [row] = await tx.db
        .select()
        .from(accountMigrations)
        .where(and(eq(accountMigrations.customerId, customerId), eq(accountMigrations.status, 'in_progress')))
        .for('update', { skipLocked: true })
        .limit(1);
      if (!row) return false;
      let transferId: string | null = null;
      if (row.legacyBalanceMinor > 0n) {
        const { walletId, systemId } = await walletAndSystemAccountIds(tx, {
          customerId,
          system: 'legacy_balances',
          currency: row.currency,
        });
        const { transfer } = await postTransfer(tx, {
          idempotencyKey: `migration:${customerId}`,
          debitAccountId: systemId,
          creditAccountId: walletId,
          amountMinor: row.legacyBalanceMinor,
          kind: 'migration',
          customerId,
          reference: row.legacyReference,
          description: `Balance moved from your previous account ${row.legacyReference}`,
        });
        transferId = transfer.id;
      }
      const [moved] = await moveMigration(tx, {
        where: eq(accountMigrations.customerId, customerId),
        from: row.status,
        to: 'migrated',
        set: { completedAt: tx.clock.now(), transferId, attempts: sql`${accountMigrations.attempts} + 1` },
      });
      if (!moved) throw new Error('account migration moved under its lock');
      return true;
    });
    if (done) migrated += 1;
  }
  return { migrated };
}
