import { randomUUID } from 'node:crypto';
import * as checkout from '@lottoshop/contracts/endpoints/checkout';
import type { MoneyDto } from '@lottoshop/contracts/money';
import { PurchaseBody, type ReceiptDto } from '@lottoshop/contracts/orders';
import { call } from '../../lib/api-client.server.ts';
import type { RequestSession } from '../../lib/session.server.ts';
import { type AmountLimits, depositToCover } from '../wallet/index.ts';
import { cartTotals } from './cart-model.ts';

/**
 * Paying for the cart from the wallet (POST /v2/cart/purchase, 3.3) and reading a receipt
 * (GET /v2/checkout/{checkoutId}, 3.4). The idempotency key is made when the payment page is shown and
 * posted back with it, so a double click or a retried post buys once.
 */
/** Errors of a purchase the customer can act on; the cart is kept. */
export const PURCHASE_ERROR_CODES = [
  'insufficient_funds',
  'draw_closed',
  'price_changed',
  'cart_empty',
  'idempotency_conflict',
  'payment_method_unavailable',
  'spend_limit',
  'global_spend_limit',
] as const;

export function newIdempotencyKey(): string {
  return randomUUID();
}

/** Reads the payment form: the key made with the page and the total the customer saw. */
export function readPurchaseForm(
  form: FormData,
): { ok: true; body: PurchaseBody } | { ok: false; error: string } {
  const amount = Number(form.get('expectedAmount'));
  const currency = form.get('expectedCurrency');
  const parsed = PurchaseBody.safeParse({
    idempotencyKey: form.get('idempotencyKey'),
    paymentMethod: 'wallet',
    expectedTotal: { amount, currency },
  });
  if (!parsed.success)
    return { ok: false, error: 'Your checkout has expired. Please check your cart and try again.' };
  return { ok: true, body: parsed.data };
}

export async function purchaseCart(session: RequestSession, body: PurchaseBody): Promise<ReceiptDto> {
  return (await call(checkout.purchase, { body, session })).result;
}

export async function loadReceipt(session: RequestSession, checkoutId: string): Promise<ReceiptDto> {
  return (await call(checkout.receipt, { params: { checkoutId }, session })).result;
}

/**
 * How a wallet payment stands, by the same totals the cart page shows (`cartTotals`, on the one rule
 * `checkoutFunds`): what is paid now, what is held for pre-orders, and the available funds after buying. The purchase needs the whole cart from the available
 * funds (pre-orders are held, not left out), so `missing` counts them too — the amount the server's deposit check
 * asks for. When something is missing, `deposit` is the deposit to ask for: the shortfall within the deposit
 * method's minimum and maximum (without a method, the shortfall).
 */
export function walletPayment(
  total: MoneyDto,
  preOrderTotal: MoneyDto,
  balance: MoneyDto | null,
  depositLimits: AmountLimits = { min: null, max: null },
) {
  const totals = cartTotals(total, preOrderTotal, balance ?? { amount: 0, currency: total.currency });
  const missing = totals.missing ?? { amount: 0, currency: total.currency };
  return {
    toPay: totals.toPay,
    heldForPreOrders: totals.heldForPreOrders,
    missing,
    balanceAfter: totals.balanceAfter,
    // A cart of pre-orders only has nothing to pay now, but its pre-orders are still bought (their price held).
    canPay: total.amount > 0 && totals.missing === null,
    deposit: totals.missing ? depositToCover(totals.missing, depositLimits) : null,
  };
}
