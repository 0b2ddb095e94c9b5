/**
 * Where verification is required: buying past the site's spend threshold (checked inside the purchase's
 * transaction, beside the limits check, so the spend it counts is the one the limits lock serialises), and
 * withdrawing (always). Both refuse with 403 REQUIRED (spec 1 §6) and say where to verify. The cart shows the same
 * refusal as its `verify_account_required` blocked reason.
 */
import { formatMoney } from '@lottoshop/contracts/formatting';
import { VERIFY_TO_WITHDRAW_MESSAGE, verifyToBuyMessage } from '@lottoshop/contracts/verification';
import { DomainError } from '../../errors.ts';
import { add, currencyOf, type Money, moneyOf, moreThan, toMoneyDto } from '../../shared/money.ts';
import type { Ctx } from '../../use-case.ts';
import type { WalletFlows } from '../ledger/index.ts';
import {
  isCustomerVerified,
  LIFETIME,
  lifetimeSpend,
  lifetimeSpendFrom,
  readVerificationStanding,
} from './verification.state.ts';

/** A purchase about to be made: its customer and total. */
type Purchase = { customerId: string; amount: Money };

const whose = (input: Purchase) => ({ customerId: input.customerId, currency: currencyOf(input.amount) });

/**
 * The purchase's verification check as read before the money is counted: null when it cannot refuse (the
 * customer is verified, the site has no threshold, or it is set in another currency); else the threshold and the
 * ledger window (`since`) whose spend it is measured against.
 */
export type VerifyToBuyCheck = { threshold: Money; since: Date } | null;

/** Reads the customer's standing and the site's threshold (one statement). */
export async function readVerifyToBuyCheck(ctx: Pick<Ctx, 'db'>, input: Purchase): Promise<VerifyToBuyCheck> {
  const { settings, verified } = await readVerificationStanding(ctx, input.customerId);
  const threshold = settings.purchaseThresholdMinor;
  if (verified || threshold === null || settings.currency !== currencyOf(input.amount)) return null;
  return { threshold: moneyOf(threshold, settings.currency), since: LIFETIME };
}

/** The refusal when `spent` and this purchase together pass the threshold; a currency mix-up throws. */
function refusalOf(check: NonNullable<VerifyToBuyCheck>, input: Purchase, spent: Money): string | null {
  if (!moreThan(add(spent, input.amount), check.threshold)) return null;
  return verifyToBuyMessage(formatMoney(toMoneyDto(check.threshold)));
}

/** Why this purchase needs a verified identity first, or null when it may go ahead (the cart's reason). */
export async function verifyToBuyRefusal(ctx: Pick<Ctx, 'db'>, input: Purchase): Promise<string | null> {
  const check = await readVerifyToBuyCheck(ctx, input);
  if (!check) return null;
  return refusalOf(check, input, await lifetimeSpend(ctx, whose(input)));
}

/**
 * Inside the purchase's transaction: refuses (403 REQUIRED) a purchase past the threshold by an unverified
 * customer. `flows` are the ledger's, read under the limits lock with the check's window among them
 * (`assertWithinSpendLimits`' `alsoSince`), so the spend it counts is the one that lock serialises.
 */
export function assertVerifiedToBuy(
  check: VerifyToBuyCheck,
  input: Purchase,
  flows: ReadonlyMap<number, WalletFlows>,
): void {
  if (!check) return;
  const spent = lifetimeSpendFrom(flows);
  if (spent === undefined)
    throw new Error('the purchase read no ledger window for the verification threshold');
  const refusal = refusalOf(check, input, spent);
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
