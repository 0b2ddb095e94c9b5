/**
 * The cart module's testing face, `@lottoshop/core/cart/testing`: factories and helpers for tests. Production
 * code never reaches it (decision 073).
 */
export { fillCarts } from './cart.factory.ts';
