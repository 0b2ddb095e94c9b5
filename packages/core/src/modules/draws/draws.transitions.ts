import type { DrawStatus } from '@lottoshop/contracts/draws';
import { DomainError } from '../../errors.ts';

/**
 * The draw life cycle as data: from each status, the statuses it may move to.
 * OPEN -> (CAPPED when a ticket cap is reached) -> CLOSED at the sales stop -> DRAWN when the result is in
 * -> SCORED when every line is scored -> PAID when prizes are credited -> EMAILED when customers are told.
 */
export const DRAW_TRANSITIONS: Readonly<Record<DrawStatus, readonly DrawStatus[]>> = {
  DRAW_OPEN: ['DRAW_CAPPED', 'DRAW_CLOSED'],
  DRAW_CAPPED: ['DRAW_OPEN', 'DRAW_CLOSED'],
  DRAW_CLOSED: ['DRAW_DRAWN'],
  DRAW_DRAWN: ['DRAW_SCORED'],
  DRAW_SCORED: ['DRAW_PAID'],
  DRAW_PAID: ['DRAW_EMAILED'],
  DRAW_EMAILED: [],
};

export function canTransition(from: DrawStatus, to: DrawStatus): boolean {
  return DRAW_TRANSITIONS[from].includes(to);
}

export function assertTransition(from: DrawStatus, to: DrawStatus): void {
  if (!canTransition(from, to)) {
    throw new DomainError('conflict', {
      message: `A draw cannot move from ${from} to ${to}.`,
      status: 409,
    });
  }
}
