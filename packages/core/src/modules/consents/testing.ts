/**
 * The consents module's testing face, `@lottoshop/core/consents/testing`: factories and helpers for tests,
 * and the module's setup face. Production code never reaches it (decision 073).
 */
export * from './setup.ts';
