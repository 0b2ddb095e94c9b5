/** The one table from error code to HTTP status and spec 1 §8 body shape. */
import type { ErrorCode } from '@lottoshop/contracts/error-codes';

/** `error`: one message; `errors`: field -> messages; `messages`: [{ code, message }]. */
export type ErrorShape = 'error' | 'errors' | 'messages';

export const ERROR_MAP: Record<ErrorCode, { status: number; shape: ErrorShape }> = {
  bad_request: { status: 400, shape: 'error' },
  validation_failed: { status: 400, shape: 'errors' },
  malformed_json: { status: 422, shape: 'error' },
  unsupported_media_type: { status: 415, shape: 'error' },
  payload_too_large: { status: 413, shape: 'error' },
  version_required: { status: 400, shape: 'messages' },
  version_unknown: { status: 400, shape: 'messages' },
  version_not_supported: { status: 400, shape: 'messages' },
  signature_missing: { status: 401, shape: 'messages' },
  signature_invalid: { status: 401, shape: 'messages' },
  signature_expired: { status: 401, shape: 'messages' },
  app_key_unknown: { status: 401, shape: 'messages' },
  unauthorized: { status: 401, shape: 'error' },
  forbidden: { status: 403, shape: 'error' },
  REQUIRED: { status: 403, shape: 'messages' },
  not_found: { status: 404, shape: 'error' },
  route_not_found: { status: 404, shape: 'error' },
  method_not_allowed: { status: 405, shape: 'error' },
  conflict: { status: 409, shape: 'error' },
  rate_limited: { status: 429, shape: 'error' },
  promotion_not_added: { status: 422, shape: 'messages' },
  maintenance: { status: 503, shape: 'error' },
  internal_error: { status: 500, shape: 'error' },
  email_taken: { status: 409, shape: 'errors' },
  invalid_credentials: { status: 401, shape: 'error' },
  AUTH_REFRESH_FAILED: { status: 401, shape: 'messages' },
  password_reset_link_invalid: { status: 400, shape: 'error' },
  password_change_not_required: { status: 409, shape: 'error' },
  email_confirmation_link_invalid: { status: 400, shape: 'error' },
  insufficient_funds: { status: 422, shape: 'messages' },
  draw_closed: { status: 422, shape: 'messages' },
  price_changed: { status: 409, shape: 'messages' },
  cart_empty: { status: 422, shape: 'messages' },
  cart_not_found: { status: 404, shape: 'error' },
  idempotency_conflict: { status: 409, shape: 'messages' },
  payment_method_unavailable: { status: 422, shape: 'messages' },
};
