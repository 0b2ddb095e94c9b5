/**
 * Turns anything thrown into a spec 1 §8 error body. DomainErrors and request problems become 4xx with a
 * message a person can act on; everything else is a 500 that says only "Something went wrong" and the
 * request id, with the details in the log.
 */
import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { ErrorCode } from '@lottoshop/contracts/error-codes';
import { HEADER } from '@lottoshop/contracts/headers';
import { DomainError } from '@lottoshop/core/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { type ApiErrorDetails, buildErrorBody } from './error-body.ts';
import { splitInstancePath } from './field-path.ts';

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  // Not reached while the router's parameter limit exceeds the URL Node accepts (see server.ts).
  FST_ERR_MAX_PARAM_LENGTH: 'bad_request',
};

const CONTEXT_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

function validationDetails(error: FastifyError): ApiErrorDetails {
  const context = CONTEXT_NAMES[error.validationContext ?? ''] ?? 'body';
  const fields: Record<string, string[]> = {};
  for (const issue of error.validation ?? []) {
    const segments = splitInstancePath(issue.instancePath);
    const path = segments.length > 0 ? segments.join('.') : context;
    fields[path] = [...(fields[path] ?? []), issue.message ?? 'Is not valid.'];
  }
  return { code: 'validation_failed', fields };
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as FastifyError).code === 'string';
}

const CLIENT_STATUS_CODES: Record<number, ErrorCode> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/**
 * The 4xx status of an error raised by a plugin in the http-errors style (`statusCode` or `status`, e.g. the
 * 403 the static file server raises for a path that climbs out of its folder); undefined otherwise.
 */
function clientErrorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const { statusCode, status } = error as { statusCode?: unknown; status?: unknown };
  const value = typeof statusCode === 'number' ? statusCode : status;
  return typeof value === 'number' && value >= 400 && value < 500 ? value : undefined;
}

function clientErrorDetails(status: number): ApiErrorDetails {
  return { code: CLIENT_STATUS_CODES[status] ?? 'bad_request', status };
}

/** Classifies an error; `undefined` means an unexpected failure (500). */
export function describeError(error: unknown): ApiErrorDetails | undefined {
  if (error instanceof DomainError) {
    return {
      code: error.code,
      message: error.message,
      fields: error.fields,
      status: error.status,
      details: error.details,
    };
  }
  if (isFastifyError(error)) {
    if (Array.isArray(error.validation)) return validationDetails(error);
    const mapped = FASTIFY_CODES[error.code];
    if (mapped) return { code: mapped };
  }
  const status = clientErrorStatus(error);
  return status === undefined ? undefined : clientErrorDetails(status);
}

export function sendError(reply: FastifyReply, details: ApiErrorDetails): FastifyReply {
  const { status, body } = buildErrorBody(details, reply.request.id);
  return reply
    .code(status)
    .header('cache-control', 'private, no-store')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(body));
}

export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const details = describeError(error);
  if (error instanceof DomainError && error.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(error.retryAfterSeconds));
  }
  if (details) {
    request.log.info({ code: details.code }, 'request rejected');
    return sendError(reply, details);
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, { code: 'internal_error' });
}

const CLIENT_ERRORS: Record<string, { status: number; reason: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    message: 'The URL or the request headers are too long.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    message: 'The request took too long to arrive.',
  },
};
const MALFORMED_REQUEST = { status: 400, reason: 'Bad Request', message: 'The request is not valid HTTP.' };

/**
 * Requests Node rejects before Fastify sees them (headers or URL over the size limit, broken HTTP): answered
 * in the usual error shape, with a fresh request id, and the connection closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED_REQUEST;
  const requestId = randomUUID();
  const body = JSON.stringify({ error: answer.message, code: 'bad_request', request_id: requestId });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${answer.status} ${answer.reason}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        'Cache-Control: private, no-store\r\n' +
        `${HEADER.requestId}: ${requestId}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

export const BAD_URL_MESSAGE = 'The URL is not valid: a % must be followed by two hexadecimal digits.';

/**
 * Requests Fastify rejects before routing (a URL whose percent-encoding does not decode): the usual error
 * body with the request id instead of Fastify's own.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.header(HEADER.requestId, request.id);
  if (error.code === 'FST_ERR_BAD_URL') {
    request.log.info({ code: error.code }, 'request rejected');
    sendError(reply, { code: 'bad_request', message: BAD_URL_MESSAGE });
    return;
  }
  errorHandler(error, request, reply);
}

export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendError(reply, { code: 'route_not_found' });
}
