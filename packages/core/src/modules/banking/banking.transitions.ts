import { stateMachine } from '../../shared/state-machine.ts';
import type { WithdrawalStatus } from './banking.tables.ts';

/** A withdrawal is held (pending) until the operator pays it (the hold posted) or rejects it (the hold voided). */
export const WITHDRAWAL_MACHINE = stateMachine<WithdrawalStatus>('withdrawal', {
  pending: ['paid', 'rejected'],
  paid: [],
  rejected: [],
});
