/**
 * What a signed-in customer's client reads about the account (spec 1 §3, spec 2 §3): the customer overview, put
 * together from identity (who they are), the ledger (their wallet), limits (spend and precommitment limits), the
 * site, the capabilities module and verification (isVerified, the rules and each method's status). Membership
 * belongs to a module that does not exist yet: its lists are empty and its flags are off.
 */
import type { CapabilitiesDto } from '@lottoshop/contracts/capabilities';
import type { CustomerOverviewDto } from '@lottoshop/contracts/identity';
import { DomainError } from '../../errors.ts';
import { moneyDto } from '../../shared/money.ts';
import { type Ctx, customerIdOf } from '../../use-case.ts';
import { getCapabilities } from '../capabilities/index.ts';
import { consentsOf } from '../consents/index.ts';
import {
  brandingRegionOf,
  type CustomerRow,
  customerSegmentName,
  defaultCustomerSegmentName,
  findCustomerById,
} from '../identity/index.ts';
import { getWalletBalance } from '../ledger/index.ts';
import { overviewLimits } from '../limits/index.ts';
import { migrationStatusOf } from '../migration/index.ts';
import { getSiteSettings, siteCurrency } from '../site/index.ts';
import { overviewVerification } from '../verification/index.ts';

/**
 * The overview of a customer: by id (the acting customer's), or from their row when the caller has just read it
 * (the one who has just signed in).
 */
export async function customerOverview(ctx: Ctx, who: string | CustomerRow): Promise<CustomerOverviewDto> {
  const customer = typeof who === 'string' ? await findCustomerById(ctx, who) : who;
  if (!customer) throw new DomainError('not_found', { message: 'We could not find this customer.' });
  const [site, segmentName] = await Promise.all([
    getSiteSettings(ctx),
    customer.segmentName ? Promise.resolve(customer.segmentName) : defaultCustomerSegmentName(ctx),
  ]);
  const currency = siteCurrency(site);
  const zero = moneyDto(0n, currency);
  const [wallet, consents, limits, migrationStatus, verification] = await Promise.all([
    getWalletBalance(ctx, { customerId: customer.id, currency }),
    consentsOf(ctx, customer.id),
    overviewLimits(ctx, customer.id),
    migrationStatusOf(ctx, customer.id),
    overviewVerification(ctx, customer.id),
  ]);
  return {
    customerId: customer.id,
    firstname: customer.firstname,
    lastname: customer.lastname,
    email: customer.email,
    state: customer.state,
    status: customer.status,
    balance: moneyDto(wallet.balanceMinor, currency),
    availableFunds: moneyDto(wallet.availableMinor, currency),
    pricingId: customer.pricingId,
    segmentName: segmentName ?? '',
    brandingRegion: brandingRegionOf(customer.country, customer.state),
    isVerified: verification.isVerified,
    forcePasswordChange: customer.forcePasswordChange,
    accountUpgrade: customer.accountUpgradeRequired,
    addressConfirmationRequired: customer.addressConfirmationRequired,
    emailAddressConfirmationRequired: customer.emailAddressConfirmationRequired,
    countryBanned: consents.countryBanned,
    countryBannedConfirmationRequired: consents.countryBannedConfirmationRequired,
    termsAndConditions: consents.terms,
    favouriteNumbers: customer.favouriteNumbers,
    spendLimits: limits.spendLimits,
    spendLimitRequired: limits.spendLimitRequired,
    preCommitment: limits.preCommitment,
    migrationStatus,
    experimentGroups: [],
    verificationRules: verification.verificationRules,
    atv: { atvCommercial: zero, atvCharity: zero, atvSocialSyndicate: zero, atvSyndicate: zero },
    verification: verification.verification,
  };
}

/** GET /customer: the acting customer's overview. */
export async function getCustomerOverview(ctx: Ctx): Promise<CustomerOverviewDto> {
  return customerOverview(ctx, customerIdOf(ctx));
}

/**
 * GET /capabilities: every segment with its capabilities, and the one that applies to whoever is acting — the
 * anonymous segment for a visitor, a customer's own segment or else the default customer segment.
 */
export async function getCallerCapabilities(ctx: Ctx): Promise<CapabilitiesDto> {
  if (ctx.actor.kind !== 'customer') return getCapabilities(ctx, { signedIn: false });
  const segmentName = await customerSegmentName(ctx, ctx.actor.customerId);
  return getCapabilities(ctx, { signedIn: true, customerSegmentName: segmentName });
}
