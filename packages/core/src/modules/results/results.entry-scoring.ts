/**
 * Scoring an entry of any entry type (GAMES.md "Entry types"): the entry is expanded into the game lines it
 * enters (contracts/entry-types.ts, a fixed order) and each line is scored as a standard line, so a System N
 * entry wins exactly what its C(N, k) lines win and a PowerHit what its 20 lines win. Pure: no database, no clock.
 */
import type { GameType } from '@lottoshop/contracts/catalog';
import { expandEntry } from '@lottoshop/contracts/entry-types';
import type { GameLine } from '@lottoshop/contracts/game-rules';
import { createScorer, type DrawnNumbers, type LineScore, type ScoringRules } from './results.scoring.ts';

/** A winning line of an entry: its place in the entry's expansion (0-based), its numbers and what it won. */
export type EntryWin = LineScore & { offset: number; numbers: number[]; bonus: number[]; division: number };

/** Every winning line of one entry, in expansion order. */
export function scoreEntry(
  rules: ScoringRules,
  drawn: DrawnNumbers,
  gameType: GameType,
  entry: GameLine,
): EntryWin[] {
  const scorer = createScorer(rules, drawn);
  const wins: EntryWin[] = [];
  expandEntry(rules.matrix, gameType, entry).forEach((line, offset) => {
    const scored = { numbers: line.Numbers, bonus: line.Powerball ?? [] };
    if (scorer.divisionOf(scored) === 0) return;
    const score = scorer.score(scored);
    wins.push({
      ...score,
      division: score.division ?? 0,
      offset,
      numbers: scored.numbers,
      bonus: scored.bonus,
    });
  });
  return wins;
}

/** How many lines of an entry win each division (division -> count). */
export function entryDivisionCounts(
  rules: ScoringRules,
  drawn: DrawnNumbers,
  gameType: GameType,
  entry: GameLine,
): Map<number, number> {
  const counts = new Map<number, number>();
  for (const win of scoreEntry(rules, drawn, gameType, entry)) {
    counts.set(win.division, (counts.get(win.division) ?? 0) + 1);
  }
  return counts;
}
