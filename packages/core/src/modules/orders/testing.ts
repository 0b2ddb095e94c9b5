/**
 * The orders module's testing face, `@lottoshop/core/orders/testing`: factories and helpers for tests.
 * Production code never reaches it (decision 073).
 */
export { buyTestTicket } from './orders.factory.ts';
