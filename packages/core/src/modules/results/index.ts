/**
 * The results module: a draw's numbers and dividends (`draw_results`, `draw_dividends`), the shop's own draws by
 * commit-reveal (`draw_commitments`, results.rng.ts), scoring lines against a game's divisions
 * (results.scoring.ts, pure), the winning lines of a draw (`line_prizes`) and the draw's audit trail
 * (`draw_audit`). Reading tickets and paying prizes is the settlement module's part.
 */
export { listArchivedResults } from './results.archive.ts';
export { recordDrawAudit } from './results.audit.ts';
export { type EntryWin, entryDivisionCounts, scoreEntry } from './results.entry-scoring.ts';
export { DEMO_PRIZE_TABLES_MINOR, demoDividends, rulesFor } from './results.game-rules.ts';
export {
  type Dividends,
  enterOfficialResult,
  type OfficialResultInput,
} from './results.official.ts';
export { listPlayedOnDraws, playedOnKey } from './results.played-on.ts';
export {
  countUnpaidPrizes,
  finishScoring,
  type LineKey,
  listUnpaidPrizes,
  lockUnpaidPrize,
  markPrizePaid,
  type PrizeTotals,
  prizeTotals,
  recordDrawPaid,
  recordWinningLines,
  type WinningLine,
} from './results.prizes.ts';
export {
  getDividends,
  getDrawnNumbers,
  getDrawResult,
  getResultRow,
  listPastResults,
  listResultKeys,
  listTicketPrizes,
  type ResultCategory,
  type TicketPrize,
} from './results.queries.ts';
export {
  createEntriesHasher,
  type DrawVerification,
  drawFromSeed,
  drawStream,
  type EntryLine,
  entryLineText,
  hashEntries,
  RNG_CODE_VERSION,
  sampleWithoutReplacement,
  seedHash,
  seedMatches,
  verifyDrawnNumbers,
} from './results.rng.ts';
export {
  createScorer,
  type DrawnNumbers,
  describeDivision,
  divisionFor,
  drawnNumbersProblems,
  type LineScore,
  type ScoredLine,
  type Scorer,
  type ScoringRules,
  scoreLine,
  scoreLines,
} from './results.scoring.ts';
export {
  commitOpenDrawSeeds,
  commitSeed,
  drawWithRng,
  getCommitment,
  getShopDrawAudit,
  recordEntriesHash,
  verifyShopDraw,
} from './results.shop-draw.ts';
export { getNumberStatistics } from './results.statistics.ts';
export type { DrawResultSource } from './results.tables.ts';
export {
  attachWinNoticeMail,
  countWinNotices,
  type DrawWinner,
  getDrawPrizes,
  getDrawWinners,
  listDrawWinnersToNotify,
  recordWinNotice,
} from './results.winners.ts';
