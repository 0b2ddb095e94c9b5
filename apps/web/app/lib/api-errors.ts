/**
 * Error bodies of the API (spec 1 §8): `error` (one message), `errors` (field -> messages) or
 * `messages` ([{ code, message }]). The first message found is the error's text.
 */
export const FALLBACK_ERROR_TEXT = 'Something went wrong';

export type ApiMessage = { code?: string; message: string };

export type ApiErrorDetails = {
  message: string;
  code?: string;
  fields: Record<string, string[]>;
  messages: ApiMessage[];
  /** What a `2fa_required` answer carries beside its message (method, challenge token); read by the two-factor feature. */
  twoFactorAuth?: unknown;
};

function asString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function readErrorBody(body: unknown): ApiErrorDetails {
  const fields: Record<string, string[]> = {};
  const messages: ApiMessage[] = [];
  let first: string | undefined;
  let code: string | undefined;

  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    const single = b.error;
    if (asString(single)) {
      first = single as string;
    } else if (single && typeof single === 'object') {
      const e = single as Record<string, unknown>;
      first = asString(e.message);
      code = asString(e.code);
    }
    if (b.errors && typeof b.errors === 'object' && !Array.isArray(b.errors)) {
      for (const [field, list] of Object.entries(b.errors as Record<string, unknown>)) {
        const texts = (Array.isArray(list) ? list : [list]).map(asString).filter((t): t is string => !!t);
        if (texts.length > 0) fields[field] = texts;
        first ??= texts[0];
      }
    }
    if (Array.isArray(b.messages)) {
      for (const m of b.messages) {
        if (m && typeof m === 'object') {
          const text = asString((m as Record<string, unknown>).message);
          const mcode = asString((m as Record<string, unknown>).code);
          if (text) messages.push(mcode ? { code: mcode, message: text } : { message: text });
          first ??= text;
          code ??= mcode;
        } else if (asString(m)) {
          messages.push({ message: m as string });
          first ??= m as string;
        }
      }
    }
    code ??= asString(b.code);
  }
  const twoFactorAuth =
    body && typeof body === 'object' ? (body as Record<string, unknown>).twoFactorAuth : undefined;
  return {
    message: first ?? FALLBACK_ERROR_TEXT,
    ...(code ? { code } : {}),
    fields,
    messages,
    ...(twoFactorAuth === undefined ? {} : { twoFactorAuth }),
  };
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: Record<string, string[]>;
  readonly messages: ApiMessage[];
  readonly path: string;
  readonly twoFactorAuth: unknown;

  constructor(status: number, path: string, details: ApiErrorDetails) {
    super(details.message);
    this.name = 'ApiError';
    this.status = status;
    this.path = path;
    this.code = details.code;
    this.fields = details.fields;
    this.messages = details.messages;
    this.twoFactorAuth = details.twoFactorAuth;
  }
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}
