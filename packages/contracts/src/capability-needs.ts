import type { CapabilityKey } from './capabilities.ts';

/**
 * What each capability needs to work: the web pages it opens (paths as the web's route map writes them, with
 * `:param` segments), the API calls it makes (`METHOD /prefix/path`), and, for a feature drawn inside other
 * pages (a banner, a widget, a bell), the web source file that draws it (relative to `apps/web/app`). A test
 * holds the site's switched-on capabilities to this table against the API's registered routes, the web's route
 * map and its files (decision 019): switching a capability on means shipping what it names here. Paths follow
 * spec 1 §2 and the calls its §7 and spec 2's call list name.
 */
export type CapabilityNeeds = {
  pages?: readonly string[];
  calls?: readonly string[];
  parts?: readonly string[];
};

export const CAPABILITY_NEEDS: Record<CapabilityKey, CapabilityNeeds> = {
  account_details_manage: {
    pages: ['my-account/my-details'],
    calls: ['GET /v2/customer/details', 'POST /v2/customer/details'],
    parts: ['features/account/details-modal.tsx'],
  },
  account_upgrade: { pages: ['my-account/upgrade-account'], calls: ['POST /v2/customer/account-upgrade'] },
  autoplay: {
    pages: ['my-account/autoplay/:page?', 'my-account/autoplay/ticket/:id'],
    calls: ['GET /v2/autoplay', 'GET /v2/autoplay/:id'],
  },
  autoplay_manage: {
    pages: ['my-account/autoplay/:page?', 'my-account/autoplay/ticket/:id'],
    calls: [
      'GET /v2/autoplay',
      'GET /v2/autoplay/:id',
      'PATCH /v2/autoplay/:id',
      'POST /v2/autoplay/:id/pause',
      'POST /v2/autoplay/:id/unpause',
    ],
  },
  blog: { pages: ['blog'] },
  causes_directory: {
    pages: ['causes', 'causes/:causeSlug'],
    calls: ['GET /v2/causes', 'GET /v2/causes/:key'],
  },
  charity_lotteries: { pages: ['charity-tickets'], calls: ['GET /v2/raffles'] },
  combined_recurring_purchases: { pages: ['my-account/recurring-purchases/:page?'] },
  commercial_lotteries: {
    pages: ['lotto-tickets', ':productOfferKey/statistics'],
    calls: ['GET /v2/product_offers', 'GET /v2/draws/statistics/:key'],
  },
  cookie_consent: {
    pages: ['/about/cookie-policy'],
    parts: ['components/shell/cookie-consent-banner.tsx'],
  },
  customer_chat: { parts: ['components/shell/support-widget.tsx'] },
  customer_deactivate: {
    pages: ['close-my-account', 'close-my-account/success'],
    calls: ['DELETE /v2/customer'],
  },
  customer_migration: { pages: ['migration'], calls: ['POST /v2/migration/migrate'] },
  deposit_limits: {
    pages: ['my-account/spend-limits'],
    calls: ['GET /v2/deposit-limits', 'PUT /v2/deposit-limits/:period'],
  },
  'favourite-numbers': {
    pages: ['my-account/favourite-numbers'],
    calls: ['GET /v2/favourite-numbers', 'PUT /v2/favourite-numbers'],
  },
  feedback: { calls: ['POST /v2/event'], parts: ['components/shell/feedback-widget.tsx'] },
  giveaway_entries: { pages: ['my-account/current-giveaways/:page?', 'my-account/closed-giveaways/:page?'] },
  manage_notification_settings: {
    pages: ['communication-preferences/:customerId?'],
    calls: [
      'GET /v2/customer/:id/communication-preferences',
      'PUT /v2/customer/:id/communication-preferences',
    ],
  },
  membership_program: { pages: ['daily-winners', 'daily-winners/winners'] },
  membership_purchase: { pages: ['daily-winners/membership-tiers'], calls: ['PUT /v2/membership'] },
  multi_offer_site: { parts: ['components/shell/site-footer.tsx'] },
  native_app: { parts: ['components/shell/app-store-buttons.tsx'] },
  notifications_feed: { parts: ['components/shell/notification-bell.tsx'] },
  partner_purchase: { pages: ['purchase/:partnerSlug'], calls: ['POST /v2/cart/partner/:slug/purchase'] },
  pre_cart_recommended_draws: {
    calls: ['GET /v2/orders/recommended'],
    parts: ['features/cart-checkout/pre-cart-drawer.tsx'],
  },
  raffle: { pages: [':productOfferKey/your-support'], calls: ['GET /v2/raffles/:productOfferKey/support'] },
  responsible_gambling: { pages: ['/about/responsible-gaming'] },
  sitewide_banner: { parts: ['components/shell/sitewide-banner.tsx'] },
  'social-syndicates': {
    pages: ['lotto-party', 'lotto-party/group', 'lotto-party/group/:id', 'lotto-party/session/:id'],
    calls: [
      'GET /social/v3/group',
      'POST /social/v3/group',
      'GET /social/v3/session/:id',
      'POST /social/v3/session',
    ],
  },
  spend_limits: {
    pages: ['my-account/spend-limits'],
    calls: ['GET /v2/spend-limits', 'PUT /v2/spend-limits/:period'],
  },
  sub_variants: { parts: ['components/shell/region-selector.tsx'] },
  subscription_manage: { pages: ['my-account/subscriptions/:page?', 'my-account/subscriptions/ticket/:id'] },
  support_faq: { parts: ['features/content/support-faq.tsx'] },
  syndicates: { pages: ['syndicates', 'my-account/syndicate-tickets/share/:id'] },
  terms_of_use: { pages: ['/about/terms-of-use'] },
  two_factor: {
    pages: ['my-account/login-and-security'],
    calls: ['GET /v2/customer/two-factor-auth', 'POST /v2/customer/two-factor-auth/authenticator'],
  },
  verification: { pages: ['my-account/verify-account'], calls: ['GET /v2/customer/verification'] },
  verify_id: {
    pages: ['account-verification', 'my-account/verify-account', 'my-account/manual-verification'],
    calls: ['GET /v2/customer/verification', 'POST /v2/customer/verification'],
  },
  viewing_orders: {
    pages: [
      'my-account/transactions/:page?',
      'my-account/upcoming-tickets/:page?',
      'my-account/past-tickets/:page?',
    ],
    calls: ['GET /v2/orders', 'GET /v2/orders/:id', 'GET /v2/transactions'],
  },
  vouchers: { calls: ['POST /v2/cart/promotion', 'POST /v2/anon-cart/:token/promotion'] },
  wallet_balance: { calls: ['GET /v2/customer'], parts: ['components/shell/site-header.tsx'] },
  wallet_deposit: {
    pages: ['my-account/deposit', 'deposit'],
    calls: ['GET /v2/payment_methods', 'POST /v2/funds/:method/:gateway/deposit'],
  },
  wallet_manage: {
    pages: ['my-account/cards-and-accounts'],
    calls: ['POST /v2/funds/:method/:gateway', 'DELETE /v2/funds/:id'],
  },
  wallet_purchase: { calls: ['POST /v2/cart/purchase'] },
  wallet_withdrawal: {
    pages: ['my-account/withdraw'],
    calls: ['GET /v2/customer/withdrawable-funds', 'POST /v2/:method/withdraw'],
  },
};
