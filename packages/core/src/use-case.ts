/**
 * The one shape of a use-case: `fn(ctx, input)`, where `ctx` says what it runs on (the database or a transaction,
 * the clock), who is acting (an anonymous visitor, a signed-in customer, an operator, a system job) and where to
 * log. Routes build it from the request, jobs from their own identity, tests with `useCaseCtx`. A use-case that
 * must be atomic runs its steps with `inTransaction(ctx, (tx) => …)`, where `tx` is the same context on one
 * transaction; a use-case called inside another's transaction simply receives that context.
 */
import type { Clock } from './clock.ts';
import type { Db } from './db/client.ts';
import { DomainError } from './errors.ts';

/** Who a use-case acts for. */
export type Actor =
  | { kind: 'anonymous' }
  | { kind: 'customer'; customerId: string; sessionId: string }
  | { kind: 'operator'; name: string }
  | { kind: 'system'; job: string };

type LogFn = { (msg: string): void; (obj: object, msg?: string): void };
/** The part of a pino logger use-cases need; never log a secret, token, password or card number. */
export type Log = { debug: LogFn; info: LogFn; warn: LogFn; error: LogFn };

export type Ctx = {
  db: Db;
  clock: Clock;
  actor: Actor;
  log: Log;
  /** The country the request comes from (ISO 3166-1 alpha-2, from the trusted country header), when known. */
  country?: string | undefined;
};

export const ANONYMOUS: Actor = { kind: 'anonymous' };

const ignore: LogFn = () => {};
export const silentLog: Log = { debug: ignore, info: ignore, warn: ignore, error: ignore };

/** A context; the actor defaults to anonymous and the log to silence. */
export function useCaseCtx(parts: { db: Db; clock: Clock; actor?: Actor; log?: Log }): Ctx {
  return { db: parts.db, clock: parts.clock, actor: parts.actor ?? ANONYMOUS, log: parts.log ?? silentLog };
}

/** The same context acting as someone else. */
export const actingAs = (ctx: Ctx, actor: Actor): Ctx => ({ ...ctx, actor });

export const customerActor = (customerId: string, sessionId = 'none'): Actor => ({
  kind: 'customer',
  customerId,
  sessionId,
});
export const systemActor = (job: string): Actor => ({ kind: 'system', job });
export const operatorActor = (name: string): Actor => ({ kind: 'operator', name });

/** The signed-in customer acting; anyone else is refused as unauthorized. */
export function customerIdOf(ctx: Ctx): string {
  if (ctx.actor.kind !== 'customer') throw new DomainError('unauthorized');
  return ctx.actor.customerId;
}

/** Refuses anyone but an operator or a system job (the draw-day steps). */
export function assertOperatorOrSystem(ctx: Ctx): void {
  if (ctx.actor.kind !== 'operator' && ctx.actor.kind !== 'system') throw new DomainError('forbidden');
}

/** Runs `fn` in one database transaction (a savepoint when `ctx` is already in one) with the context on it. */
export function inTransaction<T>(ctx: Ctx, fn: (tx: Ctx) => Promise<T>): Promise<T> {
  return ctx.db.transaction((db) => fn({ ...ctx, db }));
}

/** One page of a list, as list use-cases answer it; the API turns it into `result` plus `page_info`. */
export type { Page } from './shared/page.ts';
