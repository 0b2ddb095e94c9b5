import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/index.ts';
import { createProductOffer } from '../src/modules/catalog/testing.ts';
import { changeDrawStatus, closeDueDraws } from '../src/modules/draws/index.ts';
import { createDraw } from '../src/modules/draws/testing.ts';
import { getTestDb, resetTestDb, systemCtx } from '../src/testing/index.ts';

let db: Db;
beforeEach(async () => {
  db = await getTestDb();
  await resetTestDb(db);
});

const NOW = new Date('2026-03-02T01:00:00Z');

describe('changeDrawStatus', () => {
  it('moves a draw along the transition table', async () => {
    const offer = await createProductOffer(db);
    const draw = await createDraw(db, { offerId: offer.id }, NOW);
    const closed = await changeDrawStatus(systemCtx(db, NOW), { drawId: draw.id, to: 'DRAW_CLOSED' });
    expect(closed.status).toBe('DRAW_CLOSED');
    expect((await changeDrawStatus(systemCtx(db, NOW), { drawId: draw.id, to: 'DRAW_DRAWN' })).status).toBe(
      'DRAW_DRAWN',
    );
  });

  it('refuses a move the table does not allow, and changes nothing', async () => {
    const offer = await createProductOffer(db);
    const draw = await createDraw(db, { offerId: offer.id }, NOW);
    await expect(
      changeDrawStatus(systemCtx(db, NOW), { drawId: draw.id, to: 'DRAW_PAID' }),
    ).rejects.toMatchObject({ code: 'conflict' });
    await expect(
      changeDrawStatus(systemCtx(db, NOW), { drawId: draw.id, to: 'DRAW_CLOSED' }),
    ).resolves.toMatchObject({
      status: 'DRAW_CLOSED',
    });
  });

  it('is not_found for an unknown draw', async () => {
    await expect(
      changeDrawStatus(systemCtx(db, NOW), {
        drawId: '01900000-0000-7000-8000-000000000000',
        to: 'DRAW_CLOSED',
      }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('closeDueDraws', () => {
  it('closes open draws past their sales stop only', async () => {
    const offer = await createProductOffer(db);
    const due = await createDraw(
      db,
      { offerId: offer.id, drawNo: 1, drawAt: new Date(NOW.getTime() + 60_000), salesCloseAt: NOW },
      NOW,
    );
    const late = await createDraw(
      db,
      { offerId: offer.id, drawNo: 2, drawAt: NOW, salesCloseAt: new Date(NOW.getTime() - 1) },
      NOW,
    );
    await createDraw(db, { offerId: offer.id, drawNo: 3 }, NOW);
    // Past its sales stop but already drawn: not on sale, so not moved (the move is conditional on DRAW_OPEN).
    const drawn = await createDraw(
      db,
      { offerId: offer.id, drawNo: 4, status: 'DRAW_DRAWN', drawAt: NOW, salesCloseAt: NOW },
      NOW,
    );
    const closed = await closeDueDraws(systemCtx(db, NOW));
    expect(closed.map((d) => d.id).sort()).toEqual([due.id, late.id].sort());
    expect((await changeDrawStatus(systemCtx(db, NOW), { drawId: drawn.id, to: 'DRAW_SCORED' })).status).toBe(
      'DRAW_SCORED',
    );
    expect(await closeDueDraws(systemCtx(db, NOW))).toEqual([]);
  });
});
