/**
 * Where verification is required: buying past the site's spend threshold (checked inside the purchase's
 * transaction, beside the limits check, so the spend it counts is the one the limits lock serialises), and
 * withdrawing (always). Both refuse with 403 REQUIRED (spec 1 §6) and say where to verify. The cart shows the same
 * refusal as its `verify_account_required` blocked reason.
 */
import { formatMoney } from '@lottoshop/contracts/formatting';
import { VERIFY_TO_WITHDRAW_MESSAGE, verifyToBuyMessage } from '@lottoshop/contracts/verification';
import { DomainError } from '../../errors.ts';
import { moneyDto } from '../../shared/money.ts';
import type { Ctx } from '../../use-case.ts';
import { isCustomerVerified, lifetimeSpendMinor, readVerificationStanding } from './verification.state.ts';

type Purchase = { customerId: string; amountMinor: bigint; currency: string };

/** Why this purchase needs a verified identity first, or null when it may go ahead. */
export async function verifyToBuyRefusal(ctx: Pick<Ctx, 'db'>, input: Purchase): Promise<string | null> {
  const { settings, verified } = await readVerificationStanding(ctx, input.customerId);
  const threshold = settings.purchaseThresholdMinor;
  if (verified || threshold === null || settings.currency !== input.currency) return null;
  const spent = await lifetimeSpendMinor(ctx, { customerId: input.customerId, currency: input.currency });
  if (spent + input.amountMinor <= threshold) return null;
  return verifyToBuyMessage(formatMoney(moneyDto(threshold, settings.currency)));
}

/** Inside the purchase's transaction: refuses (403 REQUIRED) a purchase past the threshold by an unverified customer. */
export async function assertVerifiedToBuy(tx: Ctx, input: Purchase): Promise<void> {
  const refusal = await verifyToBuyRefusal(tx, input);
  if (refusal) throw new DomainError('REQUIRED', { message: refusal });
}

/** For the withdrawal admission: refuses (403 REQUIRED) a customer who is not verified. */
export async function assertVerifiedForWithdrawal(
  ctx: Pick<Ctx, 'db'>,
  input: { customerId: string },
): Promise<void> {
  if (!(await isCustomerVerified(ctx, input.customerId))) {
    throw new DomainError('REQUIRED', { message: VERIFY_TO_WITHDRAW_MESSAGE });
  }
}
