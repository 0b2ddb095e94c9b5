/** Builds the wire error body (already snake_case) for a code, per the error map. */
import { keysToSnake } from '@lottoshop/contracts/casing';
import { ERROR_MESSAGES, type ErrorCode } from '@lottoshop/contracts/error-codes';
import { ERROR_MAP, type ErrorShape } from './error-map.ts';
import { fieldPathToWire } from './field-path.ts';

export type ApiErrorDetails = {
  code: ErrorCode;
  message?: string;
  /** camelCase field path (dot-separated) -> messages. */
  fields?: Record<string, string[]>;
  status?: number;
  /** Extra keys the client reads beside the messages (camelCase; answered snake_case). */
  details?: Record<string, unknown> | undefined;
};

export type WireError = { status: number; body: Record<string, unknown> };

export function buildErrorBody(details: ApiErrorDetails, requestId: string): WireError {
  const entry = ERROR_MAP[details.code];
  const message = details.message ?? ERROR_MESSAGES[details.code];
  const hasFields = details.fields !== undefined && Object.keys(details.fields).length > 0;
  let shape: ErrorShape = hasFields ? 'errors' : entry.shape;
  if (shape === 'errors' && !hasFields) shape = 'error';
  const status = details.status ?? entry.status;

  if (shape === 'errors') {
    const errors: Record<string, string[]> = {};
    for (const [path, messages] of Object.entries(details.fields ?? {})) {
      const key = fieldPathToWire(path.split('.'));
      errors[key] = [...(errors[key] ?? []), ...messages];
    }
    return { status, body: { errors, code: details.code, request_id: requestId } };
  }
  if (shape === 'messages') {
    const extra = details.details ? keysToSnake<Record<string, unknown>>(details.details) : {};
    return {
      status,
      body: { messages: [{ code: details.code, message }], ...extra, request_id: requestId },
    };
  }
  return { status, body: { error: message, code: details.code, request_id: requestId } };
}
