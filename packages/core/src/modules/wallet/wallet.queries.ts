/** Reads of the wallet: balances, the ledger's totals, a customer's transactions and the payment methods. */
import { BASE_CURRENCY, money } from '@lottoshop/contracts/money';
import type { PaymentMethodCode, PaymentMethodDto, TransactionDto } from '@lottoshop/contracts/wallet';
import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { DomainError } from '../../errors.ts';
import type { Page } from '../../page.ts';
import { currencyOf, transactionFromTransfer, walletAccountKey } from './wallet.rules.ts';
import { ledgerAccounts, ledgerTransfers, type PaymentMethodRow, paymentMethods } from './wallet.tables.ts';

/** The customer's wallet balance in `currency`: zero until money first moves. */
export async function getWalletBalanceMinor(
  db: Db,
  customerId: string,
  currency: string = BASE_CURRENCY,
): Promise<bigint> {
  const [row] = await db
    .select({ balanceMinor: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, walletAccountKey(customerId, currency)))
    .limit(1);
  return row?.balanceMinor ?? 0n;
}

export type LedgerTotals = {
  /** The sum of every account's balance; always 0 in a sound ledger. */
  sumOfBalances: bigint;
  /** Accounts whose balance is not their credits minus their debits. */
  mismatches: Array<{ accountId: string; key: string; balanceMinor: bigint; postedMinor: bigint }>;
};

/** Checks the ledger's two invariants: balances sum to zero, and each balance equals what was posted to it. */
export async function ledgerTotals(db: Db): Promise<LedgerTotals> {
  const rows = await queryRows<{ id: string; key: string; balance: string; posted: string }>(
    db,
    sql`select a.id, a.key, a.balance_minor::text as balance,
          (coalesce((select sum(t.amount_minor) from ledger_transfers t where t.credit_account_id = a.id), 0)
           - coalesce((select sum(t.amount_minor) from ledger_transfers t where t.debit_account_id = a.id), 0))::text
            as posted
        from ledger_accounts a`,
  );
  let sumOfBalances = 0n;
  const mismatches: LedgerTotals['mismatches'] = [];
  for (const row of rows) {
    const balanceMinor = BigInt(row.balance);
    const postedMinor = BigInt(row.posted);
    sumOfBalances += balanceMinor;
    if (balanceMinor !== postedMinor)
      mismatches.push({ accountId: row.id, key: row.key, balanceMinor, postedMinor });
  }
  return { sumOfBalances, mismatches };
}

export const TRANSACTIONS_DEFAULT_LIMIT = 10;
export const TRANSACTIONS_MAX_LIMIT = 100;

async function findWalletId(db: Db, customerId: string, currency: string): Promise<string | null> {
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, walletAccountKey(customerId, currency)))
    .limit(1);
  return row?.id ?? null;
}

/** The customer's wallet movements, newest first. */
export async function listTransactions(
  db: Db,
  customerId: string,
  opts: { limit?: number; offset?: number; currency?: string } = {},
): Promise<Page<TransactionDto>> {
  const limit = Math.min(Math.max(opts.limit ?? TRANSACTIONS_DEFAULT_LIMIT, 1), TRANSACTIONS_MAX_LIMIT);
  const offset = Math.max(opts.offset ?? 0, 0);
  const walletId = await findWalletId(db, customerId, opts.currency ?? BASE_CURRENCY);
  if (!walletId) return { items: [], total: 0, limit, offset };
  const touchesWallet = or(
    eq(ledgerTransfers.debitAccountId, walletId),
    eq(ledgerTransfers.creditAccountId, walletId),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(ledgerTransfers)
      .where(touchesWallet)
      .orderBy(desc(ledgerTransfers.createdAt), desc(ledgerTransfers.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(ledgerTransfers).where(touchesWallet),
  ]);
  return {
    items: rows.map((row) => transactionFromTransfer(row, walletId)),
    total: counted?.n ?? 0,
    limit,
    offset,
  };
}

/** One of the customer's own transactions; another customer's (or an unknown id) is not_found. */
export async function getTransaction(
  db: Db,
  customerId: string,
  transactionId: string,
): Promise<TransactionDto> {
  const notFound = () => new DomainError('not_found', { message: 'We could not find this transaction.' });
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(transactionId))
    throw notFound();
  const [row] = await db
    .select({
      transfer: ledgerTransfers,
      walletCustomerId: ledgerAccounts.customerId,
      walletId: ledgerAccounts.id,
    })
    .from(ledgerTransfers)
    .innerJoin(
      ledgerAccounts,
      and(
        eq(ledgerAccounts.kind, 'customer_wallet'),
        eq(ledgerAccounts.customerId, customerId),
        or(
          eq(ledgerAccounts.id, ledgerTransfers.debitAccountId),
          eq(ledgerAccounts.id, ledgerTransfers.creditAccountId),
        ),
      ),
    )
    .where(eq(ledgerTransfers.id, transactionId))
    .limit(1);
  if (!row) throw notFound();
  return transactionFromTransfer(row.transfer, row.walletId);
}

export function paymentMethodDto(row: PaymentMethodRow): PaymentMethodDto {
  const currency = currencyOf(row.currency);
  return {
    code: row.code as PaymentMethodCode,
    name: row.name,
    funds: { cart: row.fundsCart, withdraw: row.fundsWithdraw, digitalWallets: row.fundsDigitalWallets },
    availableGateways: row.gateways,
    rules: {
      enabled: row.enabled,
      minAmount: money(row.minMinor, currency),
      maxAmount: money(row.maxMinor, currency),
    },
    attributes: row.attributes,
  };
}

export type PaymentMethodFilter = {
  cart?: boolean;
  withdraw?: boolean;
  digitalWallets?: boolean;
  failedVerification?: boolean;
};

/** The enabled payment methods matching every given flag, in display order. */
export async function listPaymentMethods(
  db: Db,
  filter: PaymentMethodFilter = {},
): Promise<PaymentMethodDto[]> {
  const conditions = [eq(paymentMethods.enabled, true)];
  if (filter.cart !== undefined) conditions.push(eq(paymentMethods.fundsCart, filter.cart));
  if (filter.withdraw !== undefined) conditions.push(eq(paymentMethods.fundsWithdraw, filter.withdraw));
  if (filter.digitalWallets !== undefined)
    conditions.push(eq(paymentMethods.fundsDigitalWallets, filter.digitalWallets));
  if (filter.failedVerification !== undefined)
    conditions.push(eq(paymentMethods.fundsFailedVerification, filter.failedVerification));
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(and(...conditions))
    .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.code));
  return rows.map(paymentMethodDto);
}

export async function findPaymentMethod(db: Db, code: string): Promise<PaymentMethodRow | null> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.code, code)).limit(1);
  return row ?? null;
}
