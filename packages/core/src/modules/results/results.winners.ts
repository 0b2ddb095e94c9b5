/**
 * A draw's winners and its prize table (spec 2 §7 GET /draw/details/{offerKey}/{drawNo}/winners and /prizes).
 * Winners are the shop's own winning lines per division; a winner is named (first name and state, nothing else)
 * only when they agreed to it (decision 037), and is otherwise only counted.
 */
import type { DrawPrizesDto, DrawWinnersDto } from '@lottoshop/contracts/results';
import { and, asc, eq, sql } from 'drizzle-orm';
import { moneyDto } from '../../shared/money.ts';
import type { Ctx } from '../../use-case.ts';
import { getGameDefinition } from '../catalog/index.ts';
import { customersNamedAsWinners } from '../consents/index.ts';
import { type DrawRef, loadDraw } from '../draws/index.ts';
import { publicWinnerNames } from '../identity/index.ts';
import { getDividends, getResultRow, loadDrawnDraw } from './results.queries.ts';
import { describeDivision } from './results.scoring.ts';
import { linePrizes, winNotices } from './results.tables.ts';

type Reader = Pick<Ctx, 'db'>;

/** Every division of a draw with its dividend (null before it is declared): the draw need not be drawn yet. */
export async function getDrawPrizes(ctx: Reader, ref: DrawRef): Promise<DrawPrizesDto> {
  const { draw, offer } = await loadDraw(ctx, ref);
  const [definition, byDivision, result] = await Promise.all([
    getGameDefinition(ctx, { offerId: offer.id, drawNo: draw.drawNo }),
    getDividends(ctx, draw.id),
    getResultRow(ctx, draw.id),
  ]);
  return {
    productOfferKey: offer.key,
    productOfferName: offer.name,
    drawNo: draw.drawNo,
    drawDate: draw.drawAt.toISOString(),
    status: draw.status,
    demo: result?.demo ?? false,
    divisions: (definition?.divisions ?? []).map((rule) => {
      const prize = byDivision.get(rule.division);
      return {
        division: rule.division,
        description: describeDivision(rule, definition!.matrix),
        prizeKind: rule.prizeKind,
        prize: prize === undefined ? null : moneyDto(prize, draw.currency),
      };
    }),
  };
}

/** The shop's winners of a drawn draw by division, named only with their consent. */
export async function getDrawWinners(ctx: Reader, ref: DrawRef): Promise<DrawWinnersDto> {
  const { draw, offer, result } = await loadDrawnDraw(ctx, ref);
  const [definition, prizeOf, lines] = await Promise.all([
    getGameDefinition(ctx, { offerId: offer.id, drawNo: draw.drawNo }),
    getDividends(ctx, draw.id),
    ctx.db
      .select({ division: linePrizes.division, customerId: linePrizes.customerId })
      .from(linePrizes)
      .where(eq(linePrizes.drawId, draw.id))
      .orderBy(asc(linePrizes.division), asc(linePrizes.ticketId), asc(linePrizes.lineNo)),
  ]);
  const customerIds = [...new Set(lines.map((l) => l.customerId))];
  const [consenting, names] = await Promise.all([
    customersNamedAsWinners(ctx, customerIds),
    publicWinnerNames(ctx, customerIds),
  ]);
  const divisions = (definition?.divisions ?? []).map((rule) => {
    const won = lines.filter((l) => l.division === rule.division);
    const named: Array<{ firstName: string; state: string }> = [];
    const seen = new Set<string>();
    for (const { customerId } of won) {
      const name = names.get(customerId);
      if (seen.has(customerId) || !consenting.has(customerId) || !name) continue;
      seen.add(customerId);
      named.push({ firstName: name.firstName, state: name.state });
    }
    return {
      division: rule.division,
      description: describeDivision(rule, definition!.matrix),
      prize: moneyDto(prizeOf.get(rule.division) ?? 0n, draw.currency),
      winners: won.length,
      named,
    };
  });
  return {
    productOfferKey: offer.key,
    productOfferName: offer.name,
    drawNo: draw.drawNo,
    drawDate: draw.drawAt.toISOString(),
    demo: result.demo,
    divisions,
  };
}

/** A customer's winnings in one draw, by division, for the win e-mail. */
export type DrawWinner = {
  customerId: string;
  wins: Array<{ division: number; prizeMinor: bigint; lines: number }>;
  totalMinor: bigint;
};

/** The winners of a draw, `limit` customers at a time, in customer order after `after` (told or not). */
export async function listDrawWinnersToNotify(
  ctx: Reader,
  input: { drawId: string; after?: string; limit: number },
): Promise<DrawWinner[]> {
  const rows = await ctx.db
    .select({
      customerId: linePrizes.customerId,
      division: linePrizes.division,
      prizeMinor: linePrizes.prizeMinor,
      lines: sql<number>`count(*)::int`,
    })
    .from(linePrizes)
    .where(
      and(
        eq(linePrizes.drawId, input.drawId),
        input.after ? sql`${linePrizes.customerId} > ${input.after}` : undefined,
        sql`${linePrizes.customerId} in (
          select distinct customer_id from line_prizes where draw_id = ${input.drawId}
          ${input.after ? sql`and customer_id > ${input.after}` : sql``}
          order by customer_id limit ${input.limit})`,
      ),
    )
    .groupBy(linePrizes.customerId, linePrizes.division, linePrizes.prizeMinor)
    .orderBy(asc(linePrizes.customerId), asc(linePrizes.division));
  const byCustomer = new Map<string, DrawWinner>();
  for (const row of rows) {
    const winner = byCustomer.get(row.customerId) ?? { customerId: row.customerId, wins: [], totalMinor: 0n };
    const lines = Number(row.lines);
    winner.wins.push({ division: row.division, prizeMinor: row.prizeMinor, lines });
    winner.totalMinor += row.prizeMinor * BigInt(lines);
    byCustomer.set(row.customerId, winner);
  }
  return [...byCustomer.values()];
}

/**
 * Claims the win notice of a customer for a draw: true for the one caller that inserted it (which then enqueues
 * the e-mail in the same transaction), false when it exists already — so the e-mail goes once.
 */
export async function recordWinNotice(
  ctx: Pick<Ctx, 'db' | 'clock'>,
  input: { drawId: string; customerId: string },
): Promise<boolean> {
  const inserted = await ctx.db
    .insert(winNotices)
    .values({ ...input, notifiedAt: ctx.clock.now() })
    .onConflictDoNothing({ target: [winNotices.drawId, winNotices.customerId] })
    .returning({ drawId: winNotices.drawId });
  return inserted.length > 0;
}

/** Notes which outbox row carries a claimed win notice (same transaction as the claim). */
export async function attachWinNoticeMail(
  ctx: Pick<Ctx, 'db'>,
  input: { drawId: string; customerId: string; mailId: string },
): Promise<void> {
  await ctx.db
    .update(winNotices)
    .set({ mailId: input.mailId })
    .where(and(eq(winNotices.drawId, input.drawId), eq(winNotices.customerId, input.customerId)));
}

/** How many win notices a draw has (the e-mail step's report and the tests). */
export async function countWinNotices(ctx: Reader, drawId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(winNotices)
    .where(eq(winNotices.drawId, drawId));
  return Number(row?.n ?? 0);
}
