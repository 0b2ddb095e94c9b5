/**
 * The shop draws a raffle itself, with the commit-reveal scheme of its own lotteries (results module):
 *   1. a secret seed is committed when the draw is created (its SHA-256 published while tickets are on sale);
 *   2. once sales are closed the entries are frozen: no number can be added (`raffle_draws.entries_hash`), and the
 *      hash of the ascending ticket numbers is recorded with the commitment;
 *   3. the winners of every prize, main first, come from the seed and that hash only (raffles.rules.ts), one
 *      prize per ticket, and are stored with the move to DRAW_DRAWN;
 *   4. money prizes are paid from the prize fund into each winner's wallet, each in its own transaction, keyed
 *      `raffle-prize:<prizeId>` so a prize is paid once; others are recorded for fulfilment; then DRAW_PAID.
 *      Each winner is e-mailed once: in the transaction that pays the prize, or, for a prize the operator
 *      delivers, in the one that stores the winners.
 * Every step is conditional on what is already stored, so an interrupted draw run again gives the same winners and
 * pays each prize once. The seed is revealed (answered by the verifier) once the draw is drawn.
 */
import { formatMoney } from '@lottoshop/contracts/formatting';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import { moneyDto } from '../../shared/money.ts';
import { assertOperatorOrSystem, type Ctx, inTransaction } from '../../use-case.ts';
import { advanceDraw, type DrawRef, type DrawRow, loadDraw, ON_SALE_STATUSES } from '../draws/index.ts';
import { findCustomerById } from '../identity/index.ts';
import { postTransfer, walletAndSystemAccountIds } from '../ledger/index.ts';
import { enqueueEmail, rafflePrizeEmail } from '../mail/index.ts';
import { commitSeed, getCommitment, recordDrawAudit, recordEntriesHash } from '../results/index.ts';
import { listDrawPrizes } from './raffles.queries.ts';
import { hashRaffleEntries, pickRaffleWinners, RAFFLE_DRAW_ALGORITHM } from './raffles.rules.ts';
import { raffleDraws, rafflePrizes, raffleTickets, raffleWinners } from './raffles.tables.ts';

type Reader = Pick<Ctx, 'db'>;

/** The frozen entry list of a raffle draw: every ticket number sold, ascending. */
export async function listEntryNumbers(ctx: Reader, drawId: string): Promise<number[]> {
  const rows = await ctx.db
    .select({ n: raffleTickets.ticketNo })
    .from(raffleTickets)
    .where(eq(raffleTickets.drawId, drawId))
    .orderBy(asc(raffleTickets.ticketNo));
  return rows.map((r) => r.n);
}

/** Stops sales for good and records the entries' hash (idempotent: the first freeze stands). */
export async function freezeEntries(
  ctx: Ctx,
  draw: DrawRow,
): Promise<{ entriesHash: string; ticketNos: number[] }> {
  return inTransaction(ctx, async (tx) => {
    // Locking the counter row waits for any purchase still allocating numbers of this draw.
    const [row] = await tx.db.select().from(raffleDraws).where(eq(raffleDraws.drawId, draw.id)).for('update');
    if (!row) throw new Error(`raffle draw ${draw.id} has no sales counter`);
    const ticketNos = await listEntryNumbers(tx, draw.id);
    const entriesHash = hashRaffleEntries(draw.id, ticketNos);
    if (row.entriesHash === null) {
      await tx.db
        .update(raffleDraws)
        .set({ entriesHash, entriesCount: ticketNos.length, frozenAt: tx.clock.now() })
        .where(eq(raffleDraws.drawId, draw.id));
      await recordEntriesHash(tx, { draw, entriesHash, entriesCount: ticketNos.length });
    } else if (row.entriesHash !== entriesHash) {
      throw new Error(`the entries of raffle draw ${draw.id} changed after they were frozen`);
    }
    return { entriesHash, ticketNos };
  });
}

/** Stores the winners of every prize and moves the draw to DRAW_DRAWN (once; a re-run finds them stored). */
export async function drawWinners(
  ctx: Ctx,
  draw: DrawRow,
  frozen: { entriesHash: string; ticketNos: number[] },
) {
  const commitment = (await getCommitment(ctx, draw.id)) ?? null;
  if (!commitment) throw new Error(`raffle draw ${draw.id} has no seed commitment`);
  const prizes = await listDrawPrizes(ctx, draw.id);
  const winningNos = pickRaffleWinners({
    seed: commitment.seed,
    entriesHash: frozen.entriesHash,
    ticketNos: frozen.ticketNos,
    prizeCount: prizes.length,
  });
  await advanceDraw(ctx, { drawId: draw.id, from: 'DRAW_CLOSED', to: 'DRAW_DRAWN' }, async (tx) => {
    const owners = await tx.db
      .select({ ticketNo: raffleTickets.ticketNo, customerId: raffleTickets.customerId })
      .from(raffleTickets)
      .where(eq(raffleTickets.drawId, draw.id));
    // A free postal entry has no customer: its prize is recorded and delivered by the operator.
    const ownerOf = new Map(owners.map((o) => [o.ticketNo, o.customerId]));
    const rows = winningNos.map((ticketNo, i) => {
      const prize = prizes[i];
      const customerId = ownerOf.get(ticketNo);
      if (!prize || customerId === undefined)
        throw new Error(`raffle winner ${ticketNo} has no prize or ticket`);
      return { prizeId: prize.id, drawId: draw.id, ticketNo, customerId, createdAt: tx.clock.now() };
    });
    if (rows.length > 0) await tx.db.insert(raffleWinners).values(rows).onConflictDoNothing();
    // A prize the operator delivers is told now, with the move that stores its winner (made once).
    for (const [i, row] of rows.entries()) {
      const prize = prizes[i];
      if (prize?.payout === 'fulfilment' && row.customerId)
        await emailPrizeWinner(tx, draw, {
          customerId: row.customerId,
          prizeName: prize.name,
          ticketNo: row.ticketNo,
          paid: null,
        });
    }
    await tx.db.update(raffleDraws).set({ drawnAt: tx.clock.now() }).where(eq(raffleDraws.drawId, draw.id));
    await recordDrawAudit(tx, {
      drawId: draw.id,
      event: 'numbers_drawn',
      detail: {
        algorithm: RAFFLE_DRAW_ALGORITHM,
        seedHash: commitment.seedHash,
        entriesHash: frozen.entriesHash,
        entries: frozen.ticketNos.length,
        winners: winningNos,
      },
    });
  });
}

/** Queues the e-mail telling a winner of their prize, on the caller's transaction. */
async function emailPrizeWinner(
  tx: Ctx,
  draw: DrawRow,
  win: { customerId: string; prizeName: string; ticketNo: number; paid: string | null },
): Promise<void> {
  const customer = await findCustomerById(tx, win.customerId);
  if (!customer) throw new Error(`raffle winner ${win.customerId} of draw ${draw.id} does not exist`);
  await enqueueEmail(tx, {
    to: customer.email,
    template: rafflePrizeEmail({
      firstname: customer.firstname,
      raffleName: draw.name ?? 'the raffle',
      prizeName: win.prizeName,
      ticketNo: win.ticketNo,
      paid: win.paid,
      ticketsPath: '/my-account/past-tickets',
    }),
  });
}

/** Pays the unpaid money prizes of a drawn raffle, each in its own transaction; answers how many now. */
async function payWinners(ctx: Ctx, draw: DrawRow): Promise<number> {
  const unpaid = await ctx.db
    .select({ prizeId: raffleWinners.prizeId })
    .from(raffleWinners)
    .innerJoin(rafflePrizes, eq(rafflePrizes.id, raffleWinners.prizeId))
    .where(
      and(
        eq(raffleWinners.drawId, draw.id),
        eq(rafflePrizes.payout, 'wallet'),
        isNull(raffleWinners.transferId),
        isNotNull(raffleWinners.customerId),
      ),
    );
  let paid = 0;
  for (const { prizeId } of unpaid) {
    const done = await inTransaction(ctx, async (tx) => {
      const [winner] = await tx.db
        .select({ w: raffleWinners, p: rafflePrizes })
        .from(raffleWinners)
        .innerJoin(rafflePrizes, eq(rafflePrizes.id, raffleWinners.prizeId))
        .where(and(eq(raffleWinners.prizeId, prizeId), isNull(raffleWinners.transferId)))
        .for('update', { of: raffleWinners });
      const customerId = winner?.w.customerId;
      if (!winner || !customerId) return false;
      const { walletId, systemId } = await walletAndSystemAccountIds(tx, {
        customerId,
        system: 'prize_fund',
        currency: winner.p.currency,
        spread: false,
      });
      const { transfer } = await postTransfer(tx, {
        idempotencyKey: `raffle-prize:${prizeId}`,
        debitAccountId: systemId,
        creditAccountId: walletId,
        amountMinor: winner.p.valueMinor,
        kind: 'prize',
        customerId,
        reference: prizeId,
        description: `${draw.name ?? 'Raffle'}: ${winner.p.name} (ticket #${winner.w.ticketNo})`,
      });
      await tx.db
        .update(raffleWinners)
        .set({ transferId: transfer.id })
        .where(eq(raffleWinners.prizeId, prizeId));
      await emailPrizeWinner(tx, draw, {
        customerId,
        prizeName: winner.p.name,
        ticketNo: winner.w.ticketNo,
        paid: formatMoney(moneyDto(winner.p.valueMinor, winner.p.currency)),
      });
      return true;
    });
    if (done) paid++;
  }
  return paid;
}

export type RaffleDrawOutcome = {
  drawId: string;
  status: DrawRow['status'];
  entries: number;
  winners: { prizeName: string; ticketNo: number; payout: 'wallet' | 'fulfilment'; paid: boolean }[];
  prizesPaidNow: number;
};

/** The winners of a drawn raffle draw in prize order, with whether each money prize is paid. */
async function outcomeOf(ctx: Ctx, draw: DrawRow, paidNow: number): Promise<RaffleDrawOutcome> {
  const prizes = await listDrawPrizes(ctx, draw.id);
  const winners = await ctx.db.select().from(raffleWinners).where(eq(raffleWinners.drawId, draw.id));
  const byPrize = new Map(winners.map((w) => [w.prizeId, w]));
  const [counter] = await ctx.db.select().from(raffleDraws).where(eq(raffleDraws.drawId, draw.id));
  return {
    drawId: draw.id,
    status: draw.status,
    entries: counter?.entriesCount ?? counter?.sold ?? 0,
    winners: prizes.flatMap((p) => {
      const w = byPrize.get(p.id);
      return w
        ? [{ prizeName: p.name, ticketNo: w.ticketNo, payout: p.payout, paid: w.transferId !== null }]
        : [];
    }),
    prizesPaidNow: paidNow,
  };
}

/**
 * Draws a closed raffle draw and pays it (operator or system only): freeze the entries, draw the winners, pay the
 * money prizes, then DRAW_PAID. A draw still on sale is refused; a drawn or paid draw is finished or left as it is.
 */
export async function drawRaffle(ctx: Ctx, ref: DrawRef): Promise<RaffleDrawOutcome> {
  assertOperatorOrSystem(ctx);
  const { draw, offer } = await loadDraw(ctx, ref);
  if (offer.kind !== 'raffle') {
    throw new DomainError('conflict', { message: `${offer.name} is not a raffle.` });
  }
  if (ON_SALE_STATUSES.includes(draw.status)) {
    throw new DomainError('conflict', {
      message: `Sales of ${offer.name} draw ${draw.drawNo} are still open. Close them first.`,
    });
  }
  if (draw.status === 'DRAW_CLOSED') {
    // A draw created before seeds were committed at creation is committed now (the audit shows when).
    await commitSeed(ctx, draw.id);
    await drawWinners(ctx, draw, await freezeEntries(ctx, draw));
  }
  let current = (await loadDraw(ctx, ref)).draw;
  let paidNow = 0;
  if (current.status === 'DRAW_DRAWN' || current.status === 'DRAW_SCORED') {
    paidNow = await payWinners(ctx, current);
    if (current.status === 'DRAW_DRAWN') {
      await advanceDraw(ctx, { drawId: current.id, from: 'DRAW_DRAWN', to: 'DRAW_SCORED' }, async () => {});
    }
    await advanceDraw(ctx, { drawId: current.id, from: 'DRAW_SCORED', to: 'DRAW_PAID' }, (tx) =>
      recordDrawAudit(tx, { drawId: current.id, event: 'paid', detail: { prizesPaidNow: paidNow } }),
    );
    current = (await loadDraw(ctx, ref)).draw;
  }
  return outcomeOf(ctx, current, paidNow);
}
