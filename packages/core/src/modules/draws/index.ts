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
