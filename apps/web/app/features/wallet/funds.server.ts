/**
 * The card pages' API calls (spec 2 §7 Funds): the saved cards, the card gateways (where a card is entered: the
 * processor's hosted field), saving a card from the processor's token, the default card, removing one, a deposit
 * with a saved card and the deposit as it now stands. The card number never passes through here: only the
 * processor's token, and the card security code of a deposit on its way to the processor.
 */
import type { EndpointBody } from '@lottoshop/contracts/endpoint';
import * as cards from '@lottoshop/contracts/endpoints/cards';
import * as wallet from '@lottoshop/contracts/endpoints/wallet';
import {
  type CardDepositDto,
  type CardGatewayDto,
  CHALLENGE_WINDOW_SIZES,
  type FundDto,
  type StripeSetupDto,
  snapColourDepth,
  THREE_DS_NOTIFY_PATH,
  type ThreeDsBrowserData,
} from '@lottoshop/contracts/funds';
import { call } from '../../lib/api-client.server.ts';
import { isApiError } from '../../lib/api-errors.ts';
import { webEnv } from '../../lib/env.server.ts';
import { isResourceId } from '../../lib/resource-id.ts';
import type { RequestSession } from '../../lib/session.server.ts';

/** GET /v2/funds/cc: the customer's saved cards, default first. */
export async function loadCards(session: RequestSession): Promise<FundDto[]> {
  return (await call(cards.list, { session, params: { key: 'cc' } })).result;
}

/**
 * GET /v2/funds/card_gateways: the first gateway taking cards that this web server can offer (a hosted field, or
 * Stripe when Stripe.js is allowed here), or null when cards are off.
 */
export async function loadCardGateway(session: RequestSession): Promise<CardGatewayDto | null> {
  const gateways = (await call(cards.listGateways, { session })).result;
  const stripeJsUrl = webEnv().stripeJsUrl;
  return (
    gateways.find((g) => (g.entry === 'hosted_field' ? g.hostedFieldsUrl !== null : stripeJsUrl !== null)) ??
    null
  );
}

/** Where the page takes a new card: the gateway's hosted field, or Stripe.js's card Element with its SetupIntent. */
export type CardEntry =
  | { kind: 'hosted_field'; gateway: string; src: string }
  | {
      kind: 'stripe_elements';
      gateway: string;
      scriptUrl: string;
      publishableKey: string;
      clientSecret: string;
    };

/** The hosted card field's address for a page of `pageOrigin` (the field posts its token back to that origin). */
export function hostedFieldSrc(gateway: CardGatewayDto, pageOrigin: string): string {
  const url = new URL(gateway.hostedFieldsUrl ?? '');
  url.searchParams.set('key', gateway.publishableKey);
  url.searchParams.set('origin', pageOrigin);
  return url.toString();
}

/** POST /v2/funds/stripe/setup: a SetupIntent for Stripe.js to confirm with the card, and the key it opens with. */
export async function startStripeSetup(session: RequestSession): Promise<StripeSetupDto> {
  return (await call(cards.startStripeSetup, { session })).result;
}

/** The card entry of `gateway` for a page of `pageOrigin` (Stripe's asks the API for a SetupIntent). */
export async function cardEntryOf(
  session: RequestSession,
  gateway: CardGatewayDto,
  pageOrigin: string,
): Promise<CardEntry> {
  const scriptUrl = webEnv().stripeJsUrl;
  if (gateway.entry === 'stripe_elements' && scriptUrl) {
    const setup = await startStripeSetup(session);
    return {
      kind: 'stripe_elements',
      gateway: gateway.gateway,
      scriptUrl,
      publishableKey: setup.publishableKey,
      clientSecret: setup.clientSecret,
    };
  }
  return { kind: 'hosted_field', gateway: gateway.gateway, src: hostedFieldSrc(gateway, pageOrigin) };
}

/** POST /v2/funds/cc/{gateway}: save the card behind the processor's token. */
export async function saveCard(session: RequestSession, gateway: string, token: string): Promise<FundDto> {
  return (await call(cards.add, { session, params: { method: 'cc', gateway }, body: { token } })).result;
}

export async function makeDefaultCard(session: RequestSession, fundId: string): Promise<void> {
  await call(cards.setDefault, { session, params: { id: fundId } });
}

export async function removeCard(session: RequestSession, fundId: string): Promise<void> {
  await call(cards.remove, { session, params: { id: fundId } });
}

/** POST /v2/funds/{id}/deposit (3.4). */
export async function depositWithCard(
  session: RequestSession,
  fundId: string,
  body: EndpointBody<typeof cards.deposit>,
): Promise<CardDepositDto> {
  return (await call(cards.deposit, { session, params: { id: fundId }, body })).result;
}

/**
 * POST /v2/funds/pl/braintree (3.4): a PayPal deposit, answered pending with PayPal's approval page
 * (`challengeUrl`); PayPal sends the browser back to this site's /3ds/notify, which goes on to the deposit's
 * authorisation page.
 */
export async function depositWithPaypal(
  session: RequestSession,
  request: Request,
  body: Omit<EndpointBody<typeof wallet.depositWithPaypal>, 'returnUrl'>,
): Promise<CardDepositDto> {
  const returnUrl = `${new URL(request.url).origin}${THREE_DS_NOTIFY_PATH}`;
  return (await call(wallet.depositWithPaypal, { session, body: { ...body, returnUrl } })).result;
}

/** GET /v2/funds/{id}/deposit, or null when the customer has no such deposit. */
export async function loadCardDeposit(
  session: RequestSession,
  depositId: string,
): Promise<CardDepositDto | null> {
  if (!isResourceId(depositId)) return null;
  try {
    return (await call(cards.getDeposit, { session, params: { id: depositId } })).result;
  } catch (err) {
    if (isApiError(err) && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}

export type CancelDepositAnswer =
  | { cancelled: true; deposit: CardDepositDto }
  | { cancelled: false; reason: string }
  | null;

/**
 * POST /v2/funds/{id}/deposit/cancel: the customer cancels their deposit; null when they have no such deposit, the
 * reason when it cannot be cancelled (409: approved, not made, or being processed).
 */
export async function cancelCardDeposit(
  session: RequestSession,
  depositId: string,
): Promise<CancelDepositAnswer> {
  if (!isResourceId(depositId)) return null;
  try {
    const res = await call(cards.cancelDeposit, { session, params: { id: depositId } });
    return { cancelled: true, deposit: res.result };
  } catch (err) {
    if (isApiError(err) && (err.status === 404 || err.status === 400)) return null;
    if (isApiError(err) && err.status === 409) return { cancelled: false, reason: err.message };
    throw err;
  }
}

function int(form: FormData, name: string, fallback: number, min: number, max: number): number {
  const value = Number(form.get(name));
  return Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

/**
 * The 3-D Secure browser data (spec 2 §3) from the deposit form's hidden fields, which the page fills from the
 * browser (BrowserDataFields); without JavaScript they keep their defaults. The colour depth is snapped to the
 * accepted values; the notification URL is this site's /3ds/notify.
 */
export function readBrowserData(form: FormData, request: Request): ThreeDsBrowserData {
  const language = String(form.get('browserLanguage') ?? '');
  const size = String(form.get('challengeWindowSize') ?? '');
  return {
    browserJavascriptEnabled: form.get('browserJavascriptEnabled') === 'true',
    browserJavaEnabled: false,
    browserLanguage: /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(language) ? language : 'en-AU',
    browserColorDepth: snapColourDepth(int(form, 'browserColorDepth', 24, 0, 1000)),
    browserScreenHeight: int(form, 'browserScreenHeight', 1080, 1, 100_000),
    browserScreenWidth: int(form, 'browserScreenWidth', 1920, 1, 100_000),
    browserTz: int(form, 'browserTz', 0, -900, 900),
    challengeWindowSize: (CHALLENGE_WINDOW_SIZES as readonly string[]).includes(size)
      ? (size as ThreeDsBrowserData['challengeWindowSize'])
      : 'FullScreen',
    notificationUrl: `${new URL(request.url).origin}${THREE_DS_NOTIFY_PATH}`,
  };
}
