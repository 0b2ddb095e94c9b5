/**
 * The draws module: the calendar of draws (`draws`) and their status machine — scheduling draws ahead, what is
 * on sale, locking the draws a ticket enters, closing sales at the sales stop, past draws in bulk for the demo
 * history, and moving a draw along DRAW_OPEN → DRAW_CLOSED → DRAW_DRAWN → DRAW_SCORED → DRAW_PAID →
 * DRAW_EMAILED. Results, the shop's RNG and settlement are the results and settlement modules.
 */
export { createDraw, type DrawInput } from './draws.factory.ts';
export { createPastDraws, type PastDraw } from './draws.history.ts';
export { getDrawDetails, listProductOffers } from './draws.offers.ts';
export { getDrawPreview } from './draws.preview.ts';
export {
  countDrawsOnSaleFrom,
  type DrawDays,
  type DrawRef,
  type DrawsWanted,
  drawStatusIn,
  findDraw,
  firstDrawOnSale,
  getCurrentDraws,
  getDrawsByIds,
  getNextDraws,
  LIFECYCLE_BATCH,
  type LifecycleDraw,
  listDrawsOnSale,
  listDrawsToSettle,
  listOfferDrawIds,
  listOnSaleDrawIds,
  listShopDrawsDue,
  listTicketDraws,
  listUnfinishedDrawsDue,
  loadDraw,
  lockDrawsOnSale,
  nameDraws,
  toDrawDto,
} from './draws.queries.ts';
export { drawClosedMessage, formatShopTime, isOnSale, purchaseStatusOf } from './draws.rules.ts';
export {
  DRAW_CALENDAR_HORIZON_DAYS,
  INTERVAL_CALENDAR_HORIZON_DAYS,
  scheduleUpcomingDraws,
} from './draws.schedule.ts';
export { advanceDraw, changeDrawStatus, closeDueDraws, openSalesNow } from './draws.status.ts';
export type { DrawRow } from './draws.tables.ts';
export { DRAW_MACHINE, ON_SALE_STATUSES, reached } from './draws.transitions.ts';
