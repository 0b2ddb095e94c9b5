/**
 * Security headers on every answer (decision 023): an API answer is data, never a page to run or frame. helmet's
 * middleware is made once, here: @fastify/helmet made a new one for every request, parsing its policy each time
 * (about 6 % of the CPU of a cached read). The browsable docs (/docs) set their own policy (openapi.ts).
 */
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import helmet from 'helmet';

const applySecurityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
  },
});

/** onRequest: sets the headers on the answer before anything else can send it. */
export function securityHeadersHook(
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  applySecurityHeaders(request.raw, reply.raw, (error?: unknown) =>
    done(error instanceof Error ? error : undefined),
  );
}
