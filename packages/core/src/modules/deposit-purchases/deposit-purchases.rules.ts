/** The deposit-purchases module's pure rules: what the customer reads. */
import { type DepositPurchaseKind, PAYPAL_FAILURE_MESSAGE } from '@lottoshop/contracts/deposit-purchase';

/** Spec 2 §8's PayPal funds failure notice, with PayPal's reason first when it gave one. */
export function paypalFailureMessage(reason: string | null): string {
  return reason ? `${reason} ${PAYPAL_FAILURE_MESSAGE}` : PAYPAL_FAILURE_MESSAGE;
}

/** Why a kind of deposit purchase is refused while its feature does not exist; null when it is served. */
export function unservedKindMessage(kind: DepositPurchaseKind): string | null {
  if (kind === 'membership')
    return 'Memberships are not available yet, so a deposit cannot be made to join one.';
  if (kind === 'partner_purchase')
    return 'Partner purchases are not available yet. Please buy your tickets from your cart.';
  return null;
}
