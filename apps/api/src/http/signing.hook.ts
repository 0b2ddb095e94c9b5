/** onRequest hook for signed families: a missing, wrong or stale signature is 401 (spec 1 §7). */
import { SIGNING_HEADERS } from '@lottoshop/contracts/signing';
import { DomainError } from '@lottoshop/core/errors';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { ApiConfig } from '../config.ts';
import { headerValue } from './header-value.ts';
import { VerifiedSignatures, verifySignature } from './signature.ts';

export function signingHook(config: Pick<ApiConfig, 'appKeys'>) {
  const verified = new VerifiedSignatures();
  return function checkSignature(
    request: FastifyRequest,
    _reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ): void {
    const customerToken = headerValue(request, SIGNING_HEADERS.customerToken);
    const check = verifySignature(
      {
        appKey: headerValue(request, SIGNING_HEADERS.appKey),
        timestamp: headerValue(request, SIGNING_HEADERS.timestamp),
        signature: headerValue(request, SIGNING_HEADERS.signature),
        customerToken,
      },
      config.appKeys,
      request.ctx.clock.now(),
      verified,
    );
    if (!check.ok) throw new DomainError(check.code, { message: check.message });
    request.ctx.appKey = check.appKey;
    if (customerToken !== undefined) request.ctx.customerToken = customerToken;
    done();
  };
}
