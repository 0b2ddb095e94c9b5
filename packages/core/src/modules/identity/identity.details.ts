/**
 * The customer's own details (spec 2 §7 GET and POST /customer/details): reading them, and changing name, date
 * of birth, mobile and address with sign-up's rules. Saving an address counts as confirming it, so the
 * address-confirmation banner goes away.
 */
import type { CustomerDetailsBody, CustomerDetailsDto } from '@lottoshop/contracts/customer-details';
import { DEFAULT_MINIMUM_AGE, underageMessage } from '@lottoshop/contracts/identity';
import { eq } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import { type Ctx, customerIdOf } from '../../use-case.ts';
import { getSiteSettings } from '../site/index.ts';
import { findCustomerById } from './identity.queries.ts';
import { isOldEnough, normaliseEmail } from './identity.rules.ts';
import { type CustomerRow, customers } from './identity.tables.ts';

/** Refuses a date of birth under the site's minimum age (spec 2 §5), as a field error. */
export async function assertOldEnough(ctx: Ctx, dateOfBirth: string): Promise<void> {
  const site = await getSiteSettings(ctx);
  const minimumAge = site.minimumAge > 0 ? site.minimumAge : DEFAULT_MINIMUM_AGE;
  if (!isOldEnough(dateOfBirth, { now: ctx.clock.now(), timeZone: site.timezone, minimumAge })) {
    throw new DomainError('validation_failed', { fields: { dateOfBirth: [underageMessage(minimumAge)] } });
  }
}

/** The customer columns that hold the personal details sign-up and the details form take. */
export function personalDetailsColumns(body: CustomerDetailsBody) {
  return {
    firstname: body.firstname,
    lastname: body.lastname,
    dateOfBirth: body.dateOfBirth,
    phone: body.phone,
    addressLine1: body.addressLine1,
    addressLine2: body.addressLine2 ?? null,
    suburb: body.suburb,
    state: body.state,
    postcode: body.postcode,
    country: body.country,
  };
}

function detailsOf(row: CustomerRow): CustomerDetailsDto {
  return {
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    dateOfBirth: row.dateOfBirth,
    phone: row.phone,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    suburb: row.suburb,
    state: row.state,
    postcode: row.postcode,
    country: row.country,
  };
}

/** GET /customer/details: the acting customer's details. */
export async function getCustomerDetails(ctx: Ctx): Promise<CustomerDetailsDto> {
  const row = await findCustomerById(ctx, customerIdOf(ctx));
  if (!row) throw new DomainError('unauthorized');
  return detailsOf(row);
}

/**
 * POST /customer/details: replaces the details with the form's, and answers with what is now stored. Upgrading
 * the account (`upgrade`) saves them the same way and clears the account's upgrade flag.
 */
export async function updateCustomerDetails(
  ctx: Ctx,
  input: { body: CustomerDetailsBody; upgrade?: boolean },
): Promise<CustomerDetailsDto> {
  const customerId = customerIdOf(ctx);
  const { body } = input;
  await assertOldEnough(ctx, body.dateOfBirth);
  const [row] = await ctx.db
    .update(customers)
    .set({
      ...personalDetailsColumns(body),
      addressConfirmationRequired: false,
      ...(input.upgrade ? { accountUpgradeRequired: false } : {}),
      updatedAt: ctx.clock.now(),
    })
    .where(eq(customers.id, customerId))
    .returning();
  if (!row) throw new DomainError('unauthorized');
  return detailsOf(row);
}

/**
 * The operator flags a customer's account for an upgrade (`npm run ops -- require-upgrade <email>`): from the
 * next page they open they are sent to /my-account/upgrade-account until they complete their details and accept
 * the terms in force. Unknown addresses are not_found.
 */
export async function requireAccountUpgrade(
  ctx: Ctx,
  input: { email: string },
): Promise<{ customerId: string }> {
  if (ctx.actor.kind !== 'operator') throw new DomainError('forbidden');
  const [row] = await ctx.db
    .update(customers)
    .set({ accountUpgradeRequired: true, updatedAt: ctx.clock.now() })
    .where(eq(customers.email, normaliseEmail(input.email)))
    .returning({ id: customers.id });
  if (!row) throw new DomainError('not_found');
  ctx.log.info({ customerId: row.id }, 'identity: account must be upgraded');
  return { customerId: row.id };
}
