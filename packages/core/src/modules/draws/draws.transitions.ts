import { DRAW_STATUSES, type DrawStatus } from '@lottoshop/contracts/draws';
import { stateMachine } from '../../shared/state-machine.ts';
import { statusMover } from '../../shared/status-moves.ts';
import { draws } from './draws.tables.ts';

/**
 * The draw life cycle as data: from each status, the statuses it may move to.
 * OPEN (on sale) -> CLOSED at the sales stop -> DRAWN when the result is in -> SCORED when every line is scored
 * -> PAID when prizes are credited -> EMAILED when customers are told. A raffle draw whose tickets are all sold
 * stays open: sold out is read from its ticket counter (decision 071).
 */
export const DRAW_MACHINE = stateMachine<DrawStatus>('draw', {
  DRAW_OPEN: ['DRAW_CLOSED'],
  DRAW_CLOSED: ['DRAW_DRAWN'],
  DRAW_DRAWN: ['DRAW_SCORED'],
  DRAW_SCORED: ['DRAW_PAID'],
  DRAW_PAID: ['DRAW_EMAILED'],
  DRAW_EMAILED: [],
});

export const moveDraw = statusMover(DRAW_MACHINE, draws, 'status');

/** Statuses in which a draw is still on sale. */
export const ON_SALE_STATUSES: readonly DrawStatus[] = ['DRAW_OPEN'];

/** Whether a draw in `status` has got as far as `target` in the life cycle (the contracts list them in order). */
export const reached = (status: DrawStatus, target: DrawStatus): boolean =>
  DRAW_STATUSES.indexOf(status) >= DRAW_STATUSES.indexOf(target);
