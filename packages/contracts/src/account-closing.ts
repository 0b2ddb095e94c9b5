/**
 * Closing an account (spec 1 §2 /close-my-account, spec 2 §7 `DELETE /customer` with a form): the password and
 * a reason. The wallet must be empty first; the account's history is kept, but it can no longer sign in.
 * Browser-safe.
 */
import { z } from 'zod';
import { FORM_MESSAGES } from './form-messages.ts';

export const CLOSURE_REASONS = [
  'no_longer_play',
  'too_expensive',
  'other_provider',
  'not_happy_with_service',
  'gambling_concerns',
  'other',
] as const;
export type ClosureReason = (typeof CLOSURE_REASONS)[number];

export const CLOSURE_REASON_LABELS: Record<ClosureReason, string> = {
  no_longer_play: 'I no longer play',
  too_expensive: 'It costs too much',
  other_provider: 'I play with another provider',
  not_happy_with_service: 'I am not happy with the service',
  gambling_concerns: 'I am worried about my gambling',
  other: 'Another reason',
};

/** DELETE /v2/customer */
export const CloseAccountBody = z.object({
  password: z.string({ error: FORM_MESSAGES.required }).min(1, { error: FORM_MESSAGES.required }).max(1024),
  reason: z.enum(CLOSURE_REASONS, { error: 'Please choose a reason' }),
  comment: z.string().trim().max(1000, 'This is too long').optional(),
});
export type CloseAccountBody = z.infer<typeof CloseAccountBody>;

export const CLOSING_MESSAGES = {
  wrongPassword: 'The password you entered is incorrect.',
  walletNotEmpty: (funds: string) =>
    `Your wallet still holds ${funds}. Please withdraw your funds before closing your account, or contact support.`,
  upcomingTickets:
    'You have tickets in draws that have not been drawn yet. You can close your account once they have been drawn and any prizes paid.',
} as const;
