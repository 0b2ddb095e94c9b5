/**
 * Reads of the identity module: customers by e-mail or id, their segment, whether an address is registered,
 * whether a password is the customer's.
 */
import { eq } from 'drizzle-orm';
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

export async function findCustomerById(
  ctx: Pick<Ctx, 'db'>,
  customerId: string,
): Promise<CustomerRow | null> {
  const [row] = await ctx.db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  return row ?? null;
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
