/**
 * The demo's results history (decision 034): a year of past draws for every lottery on a weekly schedule, each
 * drawn by the shop's own RNG (a fresh CSPRNG seed per draw through the commit-reveal generator of
 * results.rng.ts) with dividends varied around the demo prize table, and marked `demo` so the pages say so.
 * Written in a few bulk statements per offer (draws, results, dividends), so seeding stays quick.
 */
import { randomInt } from 'node:crypto';
import type { DivisionRuleDto } from '@lottoshop/contracts/catalog';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { drawTimesBetween } from '../../shared/calendar.ts';
import type { Ctx } from '../../use-case.ts';
import { getGameDefinition, listScheduledLotteries, priceOfOneGame } from '../catalog/index.ts';
import { createPastDraws } from '../draws/setup.ts';
import { demoDividends } from './results.game-rules.ts';
import { drawFromSeed, hashEntries, newSeed, RNG_CODE_VERSION, seedHash } from './results.rng.ts';

/** How far back the demo's history goes. */
export const DEMO_HISTORY_DAYS = 371;

/**
 * A pool dividend moves with the number of winners: between 60% and 140% of the demo table's figure. A fixed prize,
 * a free entry and an annuity (a fixed amount a month: Set for Life's $20,000) do not move.
 */
function varied(prizeMinor: bigint, rule: DivisionRuleDto): bigint {
  if (prizeMinor === 0n || rule.prizeKind !== 'pool') return prizeMinor;
  return (prizeMinor * BigInt(randomInt(60, 141))) / 100n;
}

/**
 * Seeds `days` of past draws (default DEMO_HISTORY_DAYS) before now for every lottery on a weekly schedule,
 * each with a demo result and dividends. Draws the shop runs every few minutes are left out: their own draws
 * make their history. A game played on another lottery's draws (`playedOn`, Lotto Strike on Saturday Lotto) is
 * drawn from that draw's seed and entries, so its numbers are the first balls of that draw in the order drawn
 * (the generator draws the same balls in the same order from the same stream). Returns how many draws it wrote.
 */
export async function seedDemoResultsHistory(ctx: Ctx, input: { days?: number } = {}): Promise<number> {
  const now = ctx.clock.now();
  const from = new Date(now.getTime() - (input.days ?? DEMO_HISTORY_DAYS) * 86_400_000);
  let written = 0;
  // The seed and entries hash of each draw written, by offer key and draw number.
  const drawnBy = new Map<string, Map<number, { seed: string; entriesHash: string }>>();
  const offers = await listScheduledLotteries(ctx);
  const playedOn = (o: (typeof offers)[number]) =>
    o.drawSchedule && o.drawSchedule.kind !== 'interval' ? o.drawSchedule.playedOn : undefined;
  // The lotteries a game is played on first, so their draws are there to take the balls from.
  const ordered = [...offers.filter((o) => !playedOn(o)), ...offers.filter((o) => playedOn(o))];
  for (const offer of ordered) {
    const schedule = offer.drawSchedule;
    if (!schedule || schedule.kind === 'interval') continue;
    const host = schedule.playedOn ? drawnBy.get(schedule.playedOn) : undefined;
    if (schedule.playedOn && !host) continue;
    const seeds = new Map<number, { seed: string; entriesHash: string }>();
    drawnBy.set(offer.key, seeds);
    const past = await createPastDraws(ctx, {
      offer,
      times: drawTimesBetween(schedule, from, now),
      salesCloseMinutesBefore: schedule.salesCloseMinutesBefore,
    });
    const last = past.at(-1);
    if (!last) continue;
    // The rules in force for the latest of them (the demo's games have one version each).
    const definition = await getGameDefinition(ctx, { offerId: offer.id, drawNo: last.drawNo });
    if (!definition) continue;
    const freeEntryMinor = await priceOfOneGame(ctx, offer.id);
    const results: unknown[] = [];
    const dividends: unknown[] = [];
    for (const draw of past) {
      const hostDraw = host?.get(draw.drawNo);
      if (host && !hostDraw) continue;
      const seed = hostDraw?.seed ?? newSeed();
      const entriesHash = hostDraw?.entriesHash ?? hashEntries(draw.id, []);
      seeds.set(draw.drawNo, { seed, entriesHash });
      const numbers = drawFromSeed(definition.matrix, seed, entriesHash);
      const inDrawOrder = drawFromSeed({ ...definition.matrix, ordered: true }, seed, entriesHash).main;
      results.push({
        draw_id: draw.id,
        draw_no: draw.drawNo,
        draw_at: draw.drawAt.toISOString(),
        main: numbers.main,
        main_in_draw_order: inDrawOrder,
        supplementary: numbers.supplementary,
        bonus: numbers.bonus,
        seed,
        seed_hash: seedHash(seed),
        entries_hash: entriesHash,
      });
      const table = demoDividends(definition, { jackpotMinor: draw.jackpotMinor, freeEntryMinor });
      for (const rule of definition.divisions) {
        const prize = varied(table.get(rule.division) ?? 0n, rule);
        dividends.push({ draw_id: draw.id, division: rule.division, prize_minor: prize.toString() });
      }
    }
    await queryRows(
      ctx.db,
      sql`insert into draw_results (draw_id, offer_id, draw_no, draw_at, main, main_in_draw_order, supplementary,
          bonus, source, seed_hash, seed, entries_hash, code_version, drawn_at, demo)
        select r.draw_id, ${offer.id}, r.draw_no, r.draw_at, r.main, r.main_in_draw_order, r.supplementary,
          r.bonus, 'shop_rng',
          r.seed_hash, r.seed, r.entries_hash, ${RNG_CODE_VERSION}, r.draw_at, true
        from jsonb_to_recordset(${JSON.stringify(results)}::jsonb) as r(draw_id uuid, draw_no int,
          draw_at timestamptz, main int[], main_in_draw_order int[], supplementary int[], bonus int[], seed text, seed_hash text,
          entries_hash text)`,
    );
    await queryRows(
      ctx.db,
      sql`insert into draw_dividends (draw_id, division, prize_minor, currency)
        select d.draw_id, d.division, d.prize_minor::bigint, ${offer.currency}
        from jsonb_to_recordset(${JSON.stringify(dividends)}::jsonb) as d(draw_id uuid, division int,
          prize_minor text)`,
    );
    written += past.length;
  }
  return written;
}
