/**
 * Games played on another lottery's draws (the schedule's `playedOn`: Lotto Strike on Saturday Lotto, decision
 * 051). Such a game never gets a result of its own: when the host lottery's draw gets its result (the operator's
 * official one or the shop's RNG), the same draw of every game played on it gets its result in the same
 * transaction, the host's first balls in the order drawn, as many as the game draws. It is then settled like any
 * other drawn draw.
 */
import { DomainError } from '../../errors.ts';
import type { Ctx } from '../../use-case.ts';
import {
  getProductOfferByKey,
  listOffersPlayedOn,
  type ProductOfferRow,
  priceOfOneGame,
} from '../catalog/index.ts';
import { advanceDraw, type DrawRow, findDraw, ON_SALE_STATUSES } from '../draws/index.ts';
import { recordDrawAudit } from './results.audit.ts';
import { demoDividends, rulesFor } from './results.game-rules.ts';
import { type DrawnNumbers, drawnNumbersProblems } from './results.scoring.ts';
import { type DrawResultSource, drawDividends, drawResults } from './results.tables.ts';

type Reader = Pick<Ctx, 'db'>;
type DrawOfOffer = { draw: DrawRow; offer: ProductOfferRow };

/** The key of the lottery whose draws an offer is played on, or undefined when it has draws of its own. */
export function playedOnKey(offer: Pick<ProductOfferRow, 'drawSchedule'>): string | undefined {
  const schedule = offer.drawSchedule;
  return schedule && schedule.kind !== 'interval' ? schedule.playedOn : undefined;
}

/** Refuses a result of its own (official or drawn) for a game played on another lottery's draws. */
export async function refuseOwnResult(ctx: Reader, offer: ProductOfferRow): Promise<void> {
  const hostKey = playedOnKey(offer);
  if (!hostKey) return;
  const hostName = (await getProductOfferByKey(ctx, hostKey))?.name ?? hostKey;
  throw new DomainError('conflict', {
    message:
      `${offer.name} is played on the ${hostName} draw: its numbers are that draw's first balls in the order ` +
      `drawn, so it gets its result with the ${hostName} result. Enter or draw the ${hostName} result instead.`,
  });
}

const DAY_MS = 86_400_000;

/** The draws of the games played on a host lottery's draw: the same draw number, on the same day. */
export async function listPlayedOnDraws(ctx: Reader, host: DrawOfOffer): Promise<DrawOfOffer[]> {
  const found: DrawOfOffer[] = [];
  for (const offer of await listOffersPlayedOn(ctx, host.offer.key)) {
    const played = await findDraw(ctx, { offerKey: offer.key, drawNo: host.draw.drawNo });
    if (played && Math.abs(played.draw.drawAt.getTime() - host.draw.drawAt.getTime()) < DAY_MS)
      found.push(played);
  }
  return found;
}

/** How the host's result was made, copied to the results of the games played on it. */
export type HostResult = {
  /** The host's main numbers in the order drawn. */
  mainInDrawOrder: readonly number[];
  source: DrawResultSource;
  seed?: string | null;
  seedHash?: string | null;
  entriesHash?: string | null;
  codeVersion?: string | null;
};

/**
 * Gives every game played on the host's draw its result: the host's first balls in draw order (mains, then as many
 * supplementaries as the game draws), DRAW_CLOSED -> DRAW_DRAWN (closing its sales first if they were still open),
 * with the shop's prize table for its dividends. Call it inside the transaction that stores the host's result.
 * A played-on draw that already has its result is left as it is.
 */
export async function resultPlayedOnDraws(tx: Ctx, host: DrawOfOffer, result: HostResult): Promise<void> {
  const now = tx.clock.now();
  for (const { draw, offer } of await listPlayedOnDraws(tx, host)) {
    if (ON_SALE_STATUSES.includes(draw.status)) {
      await advanceDraw(tx, { drawId: draw.id, from: draw.status, to: 'DRAW_CLOSED' }, (t) =>
        recordDrawAudit(t, {
          drawId: draw.id,
          event: 'closed',
          detail: {
            by: tx.actor.kind,
            playedOn: host.offer.key,
            salesCloseAt: draw.salesCloseAt.toISOString(),
          },
        }),
      );
    } else if (draw.status !== 'DRAW_CLOSED') {
      continue;
    }
    const definition = await rulesFor(tx, draw, offer);
    const { main } = definition.matrix;
    const balls = result.mainInDrawOrder.slice(0, main.drawn + main.supplementary);
    const numbers: DrawnNumbers = {
      main: balls.slice(0, main.drawn),
      supplementary: balls.slice(main.drawn),
      bonus: [],
    };
    if (
      balls.length < main.drawn + main.supplementary ||
      Object.keys(drawnNumbersProblems(definition.matrix, numbers)).length > 0
    ) {
      throw new DomainError('conflict', {
        message: `${offer.name} takes its numbers from the first balls of the ${host.offer.name} draw, which do not fit its game.`,
      });
    }
    const ascending = (a: number, b: number) => a - b;
    const stored: DrawnNumbers = definition.matrix.ordered
      ? numbers
      : {
          main: [...numbers.main].sort(ascending),
          supplementary: [...numbers.supplementary].sort(ascending),
          bonus: [],
        };
    const prizes = demoDividends(definition, {
      jackpotMinor: draw.jackpotMinor,
      freeEntryMinor: await priceOfOneGame(tx, offer.id),
    });
    await advanceDraw(tx, { drawId: draw.id, from: 'DRAW_CLOSED', to: 'DRAW_DRAWN' }, async (t) => {
      await t.db.insert(drawResults).values({
        drawId: draw.id,
        offerId: draw.offerId,
        drawNo: draw.drawNo,
        drawAt: draw.drawAt,
        ...stored,
        mainInDrawOrder: numbers.main,
        source: result.source,
        seed: result.seed ?? null,
        seedHash: result.seedHash ?? null,
        entriesHash: result.entriesHash ?? null,
        codeVersion: result.codeVersion ?? null,
        drawnAt: now,
      });
      await t.db.insert(drawDividends).values(
        [...prizes].map(([division, prizeMinor]) => ({
          drawId: draw.id,
          division,
          prizeMinor,
          currency: draw.currency,
        })),
      );
      await recordDrawAudit(t, {
        drawId: draw.id,
        event: result.source === 'official' ? 'result_entered' : 'numbers_drawn',
        detail: {
          ...stored,
          playedOn: { offerKey: host.offer.key, drawNo: host.draw.drawNo },
          dividends: Object.fromEntries([...prizes].map(([d, p]) => [d, p.toString()])),
        },
      });
    });
  }
}
