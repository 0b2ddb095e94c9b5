/**
 * A wallet's movements over a period, for a statement: every posted movement in [from, to) oldest first, with the
 * posted balance before the period and at its end. Holds not yet posted are not movements (the customer's
 * transactions list shows the same ones), so a statement always adds up: opening + movements = closing.
 */
import { BASE_CURRENCY } from '@lottoshop/contracts/money';
import { and, asc, desc, eq, gte, inArray, lt, or } from 'drizzle-orm';
import type { Ctx } from '../../use-case.ts';
import { walletAccountKey } from './ledger.rules.ts';
import { ledgerAccounts, ledgerTransfers, type TransferKind } from './ledger.tables.ts';

export type WalletMovement = {
  id: string;
  kind: TransferKind;
  description: string;
  /** Positive into the wallet, negative out of it. */
  amountMinor: bigint;
  balanceAfterMinor: bigint;
  createdAt: Date;
};

export type WalletPeriod = {
  currency: string;
  openingBalanceMinor: bigint;
  closingBalanceMinor: bigint;
  movements: WalletMovement[];
};

const MOVEMENTS = ['posted', 'post_pending'] as const;

/** The customer's wallet movements in [from, to), with its balance before and after (zero before money moved). */
export async function walletMovementsBetween(
  ctx: Pick<Ctx, 'db'>,
  input: { customerId: string; from: Date; to: Date; currency?: string },
): Promise<WalletPeriod> {
  const currency = input.currency ?? BASE_CURRENCY;
  const [wallet] = await ctx.db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, walletAccountKey(input.customerId, currency)))
    .limit(1);
  if (!wallet) return { currency, openingBalanceMinor: 0n, closingBalanceMinor: 0n, movements: [] };
  const touches = and(
    or(eq(ledgerTransfers.debitAccountId, wallet.id), eq(ledgerTransfers.creditAccountId, wallet.id)),
    inArray(ledgerTransfers.phase, [...MOVEMENTS]),
  );
  const [before] = await ctx.db
    .select()
    .from(ledgerTransfers)
    .where(and(touches, lt(ledgerTransfers.createdAt, input.from)))
    .orderBy(desc(ledgerTransfers.createdAt), desc(ledgerTransfers.id))
    .limit(1);
  const rows = await ctx.db
    .select()
    .from(ledgerTransfers)
    .where(and(touches, gte(ledgerTransfers.createdAt, input.from), lt(ledgerTransfers.createdAt, input.to)))
    .orderBy(asc(ledgerTransfers.createdAt), asc(ledgerTransfers.id));
  const balanceAfter = (row: typeof ledgerTransfers.$inferSelect) =>
    row.creditAccountId === wallet.id ? row.creditBalanceAfterMinor : row.debitBalanceAfterMinor;
  const movements = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    description: row.description,
    amountMinor: row.creditAccountId === wallet.id ? row.amountMinor : -row.amountMinor,
    balanceAfterMinor: balanceAfter(row),
    createdAt: row.createdAt,
  }));
  const openingBalanceMinor = before ? balanceAfter(before) : 0n;
  const last = movements[movements.length - 1];
  return {
    currency,
    openingBalanceMinor,
    closingBalanceMinor: last ? last.balanceAfterMinor : openingBalanceMinor,
    movements,
  };
}
