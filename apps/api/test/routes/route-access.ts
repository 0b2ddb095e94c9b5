/**
 * Every API route and who may call it (the access table), with what a call needs to pass validation: shared by
 * the access test and the fuzz run, so both cover every route the server has.
 */
import { test3dsBrowserBody } from '@lottoshop/contracts/testing/three-ds-browser';
import type { Method } from './route-app.ts';

export type Access =
  /** Anyone; nothing in it belongs to a customer. */
  | { kind: 'public' }
  /** A visitor with no account: sign-up, login, password reset links (rate-limited, never anyone's data). */
  | { kind: 'sign-in' }
  /** The caller's own data, found from the bearer token alone (no id in the call). */
  | { kind: 'customer' }
  /** The caller's own thing, named by an id in the path: another customer's id is "not found". */
  | { kind: 'customer-id'; thing: OwnedThing; ownerStatus?: number }
  /** An anonymous cart, reached by its unguessable token (the token is the capability). */
  | { kind: 'cart-token' }
  /** The operator's token only. */
  | { kind: 'operator' };

export type OwnedThing =
  | 'fund'
  | 'bankAccount'
  | 'withdrawal'
  | 'deposit'
  | 'transaction'
  | 'checkout'
  | 'ticket'
  | 'cartItem'
  | 'customer'
  | 'session'
  | 'spendLimit'
  | 'depositLimit'
  | 'limitChange';

export const TABLE: Record<string, Access> = {
  'GET /discover': { kind: 'public' },
  'GET /health': { kind: 'public' },
  'GET /v2/config': { kind: 'public' },
  'GET /v2/capabilities': { kind: 'public' },
  'GET /v2/branding': { kind: 'public' },
  'GET /v2/locate': { kind: 'public' },
  'GET /v2/product_offers': { kind: 'public' },
  'GET /v2/causes': { kind: 'public' },
  'GET /v2/causes/{key}': { kind: 'public' },
  'GET /v2/raffles': { kind: 'public' },
  'GET /v2/raffles/{productOfferKey}': { kind: 'public' },
  'GET /v2/raffles/results': { kind: 'public' },
  'GET /v2/raffles/causes/{causeSlug}': { kind: 'public' },
  'GET /v2/raffles/support': { kind: 'customer' },
  'GET /v2/raffles/{productOfferKey}/support': { kind: 'customer' },
  'GET /v2/raffles/{productOfferKey}/results': { kind: 'public' },
  'GET /v2/raffles/{productOfferKey}/draws/{drawNo}/result': { kind: 'public' },
  'GET /v2/raffles/{productOfferKey}/draws/{drawNo}/verification': { kind: 'public' },
  'GET /v2/raffles/{productOfferKey}/draws/{drawNo}/entries': { kind: 'public' },
  'GET /v2/raffles/{productOfferKey}/free-postal-entry': { kind: 'public' },
  'GET /v2/draw/details/{productOfferKey}/{drawNo}': { kind: 'public' },
  'GET /v2/draw/preview/{productOfferKey}/{drawNo}': { kind: 'public' },
  'GET /v2/draws/pricing/{pricingId}/past/result_keys': { kind: 'public' },
  'GET /v2/draws/pricing/{pricingId}/past': { kind: 'public' },
  'GET /v2/draw/full_result/{productOfferKey}/{drawNo}': { kind: 'public' },
  'GET /v2/draws/past/archived/{key}/{year}/{month}': { kind: 'public' },
  'GET /v2/draws/past_customer/{key}': { kind: 'customer' },
  'GET /v2/draw/full_result_customer/{productOfferKey}/{drawNo}': { kind: 'customer' },
  'GET /v2/draw/details/{productOfferKey}/{drawNo}/winners': { kind: 'public' },
  'GET /v2/draw/details/{productOfferKey}/{drawNo}/prizes': { kind: 'public' },
  'GET /v2/draws/statistics/{key}': { kind: 'public' },
  'GET /v2/customer/winner-publicity': { kind: 'customer' },
  'PUT /v2/customer/winner-publicity': { kind: 'customer' },
  'GET /v2/draw/verification/{productOfferKey}/{drawNo}': { kind: 'public' },
  'GET /v2/draw/entries/{productOfferKey}/{drawNo}': { kind: 'public' },
  'GET /v2/payment_methods': { kind: 'public' },
  'GET /cms/items/theme': { kind: 'public' },
  'GET /cms/items/site_config': { kind: 'public' },
  'GET /cms/items/pages': { kind: 'public' },
  'GET /cms/items/pages/{id}': { kind: 'public' },
  'POST /v2/signup': { kind: 'sign-in' },
  'POST /v2/login': { kind: 'sign-in' },
  'POST /v2/refresh': { kind: 'sign-in' },
  'GET /v2/check-email': { kind: 'sign-in' },
  'POST /v2/password/forgot': { kind: 'sign-in' },
  'POST /v2/password/reset': { kind: 'sign-in' },
  'POST /v2/autologin': { kind: 'sign-in' },
  'POST /v2/login/two-factor/send-code': { kind: 'sign-in' },
  'PATCH /v2/customer/confirm-email-address': { kind: 'sign-in' },
  'POST /v2/transfer': { kind: 'sign-in' },
  'GET /v2/logout': { kind: 'customer' },
  'GET /v2/customer': { kind: 'customer' },
  'DELETE /v2/customer': { kind: 'customer' },
  'GET /v2/favourite-numbers': { kind: 'customer' },
  'PUT /v2/favourite-numbers': { kind: 'customer' },
  'GET /v2/customer/details': { kind: 'customer' },
  'POST /v2/customer/details': { kind: 'customer' },
  'POST /v2/customer/change-password': { kind: 'customer' },
  'POST /v2/password/force-change': { kind: 'customer' },
  'POST /v2/funds/{method}/{gateway}/deposit': { kind: 'customer' },
  'GET /v2/transactions': { kind: 'customer' },
  'GET /v2/funds/card_gateways': { kind: 'customer' },
  'GET /v2/funds/{key}': { kind: 'customer' },
  'POST /v2/funds/{method}/{gateway}': { kind: 'customer' },
  'POST /v2/funds/stripe/setup': { kind: 'customer' },
  'POST /v2/funds/pl/braintree': { kind: 'customer' },
  'POST /v2/funds/ap/merchant_session': { kind: 'customer' },
  'POST /v2/deposit_purchase': { kind: 'customer' },
  // The caller's own deposit purchase; a stranger's is "not found" (deposit-purchase.test.ts).
  'GET /v2/deposit_purchase/{depositId}': { kind: 'customer' },
  'POST /webhooks/{gateway}': { kind: 'public' },
  'GET /v2/cart/items': { kind: 'customer' },
  'POST /v2/cart/items': { kind: 'customer' },
  'POST /v2/cart/build': { kind: 'customer' },
  'POST /v2/cart/purchase': { kind: 'customer' },
  'GET /v2/orders': { kind: 'customer' },
  'GET /v2/orders/recommended': { kind: 'customer' },
  'GET /v2/spend-limits': { kind: 'customer' },
  'GET /v2/statements': { kind: 'customer' },
  'PUT /v2/statements/settings': { kind: 'customer' },
  'PUT /v2/spend-limits/{period}': { kind: 'customer' },
  'POST /v2/spend-limits/{period}': { kind: 'customer' },
  'GET /v2/deposit-limits': { kind: 'customer' },
  'PUT /v2/deposit-limits/{period}': { kind: 'customer' },
  'GET /v2/precommitment': { kind: 'customer' },
  'POST /v2/precommitment': { kind: 'customer' },
  'DELETE /v2/precommitment': { kind: 'customer' },
  'GET /v2/exclusion': { kind: 'customer' },
  'POST /v2/exclusion': { kind: 'customer' },
  'POST /v2/customer/transfer-token': { kind: 'customer' },
  'PATCH /v2/customer/confirm-address': { kind: 'customer' },
  'POST /v2/customer/change-email': { kind: 'customer' },
  'GET /v2/customer/two-factor-auth': { kind: 'customer' },
  'DELETE /v2/customer/two-factor-auth': { kind: 'customer' },
  'POST /v2/customer/two-factor-auth/authenticator': { kind: 'customer' },
  'GET /v2/customer/two-factor-auth/authenticator': { kind: 'customer' },
  'PUT /v2/customer/two-factor-auth/authenticator': { kind: 'customer' },
  'POST /v2/customer/two-factor-auth/email': { kind: 'customer' },
  'POST /v2/customer/terms-and-conditions': { kind: 'customer' },
  'POST /v2/customer/terms-and-conditions/location': { kind: 'customer' },
  'POST /v2/customer/account-upgrade': { kind: 'customer' },
  'POST /v2/migration/migrate': { kind: 'customer' },
  'PUT /v2/customer/two-factor-auth/email': { kind: 'customer' },
  'POST /v2/customer/two-factor-auth/email/send-code': { kind: 'customer' },
  'GET /v2/customer/sessions': { kind: 'customer' },
  'POST /v2/customer/sessions/logout-everywhere': { kind: 'customer' },
  'DELETE /v2/customer/sessions/{sessionId}': { kind: 'customer-id', thing: 'session' },
  'GET /v2/transactions/{id}': { kind: 'customer-id', thing: 'transaction' },
  'GET /v2/funds/{id}/deposit': { kind: 'customer-id', thing: 'deposit' },
  // The owner's deposit is approved: the owner is answered (409, it cannot be cancelled), the stranger is not.
  'POST /v2/funds/{id}/deposit/cancel': { kind: 'customer-id', thing: 'deposit', ownerStatus: 409 },
  'POST /v2/funds/{id}/deposit': { kind: 'customer-id', thing: 'fund' },
  'POST /v2/funds/{id}/default': { kind: 'customer-id', thing: 'fund' },
  'DELETE /v2/funds/{id}': { kind: 'customer-id', thing: 'fund' },
  'GET /v2/checkout/{checkoutId}': { kind: 'customer-id', thing: 'checkout' },
  'GET /v2/checkout/{checkoutId}/raffle-tickets': { kind: 'customer-id', thing: 'checkout' },
  'POST /v2/cart/raffle-items': { kind: 'customer' },
  'GET /v2/orders/{id}': { kind: 'customer-id', thing: 'ticket' },
  'PUT /v2/cart/items/{id}': { kind: 'customer-id', thing: 'cartItem' },
  'DELETE /v2/cart/items/{id}': { kind: 'customer-id', thing: 'cartItem' },
  'DELETE /v2/spend-limits/{id}': { kind: 'customer-id', thing: 'spendLimit' },
  'DELETE /v2/deposit-limits/{id}': { kind: 'customer-id', thing: 'depositLimit' },
  'DELETE /v2/limit-changes/{id}': { kind: 'customer-id', thing: 'limitChange' },
  'GET /v2/customer/{id}/communication-preferences': { kind: 'customer-id', thing: 'customer' },
  'PUT /v2/customer/{id}/communication-preferences': { kind: 'customer-id', thing: 'customer' },
  'PUT /v2/customer/{id}/communication-preferences/{channel}': { kind: 'customer-id', thing: 'customer' },
  'POST /v2/anon-cart': { kind: 'cart-token' },
  'GET /v2/anon-cart/{token}': { kind: 'cart-token' },
  'POST /v2/anon-cart/{token}/items': { kind: 'cart-token' },
  'PUT /v2/anon-cart/{token}/items/{id}': { kind: 'cart-token' },
  'DELETE /v2/anon-cart/{token}/items/{id}': { kind: 'cart-token' },
  'POST /v2/anon-cart/{token}/build': { kind: 'cart-token' },
  'POST /v2/anon-cart/{token}/convert': { kind: 'cart-token' },
  'POST /v2/anon-cart/{token}/raffle-items': { kind: 'cart-token' },
  'POST /ops/draws/{offerKey}/{drawNo}/close': { kind: 'operator' },
  'POST /ops/draws/{offerKey}/{drawNo}/result': { kind: 'operator' },
  'POST /ops/draws/{offerKey}/{drawNo}/draw': { kind: 'operator' },
  'POST /ops/draws/{offerKey}/{drawNo}/settle': { kind: 'operator' },
  'POST /ops/raffles/{offerKey}/{drawNo}/draw': { kind: 'operator' },
  'POST /ops/raffles/postal-entries': { kind: 'operator' },
  'POST /ops/raffles/{offerKey}/{drawNo}/open-sales': { kind: 'operator' },
  'POST /ops/customers/force-password-change': { kind: 'operator' },
  'POST /ops/customers/require-upgrade': { kind: 'operator' },
  'POST /ops/terms': { kind: 'operator' },
  'POST /ops/customers/migration-eligible': { kind: 'operator' },
  'POST /ops/customers/autologin-link': { kind: 'operator' },
  'GET /ops/ledger/check': { kind: 'operator' },
  'GET /v2/funds/bank-account': { kind: 'customer' },
  'POST /v2/funds/bank-account': { kind: 'customer' },
  'DELETE /v2/funds/bank-account/{id}': { kind: 'customer-id', thing: 'bankAccount' },
  'GET /v2/funds/bank-deposit': { kind: 'customer' },
  'GET /v2/customer/withdrawable-funds': { kind: 'customer' },
  'POST /v2/{method}/withdraw': { kind: 'customer' },
  'GET /v2/withdrawals': { kind: 'customer' },
  'GET /v2/withdrawals/{id}': { kind: 'customer-id', thing: 'withdrawal' },
  'GET /v2/withdrawals/transaction/{transactionId}': { kind: 'customer-id', thing: 'withdrawal' },
  'GET /ops/withdrawals': { kind: 'operator' },
  'POST /ops/withdrawals/{id}/pay': { kind: 'operator' },
  'POST /ops/withdrawals/{id}/reject': { kind: 'operator' },
  'POST /ops/statements': { kind: 'operator' },
  'GET /v2/customer/verification': { kind: 'customer' },
  'POST /v2/customer/verify': { kind: 'customer' },
  'POST /v2/customer/verification/licence': { kind: 'customer' },
  'POST /v2/customer/verification': { kind: 'customer' },
  'POST /v2/customer/verification/connectid': { kind: 'customer' },
  'POST /v2/customer/verification/connectid/callback': { kind: 'customer' },
  'POST /v2/customer/verification/greenid': { kind: 'customer' },
  'POST /v2/customer/verification/greenid/complete': { kind: 'customer' },
  'GET /customer-verify/config/licence': { kind: 'public' },
  'GET /ops/verifications': { kind: 'operator' },
  'GET /ops/verifications/{id}/document': { kind: 'operator' },
  'POST /ops/verifications/{id}/approve': { kind: 'operator' },
  'POST /ops/verifications/{id}/reject': { kind: 'operator' },
  'GET /ops/excluded-identities': { kind: 'operator' },
  'POST /ops/excluded-identities': { kind: 'operator' },
  'DELETE /ops/excluded-identities/{id}': { kind: 'operator' },
};

/** Four Saturday Lotto games. */
export const TICKET = {
  lottery_key: 'saturday_lotto',
  game_type: 'standard',
  games: [
    { Numbers: [1, 2, 3, 4, 5, 6] },
    { Numbers: [7, 8, 9, 10, 11, 12] },
    { Numbers: [13, 14, 15, 16, 17, 18] },
    { Numbers: [19, 20, 21, 22, 23, 24] },
  ],
  quantity: 1,
};

/** A body each call accepts as far as validation goes, so the access check is what answers. */
export const BODIES: Record<string, unknown> = {
  'PUT /v2/customer/winner-publicity': { consented: true },
  'POST /v2/cart/items': TICKET,
  'PUT /v2/favourite-numbers': { favourite_numbers: { saturday_lotto: [{ main: [1, 2, 3, 4, 5, 6] }] } },
  'POST /v2/cart/raffle-items': { lottery_key: 'dream_home_raffle', num_raffle_tickets: 1 },
  'POST /v2/cart/purchase': { idempotency_key: 'access-table-purchase', payment_method: 'wallet' },
  'PUT /v2/cart/items/{id}': { quantity: 2 },
  'PUT /v2/spend-limits/{period}': { limit: 5000 },
  'PUT /v2/statements/settings': { email_monthly: true },
  'POST /ops/raffles/postal-entries': {
    product_offer_key: 'dream_home_raffle',
    first_name: 'Jo',
    last_name: 'Citizen',
    suburb: 'Bondi',
    state: 'NSW',
    postcode: '2026',
  },
  'POST /v2/spend-limits/{period}': { limit: 5000 },
  'PUT /v2/deposit-limits/{period}': { limit: 5000 },
  'POST /v2/precommitment': { limit: 5000 },
  'POST /v2/exclusion': { type: 'break', duration: '24h' },
  'PUT /v2/customer/two-factor-auth/authenticator': { otp: '123456' },
  'PUT /v2/customer/two-factor-auth/email': { otp: '123456' },
  'POST /v2/customer/terms-and-conditions': { version: 1, accepted: true },
  'POST /v2/customer/terms-and-conditions/location': { confirmed: true },
  'POST /ops/customers/require-upgrade': { email: 'nobody@example.com' },
  'POST /ops/terms': { summary: 'A new version of the terms.' },
  'POST /v2/customer/verify': {
    firstname: 'Sam',
    lastname: 'Lee',
    date_of_birth: '1980-01-01',
    address_line_1: '1 King Street',
    suburb: 'Sydney',
    state: 'NSW',
    postcode: '2000',
  },
  'POST /v2/customer/verification/licence': {
    state: 'NSW',
    licence_number: '12345678',
    card_number: '1234567890',
    firstname: 'Sam',
    lastname: 'Lee',
    date_of_birth: '1980-01-01',
  },
  'POST /ops/verifications/{id}/reject': { reason: 'The photo is not readable.' },
  'POST /v2/customer/verification/connectid/callback': { state: 'not-a-state', code: 'not-a-code' },
  'POST /v2/customer/verification/greenid': {
    returnUrl: 'http://localhost:3000/my-account/verify-account/greenid',
  },
  'POST /v2/customer/verification/greenid/complete': { session: 'gid_unknown' },
  'POST /ops/excluded-identities': { email: 'excluded@example.com' },
  'POST /v2/migration/migrate': { accept_terms: true },
  'POST /ops/customers/migration-eligible': {
    email: 'nobody@example.com',
    mode: 'soft',
    balance: 100,
    reference: 'OLD-1',
  },
  'POST /v2/customer/two-factor-auth/email/send-code': { resend: false },
  'POST /v2/login/two-factor/send-code': { challenge_token: 'not-a-challenge' },
  'POST /v2/funds/{method}/{gateway}/deposit': { amount: 1000, idempotency_key: 'access-table-deposit' },
  'POST /v2/funds/{method}/{gateway}': { token: 'pm_access_table_token' },
  'POST /v2/funds/bank-account': {
    type: 'national',
    code: '062-000',
    account_number: '12345678',
    account_name: 'Access Table',
  },
  'POST /v2/{method}/withdraw': { amount: 500, idempotency_key: 'access-table-withdrawal' },
  'POST /ops/withdrawals/{id}/reject': { reason: 'The access table rejects it.' },
  'POST /ops/statements': { csv: 'date,type,amount,reference\n2026-03-01,BPAY,10.00,1000000016' },
  // Below PayPal's minimum, so the call is answered without the gateway.
  'POST /v2/funds/pl/braintree': {
    amount: 100,
    idempotency_key: 'access-table-paypal',
    return_url: 'http://127.0.0.1:3000/3ds/notify',
  },
  // Not an Apple address, so the call is answered without the gateway.
  'POST /v2/funds/ap/merchant_session': {
    validation_url: 'https://example.com/startSession',
    domain_name: 'shop.example',
  },
  'POST /v2/deposit_purchase': {
    kind: 'ad_hoc',
    deposit: {
      amount: 1000,
      idempotency_key: 'access-table-deposit-purchase',
      customer_fund_id: '019c0000-0000-7000-8000-000000000000',
    },
    purchase: { channel_key: 'web' },
  },
  'POST /v2/funds/{id}/deposit': {
    amount: 1000,
    idempotency_key: 'access-table-fund-deposit',
    csc: '123',
    strong_customer_authentication: test3dsBrowserBody(),
  },
  'PUT /v2/customer/{id}/communication-preferences': { preferences: { sms: true } },
  'PUT /v2/customer/{id}/communication-preferences/{channel}': { preferences: { email: false } },
  'DELETE /v2/customer': { password: 'correct-horse-42', reason: 'other' },
  'POST /v2/customer/change-password': {
    current_password: 'correct-horse-42',
    new_password: 'battery-staple-7',
  },
  'POST /v2/password/force-change': { password: 'battery-staple-7' },
  'POST /v2/customer/change-email': { email: 'new-address@example.com', password: 'correct-horse-42' },
  'POST /v2/customer/details': {
    firstname: 'Sam',
    lastname: 'Lee',
    date_of_birth: '1980-01-01',
    phone: '0412 000 111',
    address_line_1: '1 King Street',
    suburb: 'Sydney',
    state: 'NSW',
    postcode: '2000',
    country: 'AU',
  },
  'POST /v2/customer/account-upgrade': {
    firstname: 'Sam',
    lastname: 'Lee',
    date_of_birth: '1980-01-01',
    phone: '0412 000 111',
    address_line_1: '1 King Street',
    suburb: 'Sydney',
    state: 'NSW',
    postcode: '2000',
    country: 'AU',
    terms_version: 1,
    accept_terms: true,
  },
};

/** A query string a call needs to pass validation. */
export const QUERIES: Record<string, string> = {
  'GET /v2/orders': '?status=upcoming_products',
};

/** Version 3.9 serves every call but those that end earlier; the first version a route declares otherwise. */
export const VERSIONS = ['3.9', '3.8', '3.7', '3.6', '3.5', '3.4', '3.3', '3.2', '3.1', '3.0'];

/** The route's template with its parameters filled in. */
export function urlOf(route: string, ids: Record<string, string> = {}): { method: Method; url: string } {
  const [method, template] = route.split(' ') as [Method, string];
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (ids[name]) return ids[name];
    if (name === 'channel') return 'email';
    if (name === 'method') return template.endsWith('/withdraw') ? 'tw' : 'td';
    if (name === 'gateway') return 'test';
    if (name === 'drawNo') return '4520';
    if (name === 'period') return 'weekly';
    if (name === 'year') return '2025';
    if (name === 'month') return '6';
    if (name === 'key' && template.startsWith('/v2/funds/')) return 'cc';
    if (name === 'offerKey' || name === 'productOfferKey' || name === 'key') return 'saturday_lotto';
    return '019c0000-0000-7000-8000-000000000000';
  });
  return { method, url: `${url}${QUERIES[route] ?? ''}` };
}

/** Every route the server serves, as "METHOD /path/{param}", from its OpenAPI document. */
export function servedRoutes(app: unknown): string[] {
  const spec = (app as { swagger(): { paths: Record<string, Record<string, unknown>> } }).swagger();
  return Object.entries(spec.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
  );
}
