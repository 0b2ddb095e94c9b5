/**
 * One pass of the draw life cycle on the clock (the API's job runs it every DRAW_LIFECYCLE_INTERVAL_SECONDS):
 *   0. issues the raffle tickets pre-ordered for draws that have opened (numbers allocated, holds posted, once);
 *   1. closes every draw whose sales stop has passed (DRAW_OPEN/CAPPED -> DRAW_CLOSED);
 *   2. commits a secret seed for each draw on sale of a game the shop draws itself, so its hash is published
 *      before sales close;
 *   3. draws each closed draw of such a game whose draw time has come, with the shop's RNG, then scores and
 *      pays it (-> DRAW_DRAWN -> DRAW_SCORED -> DRAW_PAID);
 *   3b. draws each closed raffle whose draw time has come (and finishes one left half-drawn) by commit-reveal;
 *   4. settles again any draw left drawn or scored (an operator's result entered, or a settlement that was
 *      interrupted): settling is idempotent, so every prize is still paid exactly once.
 * Operators' draws are only closed here: their numbers come from the operator. One log line per draw acted on; a
 * failure on one draw is logged and the others go ahead (the failed one is tried again on the next pass).
 */
import { formatMoney } from '@lottoshop/contracts/formatting';
import { moneyDto } from '../../shared/money.ts';
import { assertOperatorOrSystem, type Ctx } from '../../use-case.ts';
import {
  closeDueDraws,
  type LifecycleDraw,
  listDrawsToSettle,
  listShopDrawsDue,
  nameDraws,
} from '../draws/index.ts';
import { drawRaffle, issueDuePreOrders } from '../raffles/index.ts';
import { commitOpenDrawSeeds } from '../results/index.ts';
import { drawShopDraw } from './settlement.draw-day.ts';
import { listRaffleDrawsDue } from './settlement.raffles.ts';
import { type Settlement, settleDraw } from './settlement.settle.ts';

/** What one pass did, draw by draw. */
export type DrawLifecyclePass = {
  closed: LifecycleDraw[];
  preOrdersIssued: number;
  seedsCommitted: number;
  drawn: LifecycleDraw[];
  settled: LifecycleDraw[];
  failed: Array<LifecycleDraw & { step: 'draw' | 'settle' }>;
};

const name = (d: LifecycleDraw) => `${d.offerKey} draw ${d.drawNo}`;

function describeSettlement(s: Settlement): string {
  return `${s.status}, ${s.winningLines} winning line(s), ${formatMoney(moneyDto(s.totalPaidMinor, s.currency))} paid`;
}

export async function runDrawLifecyclePass(ctx: Ctx): Promise<DrawLifecyclePass> {
  assertOperatorOrSystem(ctx);
  const { log } = ctx;
  const pass: DrawLifecyclePass = {
    closed: [],
    preOrdersIssued: 0,
    seedsCommitted: 0,
    drawn: [],
    settled: [],
    failed: [],
  };

  // Before any draw closes: a pre-order of a draw whose sales open and stop within one pass still joins it.
  const preOrders = await issueDuePreOrders(ctx);
  pass.preOrdersIssued = preOrders.issued;
  if (preOrders.issued > 0) {
    log.info(
      preOrders,
      `draw life cycle: ${preOrders.issued} raffle pre-order(s) issued (${preOrders.tickets} tickets)`,
    );
  }

  pass.closed = await nameDraws(ctx, await closeDueDraws(ctx));
  for (const draw of pass.closed) log.info(draw, `draw life cycle: ${name(draw)} closed (sales stopped)`);

  pass.seedsCommitted = await commitOpenDrawSeeds(ctx);
  if (pass.seedsCommitted > 0) {
    log.info(
      { seedsCommitted: pass.seedsCommitted },
      `draw life cycle: seed hash published for ${pass.seedsCommitted} upcoming shop draw(s)`,
    );
  }

  const actedOn = new Set<string>();
  // Raffles the shop draws itself (settlement.raffles.ts): drawn at their draw time, finished if interrupted.
  for (const draw of await listRaffleDrawsDue(ctx)) {
    actedOn.add(draw.drawId);
    try {
      const outcome = await drawRaffle(ctx, draw);
      pass.drawn.push(draw);
      log.info(
        { ...draw, status: outcome.status, winners: outcome.winners.length },
        `draw life cycle: raffle ${name(draw)} drawn by the shop: ${outcome.winners.length} prize(s) won`,
      );
    } catch (err) {
      pass.failed.push({ ...draw, step: 'draw' });
      log.error({ err, ...draw }, `draw life cycle: raffle ${name(draw)} could not be drawn`);
    }
  }
  for (const draw of await listShopDrawsDue(ctx)) {
    actedOn.add(draw.drawId);
    let drawn = false;
    try {
      const result = await drawShopDraw(ctx, draw);
      drawn = true;
      pass.drawn.push(draw);
      const settlement = await settleDraw(ctx, draw);
      pass.settled.push(draw);
      const numbers = [...result.numbers.main, '+', ...result.numbers.supplementary].join(' ');
      log.info(
        {
          ...draw,
          numbers: result.numbers,
          status: settlement.status,
          winningLines: settlement.winningLines,
        },
        `draw life cycle: ${name(draw)} drawn by the shop (${numbers}) and settled: ${describeSettlement(settlement)}`,
      );
    } catch (err) {
      pass.failed.push({ ...draw, step: drawn ? 'settle' : 'draw' });
      log.error({ err, ...draw }, `draw life cycle: ${name(draw)} could not be drawn and settled`);
    }
  }

  for (const draw of await listDrawsToSettle(ctx)) {
    if (actedOn.has(draw.drawId)) continue;
    try {
      const settlement = await settleDraw(ctx, draw);
      pass.settled.push(draw);
      log.info(
        { ...draw, status: settlement.status, winningLines: settlement.winningLines },
        `draw life cycle: ${name(draw)} settled: ${describeSettlement(settlement)}`,
      );
    } catch (err) {
      pass.failed.push({ ...draw, step: 'settle' });
      log.error({ err, ...draw }, `draw life cycle: ${name(draw)} could not be settled`);
    }
  }
  return pass;
}
