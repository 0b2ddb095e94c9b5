/**
 * The account migration's words, its polling and its dismissed cookie (spec 2 §2-§3, §9). zod-free, for browser
 * bundles.
 */
export const MIGRATION_POLL = { initialDelayMs: 3000, intervalMs: 3000, maxTries: 5 } as const;

export const MIGRATION_DISMISSED_COOKIE = 'migrate_account_modal_dismissal';

export const MIGRATION_DISMISSED_DAYS = 7;

export const MIGRATION_MESSAGES = {
  promptTitle: 'Move your account to our new shop',
  prompt:
    'Your account on our previous site can now be moved here: your balance comes with it, and you keep playing with one login.',
  acceptTerms: 'I agree to the terms and conditions of the new shop',
  termsRequired: 'You must agree to the terms and conditions to proceed.',
  inProgressTitle: 'Moving your account…',
  inProgress: 'This takes a few seconds. Please keep this window open.',
  successTitle: 'Your account has been moved',
  success: (balance: string) =>
    `Welcome to the new shop. ${balance} from your previous account is now in your wallet.`,
  failureTitle: 'We could not move your account',
  failure: 'Something went wrong while moving your account. Your balance is safe: please try again.',
  ineligible: 'There is no account to move.',
} as const;
