import { stateMachine } from '../../shared/state-machine.ts';
import { statusMover } from '../../shared/status-moves.ts';
import { type DepositPurchaseStatusValue, depositPurchases } from './deposit-purchases.tables.ts';

/**
 * A deposit purchase waits for its deposit (pending); then the deposit failed (nothing bought), or it was credited
 * and the purchase made (purchased), refused (purchase_failed: the money stays in the wallet) or not asked for
 * (deposited, kind ad_hoc).
 */
export const DEPOSIT_PURCHASE_MACHINE = stateMachine<DepositPurchaseStatusValue>('deposit purchase', {
  pending: ['purchased', 'deposited', 'purchase_failed', 'deposit_failed'],
  purchased: [],
  deposited: [],
  purchase_failed: [],
  deposit_failed: [],
});

export const moveDepositPurchase = statusMover(DEPOSIT_PURCHASE_MACHINE, depositPurchases, 'status');
