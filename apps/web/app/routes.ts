import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * The one map of URLs. A page arrives here with its feature; any URL not listed is the 404 page.
 */
export const ABOUT_PATHS = [
  '/about',
  '/about/responsible-gaming',
  '/about/privacy',
  '/about/cookie-policy',
  '/about/faq',
  '/about/terms-and-conditions',
  '/about/terms-of-use',
  '/about/contact-us',
] as const;

export default [
  route('robots.txt', 'routes/robots[.]txt.ts'),
  route('sitemap.xml', 'routes/sitemap[.]xml.ts'),
  route('heartbeat', 'routes/heartbeat.ts'),
  route('two-factor/send-code', 'routes/two-factor.send-code.ts'),
  route('apple-pay/merchant-session', 'routes/apple-pay.merchant-session.ts'),
  route('consents', 'routes/consents.ts'),
  route('migration', 'routes/migration.ts'),
  layout('routes/shell.tsx', [
    index('routes/home.tsx'),
    ...ABOUT_PATHS.map((path) =>
      route(path, 'routes/about.tsx', { id: `about${path.slice('/about'.length)}` }),
    ),
    route('login', 'routes/login.tsx'),
    route('login/autologin/:token', 'routes/login.autologin.$token.tsx'),
    route('login/transfer/:token', 'routes/login.transfer.$token.tsx'),
    route('logout', 'routes/logout.tsx'),
    // Passwords: the e-mailed reset link, the change and the forced change.
    route('forgot-password', 'routes/forgot-password.tsx'),
    route('forgot-password/:token', 'routes/forgot-password.$token.tsx'),
    route('change-Password', 'routes/change-password.tsx'),
    route('force-password-change', 'routes/force-password-change.tsx'),
    route('my-account', 'routes/my-account.tsx'),
    // The customer's account: details, communication preferences, closing.
    route('my-account/my-details', 'routes/my-account.my-details.tsx'),
    route('my-account/upgrade-account', 'routes/my-account.upgrade-account.tsx'),
    route('communication-preferences/:customerId?', 'routes/communication-preferences.tsx'),
    route('unsubscribe/:customerId/:productOfferKey?', 'routes/unsubscribe.$customerId.tsx'),
    route('close-my-account', 'routes/close-my-account.tsx'),
    route('close-my-account/success', 'routes/close-my-account.success.tsx'),
    route('my-account/login-and-security', 'routes/my-account.login-and-security.tsx'),
    // Responsible play: spend limits (with the deposit limits beside them), the precommitment limit, a break.
    route('my-account/spend-limits', 'routes/my-account.spend-limits.tsx'),
    route('my-account/precommitment-limit', 'routes/my-account.precommitment-limit.tsx'),
    route('my-account/take-a-break', 'routes/my-account.take-a-break.tsx'),
    // Identity verification: the landing, the methods, and the manual upload an operator reviews.
    route('account-verification', 'routes/account-verification.tsx'),
    route('my-account/verify-account', 'routes/my-account.verify-account.tsx'),
    // The way back from ConnectID (connectid) and the provider's hosted page (greenid).
    route('my-account/verify-account/:provider', 'routes/my-account.verify-account.$provider.tsx'),
    route('my-account/manual-verification', 'routes/my-account.manual-verification.tsx'),
    // Favourite numbers: saved per lottery, applied to a new ticket with ?favourite_numbers=true.
    route('my-account/favourite-numbers', 'routes/my-account.favourite-numbers.tsx'),
    // Confirming the e-mail address (the e-mailed link works signed out) or the postal address; a change of address.
    route('my-account/confirm-address/:token?', 'routes/my-account.confirm-address.tsx'),
    route('my-account/change-email', 'routes/my-account.change-email.tsx'),
    // Wallet and tickets (account area).
    route('my-account/deposit', 'routes/my-account.deposit.tsx'),
    route(
      'my-account/deposit/summary/:transactionId',
      'routes/my-account.deposit.summary.$transactionId.tsx',
    ),
    // Cards: saved in the processor's hosted field; a card deposit's 3-D Secure return and its outcome.
    route('my-account/cards-and-accounts', 'routes/my-account.cards-and-accounts.tsx'),
    route(
      'my-account/deposit/authorisation/:depositId',
      'routes/my-account.deposit.authorisation.$depositId.tsx',
    ),
    // One deposit: its details, the outcome's page (success, failure) and the customer's cancel.
    route('my-account/deposit/details/:depositId', 'routes/my-account.deposit.details.$depositId.tsx', {
      id: 'deposit-details',
    }),
    route(
      'my-account/deposit/details/:depositId/success',
      'routes/my-account.deposit.details.$depositId.tsx',
      {
        id: 'deposit-details-success',
      },
    ),
    route(
      'my-account/deposit/details/:depositId/failure',
      'routes/my-account.deposit.details.$depositId.tsx',
      {
        id: 'deposit-details-failure',
      },
    ),
    route('my-account/deposit/:depositId/cancel', 'routes/my-account.deposit.$depositId.cancel.tsx'),
    route('3ds/notify', 'routes/3ds.notify.ts'),
    // Withdrawals: the form with what can be withdrawn, the request's summary and one withdrawal's details.
    route('my-account/withdraw', 'routes/my-account.withdraw.tsx'),
    route(
      'my-account/withdraw/summary/:withdrawalTransactionId',
      'routes/my-account.withdraw.summary.$withdrawalTransactionId.tsx',
    ),
    route('my-account/withdraw/details/:withdrawId', 'routes/my-account.withdraw.details.$withdrawId.tsx'),
    route('my-account/transactions/:page?', 'routes/my-account.transactions.tsx'),
    route('my-account/activity-statements', 'routes/my-account.activity-statements.tsx'),
    route(
      'my-account/activity-statements/:month/download',
      'routes/my-account.activity-statements.$month.download.ts',
    ),
    route('my-account/upcoming-tickets/:page?', 'routes/my-account.upcoming-tickets.tsx', {
      id: 'upcoming-tickets',
    }),
    route('my-account/upcoming-tickets/ticket/:id', 'routes/my-account.upcoming-tickets.ticket.$id.tsx', {
      id: 'upcoming-ticket',
    }),
    route('my-account/past-tickets/:page?', 'routes/my-account.upcoming-tickets.tsx', { id: 'past-tickets' }),
    route('my-account/print-tickets', 'routes/my-account.print-tickets.tsx'),
    route('my-account/past-tickets/ticket/:id', 'routes/my-account.upcoming-tickets.ticket.$id.tsx', {
      id: 'past-ticket',
    }),
    // Results. The offer's results routes are listed before the play route `/:productOfferKey/...`;
    // their static `results` segment also ranks above its dynamic game type segment.
    route('lotto-results/:page?', 'routes/lotto-results.tsx', { id: 'lotto-results' }),
    route('lotto-results/lotteries/:page?', 'routes/lotto-results.tsx', { id: 'lotto-results-lotteries' }),
    route('lotto-results/raffles/:page?', 'routes/lotto-results.raffles.tsx'),
    route(':productOfferKey/results', 'routes/$productOfferKey.results.tsx'),
    route(':productOfferKey/results/draw/:drawNo', 'routes/$productOfferKey.results.draw.$drawNo.tsx'),
    route(
      ':productOfferKey/results/draw/:drawNo/verify',
      'routes/$productOfferKey.results.draw.$drawNo.verify.tsx',
    ),
    route(
      ':productOfferKey/results/draw/:drawNo/entries.txt',
      'routes/$productOfferKey.results.draw.$drawNo.entries[.]txt.ts',
    ),
    route(':productOfferKey/results/:date', 'routes/$productOfferKey.results.$date.tsx'),
    route(':productOfferKey/statistics', 'routes/$productOfferKey.statistics.tsx'),
    route(':productOfferKey/winners', 'routes/$productOfferKey.winners.tsx'),
    route(':productOfferKey/terms-and-conditions', 'routes/$productOfferKey.terms-and-conditions.tsx', {
      id: 'offer-terms',
    }),
    route(
      ':productOfferKey/terms-and-conditions/:drawNo',
      'routes/$productOfferKey.terms-and-conditions.tsx',
      {
        id: 'offer-terms-draw',
      },
    ),
    // The shop: offers, the cart and the checkout steps.
    route('lotto-tickets', 'routes/lotto-tickets.tsx'),
    route('charity-tickets', 'routes/charity-tickets.tsx'),
    // Causes and what raffle tickets raised for them.
    route('causes', 'routes/causes.tsx'),
    route('causes/:causeSlug', 'routes/causes.$causeSlug.tsx', { id: 'cause' }),
    route('causes/:causeSlug/:productOfferKey', 'routes/causes.$causeSlug.tsx', { id: 'cause-raffle' }),
    route('your-support', 'routes/your-support.tsx', { id: 'your-support' }),
    route(':productOfferKey/your-support', 'routes/your-support.tsx', { id: 'offer-your-support' }),
    route('cart', 'routes/cart.tsx'),
    route('cart/buy', 'routes/cart.buy.tsx'),
    route('checkout/login', 'routes/checkout.login.tsx'),
    // Deposit and buy in one step: the checkout's deposit page and where the gateway's page returns to.
    route('deposit', 'routes/deposit.tsx'),
    route('checkout/deposit/:depositId/success', 'routes/checkout.deposit.$depositId.success.tsx'),
    route('checkout/deposit/:depositId/cancel', 'routes/checkout.deposit.$depositId.cancel.tsx'),
    route('receipt/:checkoutId', 'routes/receipt.$checkoutId.tsx'),
    // The play screen for one draw, and the buy routes (the same screens; adding goes on to /cart/buy).
    route(':productOfferKey/draw/:drawNo', 'routes/$productOfferKey.tsx', { id: 'offer-draw' }),
    route(':productOfferKey/draw/:drawNo/buy', 'routes/$productOfferKey.tsx', { id: 'offer-draw-buy' }),
    route(':productOfferKey/buy', 'routes/$productOfferKey.tsx', { id: 'offer-buy' }),
    // The play screen: /{productOfferKey} and /{productOfferKey}/{gameTypeKey}; an unknown offer is the 404 page.
    route(':productOfferKey/:gameTypeKey?', 'routes/$productOfferKey.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
