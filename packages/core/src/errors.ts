/**
 * The one error type domain code throws. The API maps `code` to an HTTP status and a spec 1 §8 error body;
 * anything else thrown becomes a 500 that leaks nothing.
 */
import { ERROR_MESSAGES, type ErrorCode } from '@lottoshop/contracts/error-codes';

export type DomainErrorOptions = {
  /** Text a person reads; defaults to the code's standard message. */
  message?: string;
  /** Field path (camelCase, dot-separated) -> messages; answered as the `errors` body. */
  fields?: Record<string, string[]>;
  /** Overrides the status the API's error map gives the code. */
  status?: number;
  /** What the client needs to go on (e.g. a `2fa_required` answer's `twoFactorAuth`); answered beside the messages. */
  details?: Record<string, unknown>;
  /** How long to wait before trying again (a refusal by a rate limit): answered as `Retry-After`. */
  retryAfterSeconds?: number;
};

export class DomainError extends Error {
  readonly fields: Record<string, string[]> | undefined;
  readonly status: number | undefined;
  readonly details: Record<string, unknown> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    public readonly code: ErrorCode,
    opts: DomainErrorOptions = {},
  ) {
    super(opts.message ?? ERROR_MESSAGES[code]);
    this.name = 'DomainError';
    this.fields = opts.fields;
    this.status = opts.status;
    this.details = opts.details;
    this.retryAfterSeconds = opts.retryAfterSeconds;
  }
}

export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError;
}
