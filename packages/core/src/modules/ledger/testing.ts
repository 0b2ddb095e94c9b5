/**
 * The ledger module's testing face, `@lottoshop/core/ledger/testing`: factories and helpers for tests.
 * Production code never reaches it (decision 073).
 */
export { spendFromWallet } from './ledger.factory.ts';
