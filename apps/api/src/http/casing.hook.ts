/** preValidation: incoming JSON / form bodies and query keys go snake_case -> camelCase before validation. */
import { keysToCamel } from '@lottoshop/contracts/casing';
import type { FastifyRequest } from 'fastify';

export async function camelizeInput(request: FastifyRequest): Promise<void> {
  if (request.body !== null && typeof request.body === 'object') request.body = keysToCamel(request.body);
  if (request.query !== null && typeof request.query === 'object') request.query = keysToCamel(request.query);
}
