/** Ledger accounts, created on demand: a customer's wallet per currency, and the shop's (sharded) system accounts. */
import { BASE_CURRENCY } from '@lottoshop/contracts/money';
import { sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once.ts';
import { ProcessCache } from '../../shared/process-cache.ts';
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

/** An account's id never changes once it exists, so each process remembers the ids it has read, for an hour. */
const idCache = new ProcessCache<string>(3_600_000, 100_000);

/**
 * Ids of accounts by key, created (with zero balances) the first time they are asked for: none read when this
 * process knows them all, one read when they all exist.
 */
async function ensureAccounts(db: Db, accounts: readonly AccountValues[]): Promise<Map<string, string>> {
  const known = new Map<string, string>();
  for (const a of accounts) {
    const id = idCache.get(a.key);
    if (id) known.set(a.key, id);
  }
  if (known.size === accounts.length) return known;
  const { ids, committed } = await readOrCreateAccounts(db, accounts);
  // Only accounts another transaction committed: one written by this transaction may yet roll back.
  for (const key of committed) idCache.set(key, ids.get(key) as string);
  return ids;
}

/**
 * The accounts with these keys that exist, each with whether this very transaction wrote it (not committed yet,
 * so not to be remembered).
 */
const accountsByKey = builtOnce((db) =>
  db
    .select({
      id: ledgerAccounts.id,
      key: ledgerAccounts.key,
      ours: sql<boolean>`${sql.raw('xmin')} = xid(pg_current_xact_id_if_assigned())`,
    })
    .from(ledgerAccounts)
    .where(sql`${ledgerAccounts.key} = any(${sql.placeholder('keys')}::text[])`),
);
const readAccounts = (db: Db, keys: readonly string[]) => accountsByKey(db, { keys });

async function readOrCreateAccounts(
  db: Db,
  accounts: readonly AccountValues[],
): Promise<{ ids: Map<string, string>; committed: string[] }> {
  const keys = accounts.map((a) => a.key);
  const read = () => readAccounts(db, keys);
  let rows = await read();
  const missing = accounts.filter((a) => !rows.some((r) => r.key === a.key));
  if (missing.length > 0) {
    await db.insert(ledgerAccounts).values(missing).onConflictDoNothing({ target: ledgerAccounts.key });
    rows = await read();
  }
  const ids = new Map(rows.map((r) => [r.key, r.id]));
  for (const key of keys) if (!ids.has(key)) throw new Error(`ledger account ${key} could not be created`);
  return { ids, committed: rows.filter((r) => r.ours !== true).map((r) => r.key) };
}

/**
 * The id of the account with `key` when it exists, else null; nothing is created. Remembered like the ids above
 * once another transaction has committed the account.
 */
export async function existingAccountId(ctx: Pick<Ctx, 'db'>, key: string): Promise<string | null> {
  const known = idCache.get(key);
  if (known) return known;
  const [row] = await readAccounts(ctx.db, [key]);
  if (!row) return null;
  if (row.ours !== true) idCache.set(key, row.id);
  return row.id;
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
