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
