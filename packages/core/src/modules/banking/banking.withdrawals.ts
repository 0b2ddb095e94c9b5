/**
 * Withdrawals as the customer makes and follows them (spec 2 §7 GET /customer/withdrawable-funds, POST
 * /{method}/withdraw): admitted (`admitWithdrawal`), then the amount is held on the wallet at once (a pending
 * ledger transfer to the shop's withdrawals-payable account) in the transaction that records the withdrawal, once
 * per (customer, idempotency key). The operator then pays or rejects it (banking.payouts.ts).
 */
import type { WithdrawableFundsDto, WithdrawalDto, WithdrawalMethodCode } from '@lottoshop/contracts/banking';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { DomainError } from '../../errors.ts';
import { type Money, minorUnits, moneyDto, toMoneyDto } from '../../shared/money.ts';
import type { Page } from '../../shared/page.ts';
import { isPgError, PG_UNIQUE_VIOLATION } from '../../shared/pg-errors.ts';
import { type Ctx, customerIdOf, inTransaction } from '../../use-case.ts';
import { holdTransfer, walletAndSystemAccountIds } from '../ledger/index.ts';
import { requireElevation } from '../twofactor/index.ts';
import { withdrawalDescription } from './banking.rules.ts';
import {
  type WithdrawalMethodRow,
  type WithdrawalRow,
  withdrawalMethods,
  withdrawals,
} from './banking.tables.ts';
import { withdrawableFunds } from './banking.withdrawable.ts';
import { admitWithdrawal, type WithdrawalDestination } from './banking.withdrawal-admission.ts';

export function withdrawalDto(row: WithdrawalRow, methodName: string): WithdrawalDto {
  return {
    id: row.id,
    withdrawalMethodCode: row.methodCode as WithdrawalMethodCode,
    methodName,
    status: row.status,
    amount: moneyDto(row.amountMinor, row.currency),
    destination: row.destination,
    transactionId: row.holdTransferId,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** GET /customer/withdrawable-funds: what the acting customer may withdraw, and the ways to withdraw it. */
export async function getWithdrawableFunds(
  ctx: Ctx,
  input: { currency: string },
): Promise<WithdrawableFundsDto> {
  const customerId = customerIdOf(ctx);
  const [funds, methods] = await Promise.all([
    withdrawableFunds(ctx, { customerId, currency: input.currency }),
    ctx.db
      .select()
      .from(withdrawalMethods)
      .where(and(eq(withdrawalMethods.enabled, true), eq(withdrawalMethods.currency, input.currency)))
      .orderBy(asc(withdrawalMethods.sortOrder), asc(withdrawalMethods.code)),
  ]);
  return {
    amount: toMoneyDto(funds.amount).amount,
    currency: input.currency,
    available: toMoneyDto(funds.available),
    notWithdrawable: toMoneyDto(funds.notWithdrawable),
    methods: methods.map((m: WithdrawalMethodRow) => ({
      code: m.code as WithdrawalMethodCode,
      name: m.name,
      description: m.description,
      minAmount: moneyDto(m.minMinor, m.currency),
      maxAmount: moneyDto(m.maxMinor, m.currency),
    })),
  };
}

async function withMethodName(ctx: Pick<Ctx, 'db'>, row: WithdrawalRow): Promise<WithdrawalDto> {
  const [method] = await ctx.db
    .select({ name: withdrawalMethods.name })
    .from(withdrawalMethods)
    .where(eq(withdrawalMethods.code, row.methodCode))
    .limit(1);
  return withdrawalDto(row, method?.name ?? row.methodCode);
}

async function findByKey(
  ctx: Pick<Ctx, 'db'>,
  customerId: string,
  key: string,
): Promise<WithdrawalRow | null> {
  const [row] = await ctx.db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.customerId, customerId), eq(withdrawals.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

export type WithdrawInput = WithdrawalDestination & {
  method: string;
  /** The amount to withdraw, in the site's currency (the wire's whole cents read with `moneyFromWire`). */
  amount: Money;
  idempotencyKey: string;
};

function repeated(row: WithdrawalRow, input: WithdrawInput, amountMinor: bigint): WithdrawalRow {
  if (row.methodCode !== input.method || row.amountMinor !== amountMinor) {
    throw new DomainError('idempotency_conflict');
  }
  return row;
}

/**
 * POST /{method}/withdraw: holds the amount on the acting customer's wallet for a withdrawal by `method`. A retry
 * with the same idempotency key answers the same withdrawal and holds nothing again.
 */
export async function withdraw(ctx: Ctx, input: WithdrawInput): Promise<WithdrawalDto> {
  const customerId = customerIdOf(ctx);
  const amountMinor = minorUnits(input.amount);
  await requireElevation(ctx);
  try {
    const row = await inTransaction(ctx, async (tx) => {
      const existing = await findByKey(tx, customerId, input.idempotencyKey);
      if (existing) return repeated(existing, input, amountMinor);
      const { method, destination } = await admitWithdrawal(tx, {
        customerId,
        method: input.method,
        amount: input.amount,
        to: input,
      });
      const id = uuidv7();
      const { walletId, systemId } = await walletAndSystemAccountIds(tx, {
        customerId,
        system: 'withdrawals_payable',
        currency: method.currency,
      });
      const { transfer } = await holdTransfer(
        tx,
        {
          idempotencyKey: `withdrawal:${id}`,
          debitAccountId: walletId,
          creditAccountId: systemId,
          amountMinor,
          kind: 'withdrawal',
          customerId,
          reference: id,
          description: withdrawalDescription(method.name, destination.label),
        },
        { keyIsNew: true },
      );
      const [inserted] = await tx.db
        .insert(withdrawals)
        .values({
          id,
          customerId,
          methodCode: method.code,
          amountMinor,
          currency: method.currency,
          status: 'pending',
          bankAccountId: destination.bankAccountId,
          paypalEmail: destination.paypalEmail,
          causeKey: destination.causeKey,
          destination: destination.label,
          holdTransferId: transfer.id,
          idempotencyKey: input.idempotencyKey,
          createdAt: tx.clock.now(),
        })
        .returning();
      if (!inserted) throw new Error('withdrawal not recorded');
      tx.log.info({ withdrawalId: id, method: method.code }, 'withdrawal requested');
      return inserted;
    });
    return withMethodName(ctx, row);
  } catch (error) {
    // The same key racing in another request that has now committed: answer its withdrawal.
    if (isPgError(error, PG_UNIQUE_VIOLATION)) {
      const winner = await findByKey(ctx, customerId, input.idempotencyKey);
      if (winner) return withMethodName(ctx, repeated(winner, input, amountMinor));
    }
    if (error instanceof DomainError && error.code === 'insufficient_funds' && !error.fields) {
      throw new DomainError('insufficient_funds', {
        message: 'You do not have enough funds to withdraw this amount.',
        fields: { amount: ['You do not have enough funds to withdraw this amount.'] },
      });
    }
    throw error;
  }
}

/** The acting customer's withdrawals, newest first. */
export async function listWithdrawals(
  ctx: Ctx,
  query: { limit?: number; offset?: number } = {},
): Promise<Page<WithdrawalDto>> {
  const customerId = customerIdOf(ctx);
  const limit = Math.min(Math.max(query.limit ?? 10, 1), 100);
  const offset = Math.max(query.offset ?? 0, 0);
  const mine = eq(withdrawals.customerId, customerId);
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({ row: withdrawals, name: withdrawalMethods.name })
      .from(withdrawals)
      .innerJoin(withdrawalMethods, eq(withdrawalMethods.code, withdrawals.methodCode))
      .where(mine)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(withdrawals).where(mine),
  ]);
  return { items: rows.map((r) => withdrawalDto(r.row, r.name)), total: counted?.n ?? 0, limit, offset };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One of the acting customer's withdrawals, by its id or by its transaction (the hold); otherwise not_found. */
export async function getWithdrawal(
  ctx: Ctx,
  input: { withdrawalId?: string; transactionId?: string },
): Promise<WithdrawalDto> {
  const customerId = customerIdOf(ctx);
  const id = input.withdrawalId ?? input.transactionId ?? '';
  const notFound = () => new DomainError('not_found', { message: 'We could not find this withdrawal.' });
  if (!UUID.test(id)) throw notFound();
  const [row] = await ctx.db
    .select()
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.customerId, customerId),
        input.withdrawalId ? eq(withdrawals.id, id) : eq(withdrawals.holdTransferId, id),
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  return withMethodName(ctx, row);
}
