/**
 * The benchmark harness's own arithmetic: percentiles, the odds the scoring section checks its winners against,
 * the seeded lines, and the tables. No timing is asserted here (decision 014).
 */
import { GAME_RULES } from '@lottoshop/core/catalog';
import { describe, expect, it } from 'vitest';
import { loadCalls, percentile } from './lib/load.ts';
import { replayScript } from './lib/pgbench-replay.ts';
import { int, ratio, renderSection } from './lib/table.ts';
import { randomLines, winProbability } from './sections/scoring.ts';

const choose = (n: number, k: number): number => {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
};

describe('percentile', () => {
  it('takes the nearest rank of sorted values', () => {
    const values = Float64Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile(Float64Array.of(7), 99)).toBe(7);
    expect(percentile(new Float64Array(0), 50)).toBeNaN();
  });
});

describe('winProbability', () => {
  it('gives division 1 of Saturday Lotto its published odds, 1 in 8,145,060', () => {
    const jackpotOnly = {
      ...GAME_RULES.saturdayLotto,
      divisions: GAME_RULES.saturdayLotto.divisions.slice(0, 1),
    };
    expect(1 / winProbability(jackpotOnly)).toBeCloseTo(8_145_060, 0);
  });

  it('adds up the Saturday Lotto divisions from the hypergeometric counts', () => {
    // 6 of 45 against 6 mains + 2 supps: divisions are 6, 5+s, 5, 4, 3+s, 3 mains.
    const total = choose(45, 6);
    const p = (m: number, s: number) => (choose(6, m) * choose(2, s) * choose(37, 6 - m - s)) / total;
    const expected =
      p(6, 0) + p(5, 1) + p(5, 0) + (p(4, 0) + p(4, 1) + p(4, 2)) + (p(3, 1) + p(3, 2)) + p(3, 0);
    expect(winProbability(GAME_RULES.saturdayLotto)).toBeCloseTo(expected, 12);
  });

  it('gives Powerball division 1 its published odds, 1 in 134,490,400', () => {
    const jackpotOnly = { ...GAME_RULES.powerball, divisions: GAME_RULES.powerball.divisions.slice(0, 1) };
    expect(1 / winProbability(jackpotOnly)).toBeCloseTo(134_490_400, -1);
  });
});

describe('randomLines', () => {
  it('makes the same valid lines from the same seed', () => {
    const a = randomLines(GAME_RULES.powerball.matrix, 500, 42);
    const b = randomLines(GAME_RULES.powerball.matrix, 500, 42);
    expect(a).toEqual(b);
    expect(randomLines(GAME_RULES.powerball.matrix, 500, 43)).not.toEqual(a);
    for (const line of a) {
      expect(new Set(line.numbers).size).toBe(7);
      expect(line.numbers.every((n) => n >= 1 && n <= 35)).toBe(true);
      expect([...line.numbers]).toEqual([...line.numbers].sort((x, y) => x - y));
      expect(line.bonus).toHaveLength(1);
      expect(line.bonus[0]).toBeGreaterThanOrEqual(1);
      expect(line.bonus[0]).toBeLessThanOrEqual(20);
    }
  });
});

describe('loadCalls', () => {
  it('runs every call once and counts the failures', async () => {
    const seen: number[] = [];
    const result = await loadCalls(20, 4, async (i) => {
      seen.push(i);
      if (i % 5 === 0) throw new Error(`call ${i} failed`);
    });
    expect(seen.sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(result.ok).toBe(16);
    expect(result.failed).toBe(4);
    expect(result.firstFailure).toBe('call 0 failed');
  });
});

describe('tables', () => {
  it('prints a Markdown table with the ratio of figure to baseline', () => {
    const text = renderSection({
      title: 'Example',
      notes: ['a note'],
      rows: [{ operation: 'op', baseline: int(2000), figure: int(500), ratio: ratio(500, 2000) }],
    });
    expect(text).toContain('### Example');
    expect(text).toContain('- a note');
    expect(text).toMatch(/\| op\s+\|\s+2,000 \|\s+500 \|\s+0\.250× \|/);
    expect(ratio(1, 0)).toBe('n/a');
  });
});

describe('replayScript (the pgbench replay of a captured purchase)', () => {
  const customer = '01a2094d-a1a8-78cf-a682-2958db2c2386';
  const offer = '01a2094d-8ff1-72ec-9f46-efca1964c4ae';
  const checkout = '01a2094d-ebc7-7008-a931-bab3e5e6aecb';

  it("puts the client's own ids, fresh ids and untyped computed values where the captured ones were", () => {
    const { script, freshIds } = replayScript(
      [
        { text: 'begin', values: [] },
        {
          text: 'insert into checkouts (id, customer_id, offer_id, created_at, lines) values ($1, $2, $3, $4, $5)',
          values: [checkout, customer, offer, new Date('2026-11-23T16:47:11.303Z'), { numbers: [1, 2] }],
        },
        { text: 'select $1::text', values: [`purchase:${checkout}`] },
        { text: 'commit', values: [] },
      ],
      { perClient: { customer_id: customer }, shared: new Set([offer]), fresh: new Set() },
    );
    const lines = script.trim().split('\n');
    expect(freshIds).toBe(1);
    // First the client's row and its fresh ids; then the values that need work, into variables of their own.
    expect(lines[0]).toBe(
      'select customer_id, gen_random_uuid() as u1 from bench_replay where client = :client_id',
    );
    expect(lines[1]).toBe('\\gset');
    expect(lines[2]).toContain("replace('2026-11-23T16\u241e47\u241e11.303Z', '\u241e', chr(58)) as e1");
    expect(lines[2]).toContain(`replace(replace('purchase\u241e${checkout}', '${checkout}', :u1)`);
    expect(lines[3]).toBe('\\gset');
    // No colon is left in a literal for pgbench to read as a variable, and the shared offer stays as it was.
    expect(lines[5]).toBe(
      `insert into checkouts (id, customer_id, offer_id, created_at, lines) values (:u1, :customer_id, '${offer}', :e1, '{"numbers"\u241e[1,2]}');`.replace(
        `'{"numbers"\u241e[1,2]}'`,
        ':e2',
      ),
    );
    expect(lines[6]).toBe('select :e3::text;');
    expect(lines.at(-1)).toBe('commit;');
  });
});
