import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { createProductOffer } from '../src/modules/catalog/catalog.factory.ts';
import { createDraw } from '../src/modules/draws/draws.factory.ts';
import { changeDrawStatus, closeDueDraws } from '../src/modules/draws/draws.service.ts';
import { getTestDb, resetTestDb } from '../src/testing/test-db.ts';

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
    const closed = await changeDrawStatus(db, draw.id, 'DRAW_CLOSED', NOW);
    expect(closed.status).toBe('DRAW_CLOSED');
    expect((await changeDrawStatus(db, draw.id, 'DRAW_DRAWN', NOW)).status).toBe('DRAW_DRAWN');
  });

  it('refuses a move the table does not allow, and changes nothing', async () => {
    const offer = await createProductOffer(db);
    const draw = await createDraw(db, { offerId: offer.id }, NOW);
    await expect(changeDrawStatus(db, draw.id, 'DRAW_PAID', NOW)).rejects.toMatchObject({ code: 'conflict' });
    await expect(changeDrawStatus(db, draw.id, 'DRAW_CLOSED', NOW)).resolves.toMatchObject({
      status: 'DRAW_CLOSED',
    });
  });

  it('is not_found for an unknown draw', async () => {
    await expect(
      changeDrawStatus(db, '01900000-0000-7000-8000-000000000000', 'DRAW_CLOSED', NOW),
    ).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('closeDueDraws', () => {
  it('closes open and capped draws past their sales stop only', async () => {
    const offer = await createProductOffer(db);
    const due = await createDraw(
      db,
      { offerId: offer.id, drawNo: 1, drawAt: new Date(NOW.getTime() + 60_000), salesCloseAt: NOW },
      NOW,
    );
    const capped = await createDraw(
      db,
      {
        offerId: offer.id,
        drawNo: 2,
        status: 'DRAW_CAPPED',
        drawAt: NOW,
        salesCloseAt: new Date(NOW.getTime() - 1),
      },
      NOW,
    );
    await createDraw(db, { offerId: offer.id, drawNo: 3 }, NOW);
    const closed = await closeDueDraws(db, NOW);
    expect(closed.map((d) => d.id).sort()).toEqual([due.id, capped.id].sort());
    expect(await closeDueDraws(db, NOW)).toEqual([]);
  });
});
