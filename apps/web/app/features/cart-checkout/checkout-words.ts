/**
 * How the cart's money is worded on every page that shows it (the cart, the payment step, deposit and buy, the
 * receipt; the
 * header's button reads "Available funds" to screen readers): the figures come from one rule, `checkoutFunds`
 * (contracts' cart.ts), and are named the same everywhere.
 */
export const CHECKOUT_WORDS = {
  paidNow: 'Paid now',
  payNow: 'To pay now',
  heldForPreOrders: 'Held for pre-orders (taken when their draw opens)',
  availableFunds: 'Available funds',
  availableAfter: 'Available funds after this purchase',
  /** Follows "Your available funds are {amount}". */
  shortOf: 'short of what these tickets need',
} as const;
