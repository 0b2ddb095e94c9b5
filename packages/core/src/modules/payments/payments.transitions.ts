import { stateMachine } from '../../shared/state-machine.ts';
import { statusMover } from '../../shared/status-moves.ts';
import { type DepositStatus, deposits } from './payments.tables.ts';

/** A deposit waits for its gateway (pending), then is approved (its money posted to the wallet) or declined. */
export const DEPOSIT_MACHINE = stateMachine<DepositStatus>('deposit', {
  pending: ['approved', 'declined'],
  approved: [],
  declined: [],
});

export const moveDeposit = statusMover(DEPOSIT_MACHINE, deposits, 'status');
