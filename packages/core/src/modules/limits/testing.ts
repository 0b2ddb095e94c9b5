/**
 * The limits module's testing face, `@lottoshop/core/limits/testing`: factories and helpers for tests, and
 * the module's setup face. Production code never reaches it (decision 073).
 */
export { createCustomerLimit, createOperatorSpendLimit } from './limits.factory.ts';
export * from './setup.ts';
