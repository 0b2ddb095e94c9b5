/**
 * The payments module: the ways money comes in (`payment_methods`, site data an operator can change), the
 * customer's saved cards (`customer_funds`, the gateway's token only), deposits (`deposits`, pending → approved or
 * declined along DEPOSIT_MACHINE, settled only by `settleDeposit`), the gateway notifications applied
 * (`payment_gateway_events`) and the port every payment gateway sits behind: the test deposit (`td`, gateway
 * `test`), cards and device wallets through the card processor (`cc`, `ap`, `gp`, gateway `simulated`) and PayPal
 * (`pl`, gateway `braintree`).
 */

export {
  APPLE_PAY_MESSAGES,
  isAppleValidationUrl,
  startApplePaySession,
} from './payments.apple-pay.ts';
export { cardDepositDto, getCardDeposit } from './payments.card-deposits.ts';
export {
  CARD_PROCESSOR_GATEWAY,
  type CardProcessorConfig,
  cardProcessorGateway,
} from './payments.card-processor.ts';
export { cancelDeposit, DEPOSIT_CANCEL_MESSAGES } from './payments.deposit-cancel.ts';
export {
  type ReconcileOptions,
  type ReconcileResult,
  reconcilePendingDeposits,
  UNFINISHED_DEPOSIT_REASONS,
} from './payments.deposit-reconciliation.ts';
export { settleDeposit } from './payments.deposit-settlement.ts';
export { type DepositInput, depositFunds } from './payments.deposits.ts';
export {
  addCard,
  getFund,
  listCardGateways,
  listFunds,
  removeFund,
  setDefaultFund,
  startStripeSetup,
} from './payments.funds.ts';
export {
  depositThroughGateway,
  depositWithFund,
  type FundDepositInput,
  findDeposit,
  findOwnDepositByKey,
  type GatewayDepositInput,
  type GatewayDepositResult,
} from './payments.gateway-deposits.ts';
export {
  type GatewayEvent,
  liveGateways,
  PAYMENT_GATEWAYS,
  type PaymentGateway,
  type PaymentGateways,
  type PaymentOutcome,
  paymentGateways,
  testGateway,
} from './payments.gateways.ts';
export { depositWithPaypal, PAYPAL_CANCELLED, PAYPAL_GATEWAY, paypalGateway } from './payments.paypal.ts';
export { findPaymentMethod, listPaymentMethods, type PaymentMethodFilter } from './payments.queries.ts';
export { depositDescription } from './payments.rules.ts';
export {
  creditStatementDeposit,
  STATEMENT_METHODS,
  statementGateway,
} from './payments.statement-deposits.ts';
export {
  STRIPE_GATEWAY,
  type StripeConfig,
  type StripeGateway,
  stripeClient,
  stripeGateway,
} from './payments.stripe.ts';
export type { DepositRow, DepositStatus, PaymentMethodRow } from './payments.tables.ts';
export { DEPOSIT_MACHINE } from './payments.transitions.ts';
export { applyGatewayWebhook, type WebhookResult } from './payments.webhooks.ts';
