/** Test and seed data for payments: payment methods, and money put in a customer's wallet. */
import { randomUUID } from 'node:crypto';
import { BASE_CURRENCY } from '@lottoshop/contracts/money';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type Ctx, inTransaction, useCaseCtx } from '../../use-case.ts';
import { postTransfer, walletAndSystemAccountIds } from '../ledger/index.ts';
import { depositDescription } from './payments.rules.ts';
import {
  type CustomerFundRow,
  customerFunds,
  type NewCustomerFund,
  type NewPaymentMethod,
  type PaymentMethodRow,
  paymentMethods,
} from './payments.tables.ts';

/** The test deposit (spec 2 §3 code `td`): money in without a real payment, through the `test` gateway. */
export const TEST_DEPOSIT_METHOD: NewPaymentMethod = {
  code: 'td',
  name: 'Test deposit',
  enabled: true,
  minMinor: 1000n,
  maxMinor: 500000n,
  currency: BASE_CURRENCY,
  gateways: ['test'],
  fundsCart: true,
  fundsWithdraw: false,
  fundsDigitalWallets: false,
  fundsFailedVerification: true,
  attributes: {},
  sortOrder: 0,
};

export async function createPaymentMethod(
  db: Db,
  input: Partial<NewPaymentMethod> = {},
): Promise<PaymentMethodRow> {
  const [row] = await db
    .insert(paymentMethods)
    .values({ ...TEST_DEPOSIT_METHOD, ...input })
    .returning();
  if (!row) throw new Error('payment method not created');
  return row;
}

/** Credit and debit cards (spec 2 §3 code `cc`) through the card processor; a saved card's deposit asks for its CSC. */
export const CARD_METHOD: NewPaymentMethod = {
  code: 'cc',
  name: 'Credit or debit card',
  enabled: true,
  minMinor: 1000n,
  maxMinor: 500000n,
  currency: BASE_CURRENCY,
  gateways: ['simulated'],
  gatewayRules: [{ gateway: 'simulated', cscRequired: true }],
  fundsCart: true,
  fundsWithdraw: false,
  fundsDigitalWallets: false,
  fundsFailedVerification: false,
  attributes: { brands: 'Visa,MasterCard,AmericanExpress' },
  sortOrder: 1,
};

/** The spec's other methods, off until an operator connects their gateway and turns them on. */
const METHODS_NOT_CONNECTED: NewPaymentMethod[] = [
  { code: 'pl', name: 'PayPal', gateways: ['braintree'], fundsWithdraw: true, sortOrder: 2 },
  { code: 'ap', name: 'Apple Pay', gateways: ['simulated'], fundsDigitalWallets: true, sortOrder: 3 },
  { code: 'gp', name: 'Google Pay', gateways: ['simulated'], fundsDigitalWallets: true, sortOrder: 4 },
  { code: 'bd', name: 'Direct debit', gateways: ['statement'], fundsCart: false, sortOrder: 7 },
].map((m) => ({
  ...TEST_DEPOSIT_METHOD,
  fundsCart: true,
  fundsFailedVerification: false,
  ...m,
  enabled: false,
}));

/**
 * BPAY and direct deposit: the customer pays from their own bank with their reference; the money is credited when
 * the operator imports the bank statement. The biller code and the shop's account are site data (attributes).
 */
export const BANK_DEPOSIT_METHODS: NewPaymentMethod[] = [
  {
    ...TEST_DEPOSIT_METHOD,
    code: 'bp',
    name: 'BPAY',
    gateways: ['statement'],
    fundsCart: false,
    fundsFailedVerification: false,
    attributes: { billerCode: '987654' },
    sortOrder: 5,
  },
  {
    ...TEST_DEPOSIT_METHOD,
    code: 'dd',
    name: 'Direct deposit',
    gateways: ['statement'],
    fundsCart: false,
    fundsFailedVerification: false,
    attributes: { accountName: 'Lottoshop Client Account', bsb: '062-000', accountNumber: '10457823' },
    sortOrder: 6,
  },
];

/** The payment methods a fresh shop offers: the test deposit, cards, BPAY and direct deposit on, the others off. */
export async function createDemoPaymentMethods(db: Db): Promise<void> {
  for (const method of [
    TEST_DEPOSIT_METHOD,
    CARD_METHOD,
    ...BANK_DEPOSIT_METHODS,
    ...METHODS_NOT_CONNECTED,
  ]) {
    await createPaymentMethod(db, method);
  }
}

/**
 * The payment methods a production shop starts with (no test deposit): cards on; BPAY and direct deposit off until
 * the operator puts their own biller code and account in (the demo's are not a real account); the others off until
 * their gateway is connected.
 */
export async function createShopPaymentMethods(db: Db): Promise<void> {
  const bankMethods = BANK_DEPOSIT_METHODS.map((m) => ({ ...m, enabled: false }));
  for (const method of [CARD_METHOD, ...bankMethods, ...METHODS_NOT_CONNECTED]) {
    await createPaymentMethod(db, method);
  }
}

/**
 * The demo shop also takes PayPal and the device wallets, through the simulated processor (decision 044); which
 * methods are on stays site data an operator can change.
 */
export async function connectDemoGatewayMethods(db: Db): Promise<void> {
  await db
    .update(paymentMethods)
    .set({ enabled: true })
    .where(inArray(paymentMethods.code, ['pl', 'ap', 'gp']));
}

/**
 * The card method's gateways, in the order they are offered (a shop started with Stripe keys offers Stripe first,
 * decision 047); a gateway without a rule yet gets one that does not ask for the CSC (Stripe.js takes it).
 */
export async function setCardGateways(db: Db, gateways: string[]): Promise<void> {
  const [card] = await db.select().from(paymentMethods).where(eq(paymentMethods.code, 'cc'));
  if (!card) return;
  const rules = gateways.map(
    (gateway) => card.gatewayRules.find((r) => r.gateway === gateway) ?? { gateway, cscRequired: false },
  );
  await db.update(paymentMethods).set({ gateways, gatewayRules: rules }).where(eq(paymentMethods.code, 'cc'));
}

/** One test deposit transfer into the customer's wallet (no deposit row); returns the transfer id. */
async function postTestDeposit(
  tx: Ctx,
  customerId: string,
  amountMinor: bigint,
  currency: string,
): Promise<string> {
  const { walletId, systemId } = await walletAndSystemAccountIds(tx, {
    customerId,
    system: 'td_deposits',
    currency,
    spread: false,
  });
  const { transfer } = await postTransfer(
    tx,
    {
      idempotencyKey: `factory:${randomUUID()}`,
      debitAccountId: systemId,
      creditAccountId: walletId,
      amountMinor,
      kind: 'deposit',
      customerId,
      reference: null,
      description: depositDescription(TEST_DEPOSIT_METHOD.name),
    },
    // A random UUID: no transfer has this key yet.
    { keyIsNew: true },
  );
  return transfer.id;
}

/** Puts `amountMinor` in the customer's wallet as a test deposit transfer (no deposit row); returns the transfer id. */
export async function fundWallet(
  db: Db,
  customerId: string,
  amountMinor: bigint,
  opts: { now?: Date; currency?: string } = {},
): Promise<string> {
  const now = opts.now ?? new Date();
  const ctx = useCaseCtx({ db, clock: { now: () => now } });
  return inTransaction(ctx, (tx) =>
    postTestDeposit(tx, customerId, amountMinor, opts.currency ?? BASE_CURRENCY),
  );
}

/**
 * Puts `amountMinor` in each customer's wallet as test deposit transfers (no deposit rows), 250 customers per
 * transaction: the benchmarks fund tens of thousands of wallets this way.
 */
export async function fundWallets(
  db: Db,
  customerIds: readonly string[],
  amountMinor: bigint,
  opts: { now?: Date; currency?: string } = {},
): Promise<void> {
  const now = opts.now ?? new Date();
  const currency = opts.currency ?? BASE_CURRENCY;
  const ctx = useCaseCtx({ db, clock: { now: () => now } });
  for (let start = 0; start < customerIds.length; start += 250) {
    await inTransaction(ctx, async (tx) => {
      for (const customerId of customerIds.slice(start, start + 250)) {
        await postTestDeposit(tx, customerId, amountMinor, currency);
      }
    });
  }
}

/**
 * A saved fund for tests, as if its gateway had tokenised a card. With the test deposit's method and gateway
 * (`td`, `test`) a deposit with it is approved at once, without a card processor.
 */
export async function createSavedFund(
  db: Db,
  input: { customerId: string } & Partial<NewCustomerFund>,
): Promise<CustomerFundRow> {
  const [row] = await db
    .insert(customerFunds)
    .values({
      methodCode: 'td',
      gateway: 'test',
      token: `tok_${randomUUID().replaceAll('-', '')}`,
      brand: 'Visa',
      lastFour: '4242',
      expiryMonth: 12,
      expiryYear: 2040,
      verification: 'Verified',
      isDefault: false,
      ...input,
    })
    .returning();
  if (!row) throw new Error('fund not created');
  return row;
}
