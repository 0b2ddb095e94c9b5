/**
 * The verification module's testing face, `@lottoshop/core/verification/testing`: factories and helpers for
 * tests, and the module's setup face. Production code never reaches it (decision 073).
 */
export * from './setup.ts';
export { createVerifiedAttempt } from './verification.factory.ts';
