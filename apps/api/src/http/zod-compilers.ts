/**
 * Validation and serialisation with zod (fastify-type-provider-zod's approach), adapted to the wire format:
 * inputs are validated after snake_case -> camelCase conversion, outputs are checked in camelCase and then
 * written in snake_case. Validation messages are the plain-English ones from contracts.
 */
import { friendlyZodError } from '@lottoshop/contracts/validation-messages';
import type { FastifySchemaCompiler, FastifySchemaValidationError, FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { type $ZodType, safeEncode, safeParse } from 'zod/v4/core';
import { toWireJson } from './wire-json.ts';

export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const parsed = safeParse(schema, data, { error: friendlyZodError });
    if (parsed.success) return { value: parsed.data };
    const issues: FastifySchemaValidationError[] = parsed.error.issues.map((issue) => ({
      keyword: issue.code,
      instancePath: issue.path.length > 0 ? `/${issue.path.map(String).join('/')}` : '',
      schemaPath: '',
      params: {},
      message: issue.message,
    }));
    return { error: issues as unknown as Error };
  };

export const serializerCompiler: FastifySerializerCompiler<$ZodType> = ({
  schema,
  method,
  url,
  httpStatus,
}) => {
  // Error bodies are written by the error handler; only success payloads are checked against the schema.
  if (!String(httpStatus).startsWith('2')) return toWireJson;
  return (data) => {
    const encoded = safeEncode(schema, data);
    if (!encoded.success) throw new ResponseSerializationError(method, url, { cause: encoded.error });
    return toWireJson(encoded.data);
  };
};
