/**
 * The capabilities module's testing face, `@lottoshop/core/capabilities/testing`: factories and helpers for
 * tests, and the module's setup face. Production code never reaches it (decision 073).
 */
export { createCapabilityCatalogue, createSegment, type SegmentInput } from './capabilities.factory.ts';
export * from './setup.ts';
