/**
 * Turns anything thrown into a spec 1 §8 error body. DomainErrors and request problems become 4xx with a
 * message a person can act on; everything else is a 500 that says only "Something went wrong" and the
 * request id, with the details in the log.
 */
import type { ErrorCode } from '@lottoshop/contracts/error-codes';
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

/** Classifies an error; `undefined` means an unexpected failure (500). */
export function describeError(error: unknown): ApiErrorDetails | undefined {
  if (error instanceof DomainError) {
    return { code: error.code, message: error.message, fields: error.fields, status: error.status };
  }
  if (!isFastifyError(error)) return undefined;
  if (Array.isArray(error.validation)) return validationDetails(error);
  const mapped = FASTIFY_CODES[error.code];
  if (mapped) return { code: mapped };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { code: status === 404 ? 'not_found' : 'bad_request', status };
  return undefined;
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
  if (details) {
    request.log.info({ code: details.code }, 'request rejected');
    return sendError(reply, details);
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, { code: 'internal_error' });
}

export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendError(reply, { code: 'route_not_found' });
}
