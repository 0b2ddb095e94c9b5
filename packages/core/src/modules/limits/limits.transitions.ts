import { stateMachine } from '../../shared/state-machine.ts';
import { statusMover } from '../../shared/status-moves.ts';
import { customerLimitChanges, type LimitChangeStatus } from './limits.tables.ts';

/**
 * A change of a limit is applied at once (a first or lower limit, inserted applied), or waits out the cooling-off
 * period (pending) until it is applied, or is cancelled by the customer or by a newer change of the same limit.
 */
export const LIMIT_CHANGE_MACHINE = stateMachine<LimitChangeStatus>('limit change', {
  pending: ['applied', 'cancelled'],
  applied: [],
  cancelled: [],
});

export const moveLimitChange = statusMover(LIMIT_CHANGE_MACHINE, customerLimitChanges, 'status');
