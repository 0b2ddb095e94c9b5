import { stateMachine } from '../../shared/state-machine.ts';
import type { CheckoutStatus } from './orders.tables.ts';

/**
 * A checkout is claimed pending, then paid once its money is posted, or failed when its payment could not be
 * completed (a card payment declined after the claim was committed). A wallet purchase claims and pays in one
 * transaction, so a refused one leaves no checkout at all.
 */
export const CHECKOUT_MACHINE = stateMachine<CheckoutStatus>('checkout', {
  pending: ['paid', 'failed'],
  paid: [],
  failed: [],
});
