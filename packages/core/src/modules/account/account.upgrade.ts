/**
 * Upgrading an account (spec 1 §6: a customer flagged `accountUpgrade` is sent to /my-account/upgrade-account
 * until done): the complete details with the details form's rules, and the terms in force accepted, in one
 * transaction; the flag is then cleared and the overview answered.
 */
import type { AccountUpgradeBody } from '@lottoshop/contracts/customer-details';
import type { CustomerOverviewDto } from '@lottoshop/contracts/identity';
import { type Ctx, customerIdOf, inTransaction } from '../../use-case.ts';
import { recordTermsAcceptance } from '../consents/index.ts';
import { updateCustomerDetails } from '../identity/index.ts';
import { customerOverview } from './account.overview.ts';

/** POST /customer/account-upgrade. */
export async function upgradeAccount(
  ctx: Ctx,
  input: { body: AccountUpgradeBody },
): Promise<CustomerOverviewDto> {
  const customerId = customerIdOf(ctx);
  const { termsVersion, acceptTerms: _accepted, ...details } = input.body;
  await inTransaction(ctx, async (tx) => {
    await updateCustomerDetails(tx, { body: details, upgrade: true });
    await recordTermsAcceptance(tx, { customerId, version: termsVersion });
  });
  return customerOverview(ctx, customerId);
}
