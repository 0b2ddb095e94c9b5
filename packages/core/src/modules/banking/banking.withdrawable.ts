/**
 * Which money a customer may withdraw (decision 039): what the wallet can spend now (its balance less the money
 * held for purchases and withdrawals in flight) — winnings, unspent deposits, refunds and migrated balances —
 * less promotional credit, which can be played but not withdrawn. The shop gives no promotional credit yet, so
 * that part is zero until a promotional transfer kind exists; it is named here so the rule has one place.
 */
import type { Ctx } from '../../use-case.ts';
import { getWalletBalance } from '../ledger/index.ts';

export type Withdrawable = {
  /** What may be withdrawn now. */
  amountMinor: bigint;
  /** What the wallet can spend (balance less holds). */
  availableMinor: bigint;
  /** Promotional credit in the wallet, which cannot be withdrawn. */
  notWithdrawableMinor: bigint;
};

export async function withdrawableMinor(
  ctx: Pick<Ctx, 'db'>,
  input: { customerId: string; currency: string },
): Promise<Withdrawable> {
  const wallet = await getWalletBalance(ctx, input);
  const notWithdrawableMinor = 0n;
  const amount = wallet.availableMinor - notWithdrawableMinor;
  return {
    amountMinor: amount > 0n ? amount : 0n,
    availableMinor: wallet.availableMinor,
    notWithdrawableMinor,
  };
}
