/** Ledger accounts, created on demand: a customer's wallet per currency, and the shop's (sharded) system accounts. */
import { BASE_CURRENCY } from '@lottoshop/contracts/money';
import { eq } from 'drizzle-orm';
import type { Ctx } from '../../use-case.ts';
import {
  type SystemAccountKey,
  systemAccountKey,
  systemAccountShard,
  walletAccountKey,
} from './ledger.rules.ts';
import { ledgerAccounts } from './ledger.tables.ts';

type Db = Ctx['db'];

async function ensureAccount(
  db: Db,
  values: { key: string; kind: 'customer_wallet' | 'system'; customerId: string | null; currency: string },
): Promise<string> {
  const [existing] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, values.key))
    .limit(1);
  if (existing) return existing.id;
  await db.insert(ledgerAccounts).values(values).onConflictDoNothing({ target: ledgerAccounts.key });
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, values.key))
    .limit(1);
  if (!row) throw new Error(`ledger account ${values.key} could not be created`);
  return row.id;
}

/** The customer's wallet account in `currency`, created (with a zero balance) the first time it is asked for. */
export async function walletAccountId(
  ctx: Pick<Ctx, 'db'>,
  customerId: string,
  currency: string = BASE_CURRENCY,
): Promise<string> {
  return ensureAccount(ctx.db, {
    key: walletAccountKey(customerId, currency),
    kind: 'customer_wallet',
    customerId,
    currency,
  });
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
  const base = systemAccountKey(key, currency);
  const shard = spreadBy === undefined ? 0 : systemAccountShard(spreadBy);
  return ensureAccount(ctx.db, {
    key: shard === 0 ? base : `${base}:${shard}`,
    kind: 'system',
    customerId: null,
    currency,
  });
}
