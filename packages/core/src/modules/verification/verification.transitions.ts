import type { AttemptOutcome } from '@lottoshop/contracts/verification';
import { stateMachine } from '../../shared/state-machine.ts';
import { statusMover } from '../../shared/status-moves.ts';
import { verificationAttempts } from './verification.tables.ts';

/**
 * An attempt is verified or failed at once by its provider, or waits for review (an upload, a referred check)
 * until an operator approves it (verified) or rejects it (rejected). Each decision is made once.
 */
export const ATTEMPT_MACHINE = stateMachine<AttemptOutcome>(
  'verification',
  {
    review: ['verified', 'rejected'],
    verified: [],
    failed: [],
    rejected: [],
  },
  { refused: (from) => (from === 'review' ? undefined : `This verification was already decided (${from}).`) },
);

export const moveAttempt = statusMover(ATTEMPT_MACHINE, verificationAttempts, 'outcome');
