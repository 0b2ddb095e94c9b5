/**
 * The payments module's testing face, `@lottoshop/core/payments/testing`: factories and helpers for tests,
 * and the module's setup face. Production code never reaches it (decision 073).
 */
export { signCardProcessorWebhook } from './payments.card-processor.ts';
export { createSavedFund, fundWallet, fundWallets } from './payments.factory.ts';
export * from './setup.ts';
