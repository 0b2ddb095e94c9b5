/** Test and demo customers, created directly (no sign-up checks) with an argon2id password. */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { hashPassword } from './identity.passwords.ts';
import { normaliseEmail } from './identity.rules.ts';
import {
  authSessions,
  type CustomerRow,
  credentials,
  customers,
  type NewCustomer,
} from './identity.tables.ts';
import {
  type AccessTokenKeys,
  newOpaqueToken,
  SESSION_MAX_AGE_SECONDS,
  signAccessToken,
} from './identity.tokens.ts';

export const FACTORY_PASSWORD = 'correct-horse-42';

let sequence = 0;

export type CustomerInput = Partial<NewCustomer> & { password?: string };

/** A valid customer row's fields (an adult in Sydney) with a fresh customer token; `email` must still be given. */
export function customerDefaults(now: Date = new Date('2026-01-01T00:00:00Z')): Omit<NewCustomer, 'email'> {
  return {
    firstname: 'Alex',
    lastname: 'Citizen',
    dateOfBirth: '1990-05-17',
    phone: '0412 345 678',
    addressLine1: '1 George Street',
    addressLine2: null,
    suburb: 'Sydney',
    state: 'NSW',
    postcode: '2000',
    country: 'AU',
    acceptedTermsAt: now,
    pricingId: 'standard',
    customerToken: newOpaqueToken(),
  };
}

export async function createCustomer(db: Db, input: CustomerInput = {}): Promise<CustomerRow> {
  sequence += 1;
  const { password = FACTORY_PASSWORD, ...fields } = input;
  const [row] = await db
    .insert(customers)
    .values({
      ...customerDefaults(),
      ...fields,
      email: normaliseEmail(fields.email ?? `customer${sequence}@example.com`),
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  await db.insert(credentials).values({ customerId: row.id, passwordHash: await hashPassword(password) });
  return row;
}

export type SignedInCustomer = { customerId: string; customerToken: string; accessToken: string };

/**
 * Many customers at once, each with an open session and a signed access token, sharing one password hash (hashing
 * is slow on purpose, so a benchmark's thousands of customers hash once). Inserted in batches of 500.
 */
export async function createSignedInCustomers(
  db: Db,
  input: { count: number; keys: AccessTokenKeys; now?: Date; password?: string; emailPrefix?: string },
): Promise<SignedInCustomer[]> {
  const now = input.now ?? new Date();
  const passwordHash = await hashPassword(input.password ?? FACTORY_PASSWORD);
  const prefix = input.emailPrefix ?? `bulk-${newOpaqueToken().slice(0, 8).toLowerCase()}`;
  const signedIn: SignedInCustomer[] = [];
  for (let start = 0; start < input.count; start += 500) {
    const size = Math.min(500, input.count - start);
    const rows = await db
      .insert(customers)
      .values(
        Array.from({ length: size }, (_, i) => ({
          ...customerDefaults(now),
          email: normaliseEmail(`${prefix}-${start + i}@example.com`),
          lastname: `Customer ${start + i}`,
        })),
      )
      .returning({ id: customers.id, customerToken: customers.customerToken });
    await db.insert(credentials).values(rows.map((r) => ({ customerId: r.id, passwordHash })));
    const sessions = await db
      .insert(authSessions)
      .values(
        rows.map((r) => ({
          customerId: r.id,
          deviceUuid: randomUUID(),
          createdAt: now,
          expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000),
        })),
      )
      .returning({ id: authSessions.id, customerId: authSessions.customerId });
    const tokenOf = new Map(rows.map((r) => [r.id, r.customerToken]));
    for (const session of sessions) {
      signedIn.push({
        customerId: session.customerId,
        customerToken: tokenOf.get(session.customerId) ?? '',
        accessToken: await signAccessToken(
          input.keys,
          { customerId: session.customerId, sessionId: session.id },
          now,
        ),
      });
    }
  }
  return signedIn;
}
