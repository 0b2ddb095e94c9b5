/**
 * The cart module: anonymous carts (by a secret token that lives 14 days) and one cart per customer (`carts`), and
 * their validated tickets with the price when added (`cart_items`); quick pick on the server; closed draws
 * removed; conversion on sign-in. The purchase takes a cart with `lockCustomerCart` and empties it with `clearCart`.
 */

export { fillCarts } from './cart.factory.ts';
export { type CheckoutItem, clearCart, lockCustomerCart, repriceItems } from './cart.queries.ts';
export { completeLine, describeItem, fillNumberSet, isEmptyLine, type RandomInt } from './cart.rules.ts';
export {
  addItem,
  addRaffleItem,
  buildCart,
  type CartFor,
  type CartRef,
  convertAnonymousCart,
  createAnonymousCart,
  deleteExpiredAnonymousCarts,
  getAnonymousCart,
  getCustomerCart,
  MAX_CART_ITEMS,
  removeItem,
  updateItemQuantity,
  type ValidatedTicket,
  validateTicket,
} from './cart.service.ts';
