import { stateMachine } from '../../shared/state-machine.ts';
import { statusMover } from '../../shared/status-moves.ts';
import { mailOutbox, type OutboxStatus } from './mail.tables.ts';

/**
 * An e-mail waits in the outbox (pending, through its retries) until it is sent, or until the sender gives up after
 * its last attempt (failed).
 */
export const OUTBOX_MACHINE = stateMachine<OutboxStatus>('queued e-mail', {
  pending: ['sent', 'failed'],
  sent: [],
  failed: [],
});

export const moveOutboxMail = statusMover(OUTBOX_MACHINE, mailOutbox, 'status');
