/**
 * The deposit-purchases module: deposit and buy in one step (spec 2 §3 Deposit purchase, §7 POST
 * /deposit_purchase). It owns `deposit_purchases`, the durable intent written with the pending deposit, and the
 * continuation that buys the cart once the gateway confirms the deposit — from the browser's return, the gateway's
 * webhook or the job, whichever comes first, once (decision 045). Deposits are the payments module's, the purchase
 * the orders module's.
 */

export {
  completeDepositPurchase,
  completeSettledDepositPurchases,
  purchaseKeyOf,
} from './deposit-purchases.complete.ts';
export { getDepositPurchase, receiveGatewayWebhook } from './deposit-purchases.follow.ts';
export { paypalFailureMessage, unservedKindMessage } from './deposit-purchases.rules.ts';
export { depositAndPurchase } from './deposit-purchases.start.ts';
export type { DepositPurchaseRow } from './deposit-purchases.tables.ts';
export { DEPOSIT_PURCHASE_MACHINE } from './deposit-purchases.transitions.ts';
