/** Test and demo customers, created directly (no sign-up checks) with an argon2id password. */
import type { Db } from '../../db/client.ts';
import { hashPassword } from './identity.passwords.ts';
import { normaliseEmail } from './identity.rules.ts';
import { type CustomerRow, credentials, customers, type NewCustomer } from './identity.tables.ts';
import { newOpaqueToken } from './identity.tokens.ts';

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
