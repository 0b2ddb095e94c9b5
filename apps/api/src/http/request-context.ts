/** Request id (accepted or generated, always echoed) and `req.ctx` for handlers. */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { HEADER, REQUEST_ID_PATTERN } from '@lottoshop/contracts/headers';
import { DomainError } from '@lottoshop/core/errors';
import { ANONYMOUS } from '@lottoshop/core/use-case';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { RequestContext } from './app-types.ts';
import { countryName } from './country-name.ts';
import { headerValue } from './header-value.ts';

export function genReqId(raw: IncomingMessage): string {
  const given = headerValue(raw, HEADER.requestId);
  return given !== undefined && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
}

/** Session, device and customer ids and the sub-variant are opaque tokens of this form. */
const OPTIONAL_ID_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;

const OPTIONAL_HEADERS = {
  sessionId: HEADER.sessionId,
  subVariant: HEADER.subVariant,
  customerId: HEADER.customerId,
  deviceId: HEADER.deviceId,
} as const;

type Deps = Pick<RequestContext, 'db' | 'clock' | 'config'>;

export function requestContextHook(deps: Deps) {
  return function setRequestContext(
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ): void {
    reply.header(HEADER.requestId, request.id);
    const ctx: RequestContext = {
      db: deps.db,
      clock: deps.clock,
      config: deps.config,
      actor: ANONYMOUS,
      log: request.log,
      requestId: request.id,
      version: undefined,
    };
    request.ctx = ctx;
    const invalid: Record<string, string[]> = {};
    for (const [field, header] of Object.entries(OPTIONAL_HEADERS)) {
      const value = headerValue(request, header);
      if (value === undefined) continue;
      if (OPTIONAL_ID_PATTERN.test(value)) ctx[field as keyof typeof OPTIONAL_HEADERS] = value;
      else invalid[header] = ['Use 1 to 128 letters, digits or the characters _ . : -'];
    }
    // The web forwards the country its trusted proxy named (X-Country-Code); anything but a country is ignored.
    const country = headerValue(request, HEADER.countryCode)?.trim().toUpperCase();
    if (country && countryName(country)) ctx.country = country;
    if (Object.keys(invalid).length > 0) throw new DomainError('validation_failed', { fields: invalid });
    done();
  };
}
