import { fixedClock } from '@lottoshop/core/clock';
import { createAnonymousCart, getAnonymousCart } from '@lottoshop/core/modules/cart/cart.service';
import { getTestDb, resetTestDb } from '@lottoshop/core/testing/test-db';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { startAnonymousCartsJob } from '../../src/jobs/anonymous-carts.job.ts';

const DAY = 86_400_000;

describe('anonymous carts job', () => {
  it('deletes anonymous carts past their 14 days and keeps the others', async () => {
    const db = await getTestDb();
    await resetTestDb(db);
    const clock = fixedClock('2026-03-01T00:00:00.000Z');
    const old = await createAnonymousCart(db, clock.now());
    clock.advance(10 * DAY);
    const recent = await createAnonymousCart(db, clock.now());
    clock.advance(5 * DAY);
    const info = vi.fn();
    const log = { info, error: vi.fn() } as unknown as FastifyBaseLogger;

    const job = startAnonymousCartsJob({ db, clock, log });
    expect(await job.started).toBe(1);
    await job.stop();

    expect(info).toHaveBeenCalledWith({ deleted: 1 }, 'anonymous carts: 1 expired cart(s) deleted');
    await expect(getAnonymousCart(db, old.anonymousCartToken, clock.now())).rejects.toMatchObject({
      code: 'cart_not_found',
    });
    expect((await getAnonymousCart(db, recent.anonymousCartToken, clock.now())).cartReference).toBe(
      recent.cartReference,
    );
  });
});
