/**
 * The port every payment gateway sits behind. A deposit asks its gateway to take the money; the gateway approves
 * it (the money then moves from the gateway's clearing account to the wallet) or declines it with its reason.
 * Only the test deposit's gateway exists so far; card, PayPal, BPAY and bank gateways add their adapters here.
 */
import { randomUUID } from 'node:crypto';
import type { SystemAccountKey } from '../ledger/index.ts';
import type { PaymentMethodRow } from './payments.tables.ts';

export type GatewayDecision = { approved: true; reference: string } | { approved: false; reason: string };

export type PaymentGateway = {
  /** The gateway's code in the deposit path /funds/{method}/{gateway}/deposit. */
  readonly code: string;
  /** The system account money paid through this gateway comes from (what the gateway owes the shop). */
  readonly clearingAccount: SystemAccountKey;
  /** Asks the gateway to take `amountMinor` from the customer for deposit `depositId`. */
  createDeposit(input: {
    depositId: string;
    customerId: string;
    method: PaymentMethodRow;
    amountMinor: bigint;
    currency: string;
  }): Promise<GatewayDecision>;
};

/** The gateway of the test deposit (`td`): approved at once, no money really moves. */
export const testGateway: PaymentGateway = {
  code: 'test',
  clearingAccount: 'td_deposits',
  createDeposit: async () => ({ approved: true, reference: `test-${randomUUID()}` }),
};

/** The gateways the shop can use, by code. */
export const PAYMENT_GATEWAYS: ReadonlyMap<string, PaymentGateway> = new Map([
  [testGateway.code, testGateway],
]);
