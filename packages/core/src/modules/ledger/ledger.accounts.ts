/** Ledger accounts, created on demand: a customer's wallet per currency, and the shop's (sharded) system accounts. */
import { BASE_CURRENCY } from '@lottoshop/contracts/money';
import { inArray } from 'drizzle-orm';
import type { Ctx } from '../../use-case.ts';
import {
  type SystemAccountKey,
  systemAccountKey,
  systemAccountShard,
  walletAccountKey,
} from './ledger.rules.ts';
import { ledgerAccounts } from './ledger.tables.ts';

type Db = Ctx['db'];
type AccountValues = {
  key: string;
  kind: 'customer_wallet' | 'system';
  customerId: string | null;
  currency: string;
};

/** Ids of accounts by key, created (with zero balances) the first time they are asked for; one read when all exist. */
async function ensureAccounts(db: Db, accounts: readonly AccountValues[]): Promise<Map<string, string>> {
  const keys = accounts.map((a) => a.key);
  const read = async () => {
    const rows = await db
      .select({ id: ledgerAccounts.id, key: ledgerAccounts.key })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.key, keys));
    return new Map(rows.map((r) => [r.key, r.id]));
  };
  const found = await read();
  const missing = accounts.filter((a) => !found.has(a.key));
  if (missing.length === 0) return found;
  await db.insert(ledgerAccounts).values(missing).onConflictDoNothing({ target: ledgerAccounts.key });
  const all = await read();
  for (const key of keys) if (!all.has(key)) throw new Error(`ledger account ${key} could not be created`);
  return all;
}

const idOf = async (db: Db, values: AccountValues) =>
  (await ensureAccounts(db, [values])).get(values.key) as string;

const walletValues = (customerId: string, currency: string): AccountValues => ({
  key: walletAccountKey(customerId, currency),
  kind: 'customer_wallet',
  customerId,
  currency,
});

function systemValues(key: SystemAccountKey, currency: string, spreadBy: string | undefined): AccountValues {
  const base = systemAccountKey(key, currency);
  const shard = spreadBy === undefined ? 0 : systemAccountShard(spreadBy);
  return { key: shard === 0 ? base : `${base}:${shard}`, kind: 'system', customerId: null, currency };
}

/** The customer's wallet account in `currency`, created (with a zero balance) the first time it is asked for. */
export async function walletAccountId(
  ctx: Pick<Ctx, 'db'>,
  customerId: string,
  currency: string = BASE_CURRENCY,
): Promise<string> {
  return idOf(ctx.db, walletValues(customerId, currency));
}

/**
 * One of the shop's own accounts in `currency`, created the first time it is asked for. With `spreadBy` (the
 * customer on the other side of the posting) it is that customer's sub-account of it.
 */
export async function systemAccountId(
  ctx: Pick<Ctx, 'db'>,
  key: SystemAccountKey,
  currency: string = BASE_CURRENCY,
  spreadBy?: string,
): Promise<string> {
  return idOf(ctx.db, systemValues(key, currency, spreadBy));
}

/**
 * The two accounts most transfers move money between, in one read: the customer's wallet and one of the shop's
 * system accounts — the customer's sub-account of it unless `spread` is false — each created when first asked for.
 */
export async function walletAndSystemAccountIds(
  ctx: Pick<Ctx, 'db'>,
  input: { customerId: string; system: SystemAccountKey; currency?: string; spread?: boolean },
): Promise<{ walletId: string; systemId: string }> {
  const currency = input.currency ?? BASE_CURRENCY;
  const wallet = walletValues(input.customerId, currency);
  const system = systemValues(input.system, currency, input.spread === false ? undefined : input.customerId);
  const ids = await ensureAccounts(ctx.db, [wallet, system]);
  return { walletId: ids.get(wallet.key) as string, systemId: ids.get(system.key) as string };
}
