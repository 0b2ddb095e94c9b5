import { createAnonymousCart, getAnonymousCart } from '@lottoshop/core/cart';
import { fixedClock } from '@lottoshop/core/clock';
import { getTestDb, resetTestDb, testCtx } from '@lottoshop/core/testing';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { startAnonymousCartsJob } from '../../src/jobs/anonymous-carts.job.ts';

const DAY = 86_400_000;

describe('anonymous carts job', () => {
  it('deletes anonymous carts past their 14 days and keeps the others', async () => {
    const db = await getTestDb();
    await resetTestDb(db);
    const clock = fixedClock('2026-03-01T00:00:00.000Z');
    const old = await createAnonymousCart(testCtx(db, clock));
    clock.advance(10 * DAY);
    const recent = await createAnonymousCart(testCtx(db, clock));
    clock.advance(5 * DAY);
    const info = vi.fn();
    const log = { info, error: vi.fn() } as unknown as FastifyBaseLogger;

    const job = startAnonymousCartsJob({ db, clock, log });
    expect(await job.started).toBe(1);
    await job.stop();

    expect(info).toHaveBeenCalledWith({ deleted: 1 }, 'anonymous carts: 1 expired cart(s) deleted');
    await expect(
      getAnonymousCart(testCtx(db, clock), { token: old.anonymousCartToken }),
    ).rejects.toMatchObject({
      code: 'cart_not_found',
    });
    expect(
      (await getAnonymousCart(testCtx(db, clock), { token: recent.anonymousCartToken })).cartReference,
    ).toBe(recent.cartReference);
  });
});
