import type { CustomerStatus } from '@lottoshop/contracts/identity';
import { stateMachine } from '../../shared/state-machine.ts';
import { statusMover } from '../../shared/status-moves.ts';
import { customers } from './identity.tables.ts';

/** A customer's account is active from sign-up until the customer closes it; a closed account stays closed. */
export const CUSTOMER_MACHINE = stateMachine<CustomerStatus>(
  'customer account',
  { active: ['closed'], closed: [] },
  { refused: (from) => (from === 'closed' ? 'This account is already closed.' : undefined) },
);

export const moveCustomer = statusMover(CUSTOMER_MACHINE, customers, 'status');
