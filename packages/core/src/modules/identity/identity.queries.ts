/** Reads of the identity module: customers by e-mail or id, and the customer overview (spec 1 §3, spec 2 §3). */
import { type CustomerOverviewDto, MIGRATION_STATUSES } from '@lottoshop/contracts/identity';
import { BASE_CURRENCY, type Currency, CurrencySchema, money } from '@lottoshop/contracts/money';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../errors.ts';
import { listSegments } from '../capabilities/capabilities.queries.ts';
import { getSiteSettings } from '../site/site.queries.ts';
import { getWalletBalanceMinor } from '../wallet/wallet.queries.ts';
import { brandingRegionOf, normaliseEmail } from './identity.rules.ts';
import { type CustomerRow, customers } from './identity.tables.ts';

export async function findCustomerByEmail(db: Db, email: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(eq(customers.email, normaliseEmail(email)))
    .limit(1);
  return row ?? null;
}

export async function findCustomerById(db: Db, customerId: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  return row ?? null;
}

/** Whether an account uses this e-mail address (any letter case). */
export async function emailIsRegistered(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, normaliseEmail(email)))
    .limit(1);
  return row !== undefined;
}

/** The segment a customer without one of their own belongs to. */
export async function defaultCustomerSegmentName(db: Db): Promise<string | null> {
  const segments = await listSegments(db);
  return segments.find((s) => s.isDefaultCustomer)?.segmentName ?? null;
}

/** The customer's segment: their own, else the site's default customer segment. */
export async function customerSegmentName(db: Db, customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ segmentName: customers.segmentName })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!row) return null;
  return row.segmentName ?? (await defaultCustomerSegmentName(db));
}

/**
 * The overview a signed-in customer's client reads. Balance and available funds are the customer's wallet in
 * the site currency. Spend limits, verification and membership belong to modules that do not exist yet: their
 * lists are empty and their flags are off.
 */
export async function getCustomerOverview(db: Db, customerId: string): Promise<CustomerOverviewDto> {
  const customer = await findCustomerById(db, customerId);
  if (!customer) throw new DomainError('not_found', { message: 'We could not find this customer.' });
  const [site, segmentName] = await Promise.all([
    getSiteSettings(db),
    customer.segmentName ? Promise.resolve(customer.segmentName) : defaultCustomerSegmentName(db),
  ]);
  const parsedCurrency = CurrencySchema.safeParse(site.currency);
  const currency: Currency = parsedCurrency.success ? parsedCurrency.data : BASE_CURRENCY;
  const zero = money(0, currency);
  const balance = money(await getWalletBalanceMinor(db, customer.id, currency), currency);
  return {
    customerId: customer.id,
    firstname: customer.firstname,
    lastname: customer.lastname,
    email: customer.email,
    state: customer.state,
    status: customer.status,
    balance,
    availableFunds: balance,
    pricingId: customer.pricingId,
    segmentName: segmentName ?? '',
    brandingRegion: brandingRegionOf(customer.country, customer.state),
    isVerified: false,
    forcePasswordChange: customer.forcePasswordChange,
    accountUpgrade: false,
    addressConfirmationRequired: customer.addressConfirmationRequired,
    emailAddressConfirmationRequired: customer.emailAddressConfirmationRequired,
    countryBanned: false,
    countryBannedConfirmationRequired: false,
    favouriteNumbers: customer.favouriteNumbers,
    spendLimits: [],
    spendLimitRequired: false,
    preCommitment: null,
    migrationStatus: MIGRATION_STATUSES[0],
    experimentGroups: [],
    verificationRules: [],
    atv: { atvCommercial: zero, atvCharity: zero, atvSocialSyndicate: zero, atvSyndicate: zero },
    verification: { methods: [] },
  };
}
