/**
 * The settlement module (no tables of its own): a draw's day, composed once from the draws, results, orders and
 * ledger modules (and raffles) — closing sales (freezing a shop draw's entries), entering the official result or drawing with
 * the shop's RNG, scoring every line entered and paying every prize exactly once, and the life-cycle pass the
 * API's job runs on the clock. The operator's calls and the job both call these.
 */
export {
  closeSales,
  type DrawOutcome,
  drawAndSettle,
  drawShopDraw,
  enterResultAndSettle,
  settle,
  verifyDraw,
} from './settlement.draw-day.ts';
export { type DrawLifecyclePass, runDrawLifecyclePass } from './settlement.lifecycle.ts';
export { closeAndDrawRaffle, openRaffleSalesNow } from './settlement.raffles.ts';
export { LINE_PAGE, type Settlement, type SettleOptions, settleDraw } from './settlement.settle.ts';
export { getLotteryDrawEntries, getLotteryDrawVerification } from './settlement.verification.ts';
