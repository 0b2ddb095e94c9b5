import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/index.ts';
import type { ProductOfferRow } from '../src/modules/catalog/index.ts';
import { createProductOffer } from '../src/modules/catalog/testing.ts';
import { setWinnerPublicity } from '../src/modules/consents/index.ts';
import { draws } from '../src/modules/draws/draws.tables.ts';
import type { DrawRow } from '../src/modules/draws/index.ts';
import { createDraw } from '../src/modules/draws/testing.ts';
import { createCustomer } from '../src/modules/identity/testing.ts';
import { listOutbox } from '../src/modules/mail/index.ts';
import { mailOutbox } from '../src/modules/mail/mail.tables.ts';
import { checkouts, ticketDraws, ticketLines, tickets } from '../src/modules/orders/orders.tables.ts';
import { countWinNotices, enterOfficialResult, getDrawWinners } from '../src/modules/results/index.ts';
import { winNotices } from '../src/modules/results/results.tables.ts';
import { closeSales, settleDraw } from '../src/modules/settlement/index.ts';
import { createSiteSettings } from '../src/modules/site/testing.ts';
import { customerCtx, systemCtx, testCtx } from '../src/testing/index.ts';
import { getTestDb, resetTestDb, testDatabaseUrl, widePool } from '../src/testing/test-db.ts';

const NOW = new Date('2026-03-07T08:00:00.000Z');
const LATER = new Date('2026-03-07T09:30:00.000Z');
const ref = { offerKey: 'saturday_lotto', drawNo: 4520 };
const RESULT = { main: [3, 11, 19, 27, 38, 44], supplementary: [7, 45], bonus: [] as number[] };
const DIVIDENDS = { 1: 1_000_000_00n, 2: 7_512_35n, 3: 1_502_10n, 4: 41_25n, 5: 20_05n, 6: 12_35n };

let db: Db;
beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await resetTestDb(db);
  await createSiteSettings(db);
});

async function insertTicket(offer: ProductOfferRow, draw: DrawRow, customerId: string, lines: number[][]) {
  const [checkout] = await db
    .insert(checkouts)
    .values({
      customerId,
      idempotencyKey: randomUUID(),
      totalMinor: 85n * BigInt(lines.length),
      currency: 'AUD',
    })
    .returning();
  const [ticket] = await db
    .insert(tickets)
    .values({
      checkoutId: checkout!.id,
      customerId,
      offerId: offer.id,
      gameType: 'standard',
      numGames: lines.length,
      numDraws: 1,
      priceMinor: 85n * BigInt(lines.length),
      currency: 'AUD',
    })
    .returning();
  await db
    .insert(ticketLines)
    .values(lines.map((numbers, i) => ({ ticketId: ticket!.id, lineNo: i + 1, numbers, bonus: [] })));
  await db.insert(ticketDraws).values({ ticketId: ticket!.id, drawId: draw.id });
  return ticket!;
}

/** Saturday Lotto draw 4520 with: Alex winning divisions 1 and 4 (two lines of 4), Sam division 6, Kim nothing. */
async function drawWithWinners(on: Db = db) {
  const offer = await createProductOffer(on, { key: 'saturday_lotto', name: 'Saturday Lotto' });
  const draw = await createDraw(
    on,
    { offerId: offer.id, drawNo: 4520, drawAt: new Date(NOW.getTime() + 3_600_000) },
    NOW,
  );
  const alex = await createCustomer(on, { email: 'alex@example.com', firstname: 'Alex', state: 'NSW' });
  const sam = await createCustomer(on, { email: 'sam@example.com', firstname: 'Sam', state: 'VIC' });
  const kim = await createCustomer(on, { email: 'kim@example.com', firstname: 'Kim', state: 'QLD' });
  await insertTicket(offer, draw, alex.id, [
    [3, 11, 19, 27, 38, 44],
    [3, 11, 19, 27, 1, 2],
    [3, 11, 19, 27, 4, 5],
  ]);
  await insertTicket(offer, draw, sam.id, [[3, 11, 19, 1, 2, 4]]);
  await insertTicket(offer, draw, kim.id, [[1, 2, 4, 5, 6, 8]]);
  await closeSales(systemCtx(on, LATER), ref);
  await enterOfficialResult(systemCtx(on, LATER), { ...ref, ...RESULT, dividends: DIVIDENDS });
  return { offer, draw, alex, sam, kim };
}

async function statusOf(drawId: string) {
  const [row] = await db.select({ status: draws.status }).from(draws).where(eq(draws.id, drawId));
  return row?.status;
}

describe('win e-mails', () => {
  it('e-mails each winner once, naming the draw, each division and its prize, then the draw is DRAW_EMAILED', async () => {
    const { draw } = await drawWithWinners();
    const settlement = await settleDraw(systemCtx(db, LATER), ref);
    expect(settlement).toMatchObject({ status: 'DRAW_EMAILED', winningLines: 4, winEmailsNow: 2 });
    expect(await statusOf(draw.id)).toBe('DRAW_EMAILED');

    const mails = (await listOutbox(testCtx(db, LATER))).filter((m) => m.kind === 'draw_win');
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['alex@example.com', 'sam@example.com']);
    const alex = mails.find((m) => m.toAddress === 'alex@example.com')!;
    expect(alex.subject).toBe('You won in Saturday Lotto draw 4520');
    expect(alex.textBody).toContain('Hi Alex,');
    expect(alex.textBody).toContain('Division 1: $1,000,000.00.');
    expect(alex.textBody).toContain('Division 4: $41.25 on each of 2 lines.');
    expect(alex.textBody).toContain('$1,000,082.50 has been paid into your wallet.');
    expect(alex.textBody).toContain('/saturday_lotto/results/draw/4520');
    const sam = mails.find((m) => m.toAddress === 'sam@example.com')!;
    expect(sam.textBody).toContain('Division 6: $12.35.');

    // Settling again sends nothing more.
    const again = await settleDraw(systemCtx(db, LATER), ref);
    expect(again).toMatchObject({ status: 'DRAW_EMAILED', winEmailsNow: 0 });
    expect((await listOutbox(testCtx(db, LATER))).filter((m) => m.kind === 'draw_win')).toHaveLength(2);
    expect(await countWinNotices(testCtx(db, LATER), draw.id)).toBe(2);
  });

  it('names a winner on the winners list only with their consent: first name and state', async () => {
    const { alex, sam } = await drawWithWinners();
    await settleDraw(systemCtx(db, LATER), ref);
    const before = await getDrawWinners(testCtx(db, LATER), ref);
    expect(before.divisions.map((d) => [d.division, d.winners, d.named])).toEqual([
      [1, 1, []],
      [2, 0, []],
      [3, 0, []],
      [4, 2, []],
      [5, 0, []],
      [6, 1, []],
    ]);
    await setWinnerPublicity(customerCtx(db, LATER, alex.id), { consented: true });
    await setWinnerPublicity(customerCtx(db, LATER, sam.id), { consented: false });
    const after = await getDrawWinners(testCtx(db, LATER), ref);
    expect(after.divisions[0]!.named).toEqual([{ firstName: 'Alex', state: 'NSW' }]);
    // Two lines of one winner name them once.
    expect(after.divisions[3]!.named).toEqual([{ firstName: 'Alex', state: 'NSW' }]);
    expect(after.divisions[5]!.named).toEqual([]);
    expect(JSON.stringify(after)).not.toContain('example.com');
  });
});

describe.skipIf(!testDatabaseUrl())('win e-mails with settlements racing (PostgreSQL)', () => {
  it('sends each winner one e-mail when four settlements of the draw run at once', async () => {
    const { draw } = await drawWithWinners();
    const pool = widePool(db, 6);
    try {
      const runs = await Promise.all(
        Array.from({ length: 4 }, () => settleDraw(systemCtx(pool.db, LATER), ref)),
      );
      expect(runs.reduce((sum, r) => sum + r.winEmailsNow, 0)).toBe(2);
      expect(runs.every((r) => r.status === 'DRAW_EMAILED')).toBe(true);
    } finally {
      await pool.end();
    }
    const mails = (await listOutbox(testCtx(db, LATER))).filter((m) => m.kind === 'draw_win');
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['alex@example.com', 'sam@example.com']);
    expect(await statusOf(draw.id)).toBe('DRAW_EMAILED');
  });

  it('sends each winner one e-mail when two e-mail passes race on a paid draw', async () => {
    const { draw } = await drawWithWinners();
    // Paid, then put back to DRAW_PAID with nobody told, as if the process died between paying and e-mailing.
    await settleDraw(systemCtx(db, LATER), ref);
    await db.delete(winNotices).where(eq(winNotices.drawId, draw.id));
    await db.delete(mailOutbox).where(eq(mailOutbox.kind, 'draw_win'));
    await db.update(draws).set({ status: 'DRAW_PAID' }).where(eq(draws.id, draw.id));
    const pool = widePool(db, 4);
    try {
      const runs = await Promise.all([
        settleDraw(systemCtx(pool.db, LATER), ref),
        settleDraw(systemCtx(pool.db, LATER), ref),
      ]);
      expect(runs[0]!.winEmailsNow + runs[1]!.winEmailsNow).toBe(2);
    } finally {
      await pool.end();
    }
    const mails = (await listOutbox(testCtx(db, LATER))).filter((m) => m.kind === 'draw_win');
    expect(mails).toHaveLength(2);
  });
});
