/**
 * The payments module: the ways money comes in (`payment_methods`, site data an operator can change), deposits
 * (`deposits`, pending → approved or declined along DEPOSIT_MACHINE) and the port every payment gateway sits
 * behind. Only the test deposit (`td`, gateway `test`) is connected so far.
 */
export { type DepositInput, depositFunds } from './payments.deposits.ts';
export {
  createDemoPaymentMethods,
  createPaymentMethod,
  fundWallet,
  fundWallets,
  TEST_DEPOSIT_METHOD,
} from './payments.factory.ts';
export {
  type GatewayDecision,
  PAYMENT_GATEWAYS,
  type PaymentGateway,
  testGateway,
} from './payments.gateways.ts';
export { findPaymentMethod, listPaymentMethods, type PaymentMethodFilter } from './payments.queries.ts';
export { depositAmountProblem, depositDescription } from './payments.rules.ts';
export type { DepositStatus, PaymentMethodRow } from './payments.tables.ts';
export { DEPOSIT_MACHINE } from './payments.transitions.ts';
