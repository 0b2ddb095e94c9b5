/**
 * What a customer has bought of each offer, from their paid tickets: how many purchases included it, when the last
 * was, and the usual ticket (entry type, games and draws) — the one bought most, the latest of equals.
 */
import type { GameType } from '@lottoshop/contracts/catalog';
import { and, countDistinct, desc, eq, max, sql } from 'drizzle-orm';
import type { Ctx } from '../../use-case.ts';
import { checkouts, tickets } from './orders.tables.ts';

export type UsualTicket = { gameType: GameType; numGames: number; numDraws: number };

export type OfferHistory = {
  offerId: string;
  /** Paid checkouts with at least one ticket of the offer. */
  timesBought: number;
  lastBoughtAt: Date;
  usual: UsualTicket;
};

/** The customer's history per offer, most bought first, then most recently bought. */
export async function listOfferHistory(ctx: Pick<Ctx, 'db'>, customerId: string): Promise<OfferHistory[]> {
  const paidOf = and(eq(tickets.customerId, customerId), eq(checkouts.status, 'paid'));
  const lastAt = max(tickets.createdAt);
  const [offers, shapes] = await Promise.all([
    ctx.db
      .select({ offerId: tickets.offerId, timesBought: countDistinct(tickets.checkoutId), lastAt })
      .from(tickets)
      .innerJoin(checkouts, eq(checkouts.id, tickets.checkoutId))
      .where(paidOf)
      .groupBy(tickets.offerId),
    ctx.db
      .select({
        offerId: tickets.offerId,
        gameType: tickets.gameType,
        numGames: tickets.numGames,
        numDraws: tickets.numDraws,
        count: sql<number>`count(*)::int`,
        lastAt,
      })
      .from(tickets)
      .innerJoin(checkouts, eq(checkouts.id, tickets.checkoutId))
      .where(paidOf)
      .groupBy(tickets.offerId, tickets.gameType, tickets.numGames, tickets.numDraws)
      .orderBy(desc(sql`count(*)`), desc(lastAt)),
  ]);
  const usual = new Map<string, UsualTicket>();
  for (const s of shapes) {
    if (!usual.has(s.offerId)) {
      usual.set(s.offerId, { gameType: s.gameType, numGames: s.numGames, numDraws: s.numDraws });
    }
  }
  return offers
    .flatMap((o) => {
      const shape = usual.get(o.offerId);
      return shape && o.lastAt
        ? [{ offerId: o.offerId, timesBought: o.timesBought, lastBoughtAt: new Date(o.lastAt), usual: shape }]
        : [];
    })
    .sort(
      (a, b) =>
        b.timesBought - a.timesBought ||
        b.lastBoughtAt.getTime() - a.lastBoughtAt.getTime() ||
        a.offerId.localeCompare(b.offerId),
    );
}
