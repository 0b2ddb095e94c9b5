import { stateMachine } from '../../shared/state-machine.ts';
import { statusMover } from '../../shared/status-moves.ts';
import { type WithdrawalStatus, withdrawals } from './banking.tables.ts';

/** A withdrawal is held (pending) until the operator pays it (the hold posted) or rejects it (the hold voided). */
export const WITHDRAWAL_MACHINE = stateMachine<WithdrawalStatus>('withdrawal', {
  pending: ['paid', 'rejected'],
  paid: [],
  rejected: [],
});

export const moveWithdrawal = statusMover(WITHDRAWAL_MACHINE, withdrawals, 'status');
