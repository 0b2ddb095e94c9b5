/**
 * Which money a customer may withdraw (decision 039): what the wallet can spend now (its balance less the money
 * held for purchases and withdrawals in flight) — winnings, unspent deposits, refunds and migrated balances —
 * less promotional credit, which can be played but not withdrawn. The shop gives no promotional credit yet, so
 * that part is zero until a promotional transfer kind exists; it is named here so the rule has one place.
 */
import { isNegativeMoney, type Money, moneyOf, subtract, zeroOf } from '../../shared/money.ts';
import type { Ctx } from '../../use-case.ts';
import { getWalletBalance } from '../ledger/index.ts';

export type Withdrawable = {
  /** What may be withdrawn now. */
  amount: Money;
  /** What the wallet can spend (balance less holds). */
  available: Money;
  /** Promotional credit in the wallet, which cannot be withdrawn. */
  notWithdrawable: Money;
};

export async function withdrawableFunds(
  ctx: Pick<Ctx, 'db'>,
  input: { customerId: string; currency: string },
): Promise<Withdrawable> {
  const wallet = await getWalletBalance(ctx, input);
  const available = moneyOf(wallet.availableMinor, input.currency);
  const notWithdrawable = zeroOf(input.currency);
  const amount = subtract(available, notWithdrawable);
  return { amount: isNegativeMoney(amount) ? zeroOf(input.currency) : amount, available, notWithdrawable };
}
