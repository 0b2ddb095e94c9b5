/**
 * Reads of the identity module: customers by e-mail or id, their segment, whether an address is registered,
 * whether a password is the customer's.
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once.ts';
import type { Db } from '../../db/client.ts';
import type { Ctx } from '../../use-case.ts';
import { listSegments } from '../capabilities/index.ts';
import { verifyAgainstDummy, verifyPassword } from './identity.passwords.ts';
import { normaliseEmail } from './identity.rules.ts';
import { type CustomerRow, credentials, customers } from './identity.tables.ts';

export async function findCustomerByEmail(db: Db, email: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(eq(customers.email, normaliseEmail(email)))
    .limit(1);
  return row ?? null;
}

const customerById = builtOnce((db) =>
  db
    .select()
    .from(customers)
    .where(eq(customers.id, sql.placeholder('customerId')))
    .limit(1),
);

export async function findCustomerById(
  ctx: Pick<Ctx, 'db'>,
  customerId: string,
): Promise<CustomerRow | null> {
  const [row] = await customerById(ctx.db, { customerId });
  return row ?? null;
}

const customerAndHashByEmail = builtOnce((db) =>
  db
    .select({ customer: customers, passwordHash: credentials.passwordHash })
    .from(customers)
    .leftJoin(credentials, eq(credentials.customerId, customers.id))
    .where(eq(customers.email, sql.placeholder('email')))
    .limit(1),
);

/** The customer with this e-mail address and their password's hash (null without a password), in one read. */
export async function findCustomerWithPasswordHash(
  db: Db,
  email: string,
): Promise<{ customer: CustomerRow; passwordHash: string | null } | null> {
  const [row] = await customerAndHashByEmail(db, { email: normaliseEmail(email) });
  return row ?? null;
}

/** Customers by id (any that do not exist are left out), keyed by id. */
export async function findCustomersByIds(
  ctx: Pick<Ctx, 'db'>,
  customerIds: readonly string[],
): Promise<Map<string, CustomerRow>> {
  const ids = [...new Set(customerIds)];
  if (ids.length === 0) return new Map();
  const rows = await ctx.db.select().from(customers).where(inArray(customers.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Open accounts in id order, `limit` at a time after `after` (a job walking every customer in batches). */
export async function listActiveCustomers(
  ctx: Pick<Ctx, 'db'>,
  input: { after: string | null; limit: number },
): Promise<Array<Pick<CustomerRow, 'id' | 'email' | 'firstname'>>> {
  return ctx.db
    .select({ id: customers.id, email: customers.email, firstname: customers.firstname })
    .from(customers)
    .where(
      and(eq(customers.status, 'active'), input.after === null ? undefined : gt(customers.id, input.after)),
    )
    .orderBy(asc(customers.id))
    .limit(input.limit);
}

/** Whether an account uses this e-mail address (any letter case). */
export async function emailIsRegistered(ctx: Ctx, input: { email: string }): Promise<boolean> {
  const { email } = input;
  const [row] = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, normaliseEmail(email)))
    .limit(1);
  return row !== undefined;
}

/** The segment a customer without one of their own belongs to. */
export async function defaultCustomerSegmentName(ctx: Pick<Ctx, 'db'>): Promise<string | null> {
  const segments = await listSegments(ctx);
  return segments.find((s) => s.isDefaultCustomer)?.segmentName ?? null;
}

/** The customer's segment: their own, else the site's default customer segment. */
export async function customerSegmentName(ctx: Pick<Ctx, 'db'>, customerId: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ segmentName: customers.segmentName })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!row) return null;
  return row.segmentName ?? (await defaultCustomerSegmentName(ctx));
}

/** Whether `password` is the customer's current password. */
export async function isCustomerPassword(
  ctx: Pick<Ctx, 'db'>,
  input: { customerId: string; password: string },
): Promise<boolean> {
  const [credential] = await ctx.db
    .select({ passwordHash: credentials.passwordHash })
    .from(credentials)
    .where(eq(credentials.customerId, input.customerId))
    .limit(1);
  return credential
    ? verifyPassword(credential.passwordHash, input.password)
    : verifyAgainstDummy(input.password);
}
