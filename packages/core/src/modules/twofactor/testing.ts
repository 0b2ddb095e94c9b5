/**
 * The twofactor module's testing face, `@lottoshop/core/twofactor/testing`: factories and helpers for tests.
 * Production code never reaches it (decision 073).
 */
export { totpCode } from './twofactor.totp.ts';
