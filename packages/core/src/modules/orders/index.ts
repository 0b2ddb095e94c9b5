/**
 * The orders module: checkouts (one per purchase, unique per customer and idempotency key, pending → paid),
 * tickets, their lines and the draws they enter. The purchase (steps with compensations, one transaction),
 * receipts, the customer's upcoming and past tickets, what they might play next from their own history, and the
 * lines entered in a draw for settlement.
 */

export { getCustomerDrawResult, listCustomerPastResults } from './orders.customer-results.ts';
export {
  buyTickets,
  type PriceChange,
  PricesChangedError,
  type PurchaseResult,
  purchaseCart,
} from './orders.purchase.ts';
export {
  type DrawLine,
  getReceipt,
  getTicket,
  listDrawLines,
  listTickets,
  type TicketListStatus,
} from './orders.queries.ts';
export { getCheckoutRaffleTickets } from './orders.raffle-numbers.ts';
export { listRecommendedPlays } from './orders.recommended.ts';
export { insufficientFundsMessage, priceChangedMessage, ticketLinesProblem } from './orders.rules.ts';
export type { CheckoutStatus } from './orders.tables.ts';
export { CHECKOUT_MACHINE } from './orders.transitions.ts';
