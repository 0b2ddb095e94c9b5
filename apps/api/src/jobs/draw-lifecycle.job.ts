/**
 * Moves draws through their life cycle on the clock, every DRAW_LIFECYCLE_INTERVAL_SECONDS (default 15):
 *   1. closes every draw whose sales stop has passed (DRAW_OPEN/CAPPED -> DRAW_CLOSED);
 *   2. commits a secret seed for each draw on sale of a game the shop draws itself, so its hash is published
 *      before sales close;
 *   3. draws each closed draw of such a game whose draw time has come, with the shop's RNG, then scores and
 *      pays it (-> DRAW_DRAWN -> DRAW_SCORED -> DRAW_PAID);
 *   4. settles again any draw left drawn or scored (an operator's result entered, or a settlement that was
 *      interrupted): settling is idempotent, so every prize is still paid exactly once.
 * Operators' draws are only closed here: their numbers come from the operator (`npm run ops`).
 * One log line per draw acted on; a failure on one draw is logged and the others go ahead (the failed one is
 * tried again on the next pass). Passes never overlap, and stop() waits for the one in progress.
 */
import { formatMoney } from '@lottoshop/contracts/formatting';
import { type Currency, money } from '@lottoshop/contracts/money';
import type { Clock } from '@lottoshop/core/clock';
import type { Db } from '@lottoshop/core/db/client';
import {
  closeDueLifecycleDraws,
  type LifecycleDraw,
  listDrawsToSettle,
  listShopDrawsDue,
} from '@lottoshop/core/modules/draws/draws.lifecycle';
import { type Settlement, settleDraw } from '@lottoshop/core/modules/draws/draws.settlement';
import { commitOpenDrawSeeds, drawWithRng } from '@lottoshop/core/modules/draws/draws.shop-draw';
import type { FastifyBaseLogger } from 'fastify';
import { type PeriodicJob, startPeriodicJob } from './periodic-job.ts';

export const DEFAULT_DRAW_LIFECYCLE_INTERVAL_SECONDS = 15;

/** What one pass did, draw by draw. */
export type DrawLifecyclePass = {
  closed: LifecycleDraw[];
  seedsCommitted: number;
  drawn: LifecycleDraw[];
  settled: LifecycleDraw[];
  failed: Array<LifecycleDraw & { step: 'draw' | 'settle' }>;
};

type Deps = { db: Db; clock: Clock; log: FastifyBaseLogger };

const name = (d: LifecycleDraw) => `${d.offerKey} draw ${d.drawNo}`;

function describeSettlement(s: Settlement): string {
  const paid = formatMoney(money(s.totalPaidMinor, s.currency as Currency));
  return `${s.status}, ${s.winningLines} winning line(s), ${paid} paid`;
}

/** One pass of the life cycle (see the file comment). Errors on a single draw are logged, not thrown. */
export async function runDrawLifecyclePass({ db, clock, log }: Deps): Promise<DrawLifecyclePass> {
  const pass: DrawLifecyclePass = { closed: [], seedsCommitted: 0, drawn: [], settled: [], failed: [] };

  pass.closed = await closeDueLifecycleDraws(db, clock.now());
  for (const draw of pass.closed) log.info(draw, `draw life cycle: ${name(draw)} closed (sales stopped)`);

  pass.seedsCommitted = await commitOpenDrawSeeds(db, clock.now());
  if (pass.seedsCommitted > 0) {
    log.info(
      { seedsCommitted: pass.seedsCommitted },
      `draw life cycle: seed hash published for ${pass.seedsCommitted} upcoming shop draw(s)`,
    );
  }

  const actedOn = new Set<string>();
  for (const draw of await listShopDrawsDue(db, clock.now())) {
    actedOn.add(draw.drawId);
    try {
      const result = await drawWithRng(db, draw, clock.now());
      pass.drawn.push(draw);
      const settlement = await settleDraw(db, draw, clock.now());
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
      pass.failed.push({ ...draw, step: pass.drawn.includes(draw) ? 'settle' : 'draw' });
      log.error({ err, ...draw }, `draw life cycle: ${name(draw)} could not be drawn and settled`);
    }
  }

  for (const draw of await listDrawsToSettle(db)) {
    if (actedOn.has(draw.drawId)) continue;
    try {
      const settlement = await settleDraw(db, draw, clock.now());
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

/** Starts the job: a first pass now, then one every `intervalSeconds` (0: timer off; runOnce still works). */
export function startDrawLifecycleJob(
  deps: Deps & { intervalSeconds?: number },
): PeriodicJob<DrawLifecyclePass> {
  const intervalSeconds = deps.intervalSeconds ?? DEFAULT_DRAW_LIFECYCLE_INTERVAL_SECONDS;
  return startPeriodicJob({
    name: 'draw life cycle',
    intervalMs: intervalSeconds * 1000,
    log: deps.log,
    run: () => runDrawLifecyclePass(deps),
  });
}
