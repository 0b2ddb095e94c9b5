/** The shop draws a raffle by commit-reveal: winners for every prize, money prizes paid once, re-runs unchanged. */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { loadDraw } from '../src/modules/draws/index.ts';
import { customers } from '../src/modules/identity/identity.tables.ts';
import { getWalletBalance, ledgerTotals } from '../src/modules/ledger/index.ts';
import { ledgerTransfers } from '../src/modules/ledger/ledger.tables.ts';
import { listOutbox } from '../src/modules/mail/index.ts';
import { purchaseCart } from '../src/modules/orders/index.ts';
import {
  drawRaffle,
  getRaffleResult,
  listRaffleResults,
  pickRaffleWinners,
} from '../src/modules/raffles/index.ts';
import { drawWinners, freezeEntries } from '../src/modules/raffles/raffles.draw.ts';
import { raffleDraws, rafflePrizes, raffleWinners } from '../src/modules/raffles/raffles.tables.ts';
import { getCommitment } from '../src/modules/results/index.ts';
import { closeSales, runDrawLifecyclePass } from '../src/modules/settlement/index.ts';
import { systemCtx } from '../src/testing/index.ts';
import { getTestDb, resetTestDb } from '../src/testing/test-db.ts';
import { asCustomer, newCustomer } from './orders-fixture.ts';
import { addRaffleToCart, makeRaffleShop, type RaffleShop } from './raffles-fixture.ts';

let db: Db;
let shop: RaffleShop;
const ref = { offerKey: 'home_raffle', drawNo: 7 };
const raffleRef = { productOfferKey: 'home_raffle', drawNo: 7 };
const ops = () => systemCtx(db, shop.clock, 'raffle-test');

/** Three customers buy 3, 6 and 1 tickets; the raffle has a main prize and two money prizes. */
beforeEach(async () => {
  db = await getTestDb();
  await resetTestDb(db);
  shop = await makeRaffleShop(db, { cap: 100 });
  await db.insert(rafflePrizes).values([
    {
      drawId: shop.raffle.draw.id,
      kind: 'secondary',
      name: '$500 cash',
      description: 'Paid into the wallet',
      valueMinor: 500_00n,
      currency: 'AUD',
      payout: 'wallet',
      awardAt: new Date(shop.raffle.draw.drawAt.getTime() + 120_000),
    },
    {
      drawId: shop.raffle.draw.id,
      kind: 'secondary',
      name: 'Weekend away',
      description: 'Delivered by the operator',
      valueMinor: 900_00n,
      currency: 'AUD',
      payout: 'fulfilment',
      awardAt: new Date(shop.raffle.draw.drawAt.getTime() + 60_000),
    },
  ]);
  for (const [i, [numRaffleTickets, quantity]] of [
    [3, 1],
    [3, 2],
    [1, 1],
  ].entries()) {
    const c = await newCustomer(db, 100_00n);
    await addRaffleToCart(db, shop, c.id, { numRaffleTickets, quantity });
    await purchaseCart(asCustomer(db, shop, c.id), { idempotencyKey: `buy-${i}`, paymentMethod: 'wallet' });
  }
});

const winnersOf = async () =>
  (await db.select().from(raffleWinners).where(eq(raffleWinners.drawId, shop.raffle.draw.id)))
    .map((w) => ({ prizeId: w.prizeId, ticketNo: w.ticketNo, customerId: w.customerId }))
    .sort((a, b) => a.prizeId.localeCompare(b.prizeId));
const prizeTransfers = async () => db.select().from(ledgerTransfers).where(eq(ledgerTransfers.kind, 'prize'));

describe('drawing a raffle', () => {
  it('refuses while sales are open', async () => {
    await expect(drawRaffle(ops(), ref)).rejects.toMatchObject({ code: 'conflict' });
  });

  it('draws every prize to a different ticket, in prize order, from the committed seed and the frozen entries', async () => {
    await closeSales(ops(), ref);
    const outcome = await drawRaffle(ops(), ref);
    expect(outcome.status).toBe('DRAW_PAID');
    expect(outcome.entries).toBe(10);
    // Main first, then by timestamp: the weekend away (a minute after) before the cash (two minutes after).
    expect(outcome.winners.map((w) => w.prizeName)).toEqual(['First prize', 'Weekend away', '$500 cash']);
    expect(new Set(outcome.winners.map((w) => w.ticketNo)).size).toBe(3);

    const commitment = await getCommitment({ db }, shop.raffle.draw.id);
    const [counter] = await db.select().from(raffleDraws).where(eq(raffleDraws.drawId, shop.raffle.draw.id));
    expect(commitment?.entriesHash).toBe(counter?.entriesHash);
    expect(
      pickRaffleWinners({
        seed: commitment?.seed ?? '',
        entriesHash: counter?.entriesHash ?? '',
        ticketNos: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
        prizeCount: 3,
      }),
    ).toEqual(outcome.winners.map((w) => w.ticketNo));

    // The money prizes (the main prize of the fixture and the $500) are paid; the weekend away is for fulfilment.
    const transfers = await prizeTransfers();
    expect(transfers.map((t) => t.amountMinor).sort()).toEqual([500_00n, 750_000_00n].sort());
    expect(outcome.winners.map((w) => [w.payout, w.paid])).toEqual([
      ['wallet', true],
      ['fulfilment', false],
      ['wallet', true],
    ]);
    expect(await ledgerTotals({ db })).toMatchObject({ sumOfBalances: 0n, sumOfHolds: 0n, mismatches: [] });
  });

  it('a raffle drawn early gives the time it was drawn as its draw date, its scheduled one beside it', async () => {
    await expect(getRaffleResult(ops(), raffleRef)).rejects.toMatchObject({ code: 'not_found' });
    // Drawn by the operator two weeks before its scheduled time.
    shop.clock.advance(3_600_000);
    const drawnAt = shop.clock.now().toISOString();
    await closeSales(ops(), ref);
    await drawRaffle(ops(), ref);
    const scheduled = shop.raffle.draw.drawAt.toISOString();
    expect(drawnAt < scheduled).toBe(true);
    const [listed] = (await listRaffleResults(ops(), { productOfferKey: 'home_raffle', limit: 5, offset: 0 }))
      .items;
    expect(listed).toMatchObject({
      drawNo: 7,
      drawDate: drawnAt,
      scheduledDate: scheduled,
      entriesCount: 10,
    });
    const one = await getRaffleResult(ops(), raffleRef);
    expect(one).toEqual(listed);
    expect(one.winners.map((w) => w.prizeName)).toEqual(['First prize', 'Weekend away', '$500 cash']);
    await expect(getRaffleResult(ops(), { ...raffleRef, drawNo: 8 })).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('a second run changes nothing and pays nothing more', async () => {
    await closeSales(ops(), ref);
    const first = await drawRaffle(ops(), ref);
    const second = await drawRaffle(ops(), ref);
    expect(second.winners).toEqual(first.winners);
    expect(second.prizesPaidNow).toBe(0);
    expect(await prizeTransfers()).toHaveLength(2);
  });

  it('a draw interrupted after freezing, or after drawing before paying, ends with the same winners, each paid once', async () => {
    await closeSales(ops(), ref);
    const { draw } = await loadDraw({ db }, ref);
    const frozen = await freezeEntries(ops(), draw);
    // Killed after drawing: winners stored, DRAW_DRAWN, nothing paid.
    await drawWinners(ops(), draw, frozen);
    const stored = await winnersOf();
    expect(stored).toHaveLength(3);
    expect(await prizeTransfers()).toHaveLength(0);
    // Run again: the same winners, paid once.
    const outcome = await drawRaffle(ops(), ref);
    expect(await winnersOf()).toEqual(stored);
    expect(outcome.prizesPaidNow).toBe(2);
    expect(await prizeTransfers()).toHaveLength(2);
    const winner = stored.find((w) => outcome.winners[2]?.ticketNo === w.ticketNo);
    expect(
      (await getWalletBalance({ db }, { customerId: winner?.customerId ?? '' })).balanceMinor,
    ).toBeGreaterThanOrEqual(500_00n);
  });

  it('the life-cycle job closes the raffle at its sales stop and draws it at its draw time', async () => {
    shop.clock.set(new Date(shop.raffle.draw.drawAt.getTime() + 60_000));
    const pass = await runDrawLifecyclePass(ops());
    expect(pass.closed.map((d) => d.drawNo)).toContain(7);
    expect(pass.drawn.map((d) => d.drawNo)).toContain(7);
    expect((await loadDraw({ db }, ref)).draw.status).toBe('DRAW_PAID');
    expect(await winnersOf()).toHaveLength(3);
    // A second pass finds nothing left to do for it.
    const again = await runDrawLifecyclePass(ops());
    expect(again.drawn.map((d) => d.drawNo)).not.toContain(7);
    expect(await prizeTransfers()).toHaveLength(2);
  });

  it('e-mails each winner once: the prize, the ticket and the amount paid, or that the operator delivers it', async () => {
    await closeSales(ops(), ref);
    const { draw } = await loadDraw({ db }, ref);
    // Interrupted after drawing, then run twice: still one e-mail per prize.
    await drawWinners(ops(), draw, await freezeEntries(ops(), draw));
    const outcome = await drawRaffle(ops(), ref);
    await drawRaffle(ops(), ref);
    const mails = (await listOutbox({ db })).filter((m) => m.kind === 'raffle_prize');
    expect(mails).toHaveLength(3);
    const stored = await winnersOf();
    const emails = new Map((await db.select().from(customers)).map((c) => [c.id, c.email]));
    for (const w of outcome.winners) {
      const owner = stored.find((s) => s.ticketNo === w.ticketNo)?.customerId ?? '';
      const mail = mails.find((m) => m.textBody.includes(`ticket #${w.ticketNo} won ${w.prizeName}`));
      expect(mail?.toAddress, w.prizeName).toBe(emails.get(owner));
    }
    const cash = mails.find((m) => m.textBody.includes('won $500 cash'));
    expect(cash?.textBody).toContain('$500.00 has been paid into your wallet.');
    const away = mails.find((m) => m.textBody.includes('won Weekend away'));
    expect(away?.textBody).toContain('We will contact you to arrange delivery of your prize.');
    expect(away?.subject).toMatch(/^You won a prize in /);
  });
});
