/** Contexts for calling use-cases in tests: anonymous, as a customer, or as a system job. */
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { type Ctx, customerActor, systemActor, useCaseCtx } from '../use-case.ts';

/** A clock that always answers `now`, for a call at one moment. */
const at = (now: Date): Clock => ({ now: () => new Date(now.getTime()) });

type ClockOrDate = Clock | Date;
const clockOf = (c: ClockOrDate): Clock => (c instanceof Date ? at(c) : c);

export const testCtx = (db: Db, clock: ClockOrDate): Ctx => useCaseCtx({ db, clock: clockOf(clock) });
export const customerCtx = (db: Db, clock: ClockOrDate, customerId: string): Ctx =>
  useCaseCtx({ db, clock: clockOf(clock), actor: customerActor(customerId) });
export const systemCtx = (db: Db, clock: ClockOrDate, job = 'test'): Ctx =>
  useCaseCtx({ db, clock: clockOf(clock), actor: systemActor(job) });
