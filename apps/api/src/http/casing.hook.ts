/** preValidation: incoming JSON / form bodies and query keys go snake_case -> camelCase before validation. */
import { keysToCamel } from '@lottoshop/contracts/casing';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

export function camelizeInput(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  if (request.body !== null && typeof request.body === 'object') request.body = keysToCamel(request.body);
  if (request.query !== null && typeof request.query === 'object') request.query = keysToCamel(request.query);
  done();
}
