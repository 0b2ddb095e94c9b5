/**
 * The checkout's deposit step (spec 2 §7 POST /deposit_purchase, 3.3): deposit what the wallet is short of and buy
 * the cart in one step, by a saved card (with its security code and the browser's 3-D Secure data) or PayPal; and
 * following it after the gateway's page (GET /deposit_purchase/{depositId}). The gateway's pages send the browser
 * back to /3ds/notify?flow=checkout, which forwards to the checkout's deposit pages.
 */
import {
  channelKeyFor,
  type DepositPurchaseBody,
  type DepositPurchaseDto,
} from '@lottoshop/contracts/deposit-purchase';
import * as depositPurchase from '@lottoshop/contracts/endpoints/deposit-purchase';
import { THREE_DS_NOTIFY_PATH } from '@lottoshop/contracts/funds';
import { call } from '../../lib/api-client.server.ts';
import { isApiError } from '../../lib/api-errors.ts';
import { readCookie } from '../../lib/cookie-values.ts';
import { isResourceId } from '../../lib/resource-id.ts';
import type { RequestSession } from '../../lib/session.server.ts';

/** Where the gateway's page returns to for a deposit that pays for the cart. */
export const checkoutNotifyUrl = (request: Request) =>
  `${new URL(request.url).origin}${THREE_DS_NOTIFY_PATH}?flow=checkout`;

/** Spec 2 §3: APP when the visit came with utm_source=app (the utm cookie), else web. */
export function channelKeyOf(request: Request): 'APP' | 'web' {
  const raw = readCookie(request.headers.get('cookie'), 'utm');
  if (!raw) return 'web';
  try {
    const utm = JSON.parse(raw) as Record<string, unknown>;
    return channelKeyFor(typeof utm.utm_source === 'string' ? utm.utm_source : null);
  } catch {
    return 'web';
  }
}

export async function postDepositPurchase(
  session: RequestSession,
  body: DepositPurchaseBody,
): Promise<DepositPurchaseDto> {
  return (await call(depositPurchase.start, { session, body })).result;
}

/** The customer's deposit purchase paid by `depositId`, brought up to date; null when there is none. */
export async function loadDepositPurchase(
  session: RequestSession,
  depositId: string,
): Promise<DepositPurchaseDto | null> {
  if (!isResourceId(depositId)) return null;
  try {
    return (await call(depositPurchase.get, { session, params: { depositId } })).result;
  } catch (err) {
    if (isApiError(err) && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}

/** Where the customer goes once the deposit purchase has an answer (or is waiting at the gateway's page). */
export function nextPathOf(dp: DepositPurchaseDto): string {
  const id = encodeURIComponent(dp.deposit.depositId);
  if (dp.status === 'deposit_failed') return `/checkout/deposit/${id}/cancel`;
  return `/checkout/deposit/${id}/success`;
}
