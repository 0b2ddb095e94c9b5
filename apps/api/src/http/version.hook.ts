/** Platform (/v2) versioning: every call names a version the route serves (spec 1 §7). */
import { isApiVersion } from '@lottoshop/contracts/api-versions';
import { HEADER } from '@lottoshop/contracts/headers';
import { DomainError } from '@lottoshop/core/errors';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import { headerValue } from './header-value.ts';

/** onRequest (a callback hook, as the others a request meets before a cached answer: no promise per request). */
export function checkVersion(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  const version = headerValue(request, HEADER.apiVersion);
  if (version === undefined) throw new DomainError('version_required');
  if (!isApiVersion(version)) throw new DomainError('version_unknown');
  const served = request.routeOptions.config.versions ?? [];
  if (!served.includes(version)) {
    throw new DomainError('version_not_supported', {
      message: `This call is not available in API version ${version}. Use ${served.join(', ')}.`,
    });
  }
  request.ctx.version = version;
  done();
}

/** onRoute hook: a /v2 route without declared versions is a programming error caught at start-up. */
export function requireDeclaredVersions(route: RouteOptions): void {
  const versions = route.config?.versions;
  if (!versions || versions.length === 0) {
    throw new Error(`${route.method} ${route.url}: /v2 routes must declare config.versions`);
  }
}
