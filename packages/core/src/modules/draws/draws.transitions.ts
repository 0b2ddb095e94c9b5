import { DRAW_STATUSES, type DrawStatus } from '@lottoshop/contracts/draws';
import { stateMachine } from '../../shared/state-machine.ts';

/**
 * The draw life cycle as data: from each status, the statuses it may move to.
 * OPEN -> (CAPPED when a ticket cap is reached) -> CLOSED at the sales stop -> DRAWN when the result is in
 * -> SCORED when every line is scored -> PAID when prizes are credited -> EMAILED when customers are told.
 */
export const DRAW_MACHINE = stateMachine<DrawStatus>('draw', {
  DRAW_OPEN: ['DRAW_CAPPED', 'DRAW_CLOSED'],
  DRAW_CAPPED: ['DRAW_OPEN', 'DRAW_CLOSED'],
  DRAW_CLOSED: ['DRAW_DRAWN'],
  DRAW_DRAWN: ['DRAW_SCORED'],
  DRAW_SCORED: ['DRAW_PAID'],
  DRAW_PAID: ['DRAW_EMAILED'],
  DRAW_EMAILED: [],
});

/** Statuses in which a draw is still on sale (or sold out but not yet closed). */
export const ON_SALE_STATUSES: readonly DrawStatus[] = ['DRAW_OPEN', 'DRAW_CAPPED'];

/** Whether a draw in `status` has got as far as `target` in the life cycle (the contracts list them in order). */
export const reached = (status: DrawStatus, target: DrawStatus): boolean =>
  DRAW_STATUSES.indexOf(status) >= DRAW_STATUSES.indexOf(target);
