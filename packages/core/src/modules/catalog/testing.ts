/**
 * The catalog module's testing face, `@lottoshop/core/catalog/testing`: factories and helpers for tests, and
 * the module's setup face. Production code never reaches it (decision 073).
 */
export { addGameDefinition } from './catalog.factory.ts';
export * from './setup.ts';
