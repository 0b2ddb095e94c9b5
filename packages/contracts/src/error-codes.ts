/**
 * Error codes the API answers with, and the default text a person reads (spec 1 §8).
 * The HTTP status and body shape for each code live in the API's error map.
 */
export const ERROR_MESSAGES = {
  bad_request: 'The request could not be understood.',
  validation_failed: 'Some of the details sent are not valid. Check the highlighted fields and try again.',
  malformed_json: 'The request body is not valid JSON.',
  unsupported_media_type: 'The request body must be JSON or form-encoded.',
  payload_too_large: 'The request body is too large.',
  version_required: 'Name the API version in the X-Api-Version header (3.0 to 3.9).',
  version_unknown: 'The X-Api-Version header names a version that does not exist. Use 3.0 to 3.9.',
  version_not_supported: 'This call is not available in the requested API version.',
  signature_missing: 'The request must be signed: send X-App-Key, X-Timestamp and X-Signature.',
  signature_invalid: 'The request signature does not match.',
  signature_expired: 'The request timestamp is too far from the server time. Check the device clock.',
  app_key_unknown: 'The app key is not recognised.',
  unauthorized: 'Please log in to continue.',
  forbidden: 'You are not allowed to do this.',
  REQUIRED: 'More verification is needed before you can do this.',
  not_found: 'We could not find what you were looking for.',
  route_not_found: 'There is no such API endpoint.',
  method_not_allowed: 'This method is not allowed here.',
  conflict: 'This conflicts with the current state. Refresh and try again.',
  rate_limited: 'Too many requests. Please wait a moment and try again.',
  promotion_not_added: 'The promotion code could not be added.',
  maintenance: 'Site currently under maintenance',
  internal_error: 'Something went wrong',
  email_taken: 'An account with this email address already exists. Please log in instead.',
  invalid_credentials: 'The email or password you entered is incorrect.',
  AUTH_REFRESH_FAILED: 'Authentication refresh failed. Please try again.',
  password_reset_link_invalid:
    'This password reset link is no longer valid. It may have expired or already been used. Please ask for a new one.',
  email_confirmation_link_invalid:
    'This confirmation link is no longer valid. It may have expired or already been used. Log in to ask for a new one.',
  password_change_not_required: 'Your password does not need to be changed.',
  insufficient_funds:
    'Your account balance is not enough for this purchase. Deposit funds or remove items from your cart.',
  draw_closed: 'Sales for this draw have closed. Choose the next draw and try again.',
  price_changed: 'The price of an item in your cart has changed. Check your cart and try again.',
  cart_empty: 'Your cart is empty.',
  cart_not_found: 'Your cart could not be found.',
  idempotency_conflict: 'This request was already made with different details.',
  payment_method_unavailable: 'This payment method is not available.',
  spend_limit: 'This purchase would take you over your spend limit.',
  global_spend_limit: 'This purchase would take you over the spend limit that applies across all our sites.',
  deposit_limit: 'This deposit would take you over your deposit limit.',
  excluded: 'You are taking a break from play. You can still log in, see your tickets and withdraw.',
  identity_excluded:
    'We cannot open or sign in to an account for you: your name is on the register of people excluded from gambling. If you think this is a mistake, please contact support.',
  limit_required: 'This site requires a spend limit, so your last one cannot be removed.',
  payment_declined: 'Your payment was declined. No money has been taken.',
  gateway_unavailable:
    'The payment service is not answering. No money has been taken; please try again shortly.',
  webhook_invalid: 'This notification could not be verified.',
  password_incorrect: 'The password you entered is incorrect.',
  account_not_closable: 'Your account cannot be closed yet.',
  link_invalid: 'This link is not valid. Please log in to continue.',
  '2fa_required': '2 factor authentication is required to complete this action',
  '2fa_incorrect': 'Code is incorrect or expired. Try again or contact support',
  '2fa_account_locked':
    'Your account has been locked due to too many incorrect 2FA attempts. Please contact support.',
  login_link_invalid:
    'It looks like the email link you clicked is no longer valid. This is likely because it has expired or has already been used.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_MESSAGES, value);
}

/** The fallback text when an error body carries nothing readable (spec 1 §8). */
export const FALLBACK_ERROR_TEXT = 'Something went wrong';
