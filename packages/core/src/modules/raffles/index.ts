/**
 * The raffles module: raffle draws' sales and ticket numbers (`raffle_draws`, `raffle_tickets`), their prizes
 * (`raffle_prizes`) and winners (`raffle_winners`); the raffle storefront's reads; allocating ticket numbers inside
 * the purchase (the orders module calls `allocateRaffleTickets`); the draw by the shop's commit-reveal RNG. What a
 * raffle sells (bundles, causes) is the catalog's.
 */
export { drawRaffle, listEntryNumbers, type RaffleDrawOutcome } from './raffles.draw.ts';
export { getFreePostalEntry, recordPostalEntry } from './raffles.postal.ts';
export { issueDuePreOrders, type RafflePreOrderInput, reserveRafflePreOrder } from './raffles.pre-orders.ts';
export {
  getRaffle,
  listDrawPrizes,
  listRaffles,
  rafflePurchaseStatus,
  soldByDraw,
  ticketsLeft,
} from './raffles.queries.ts';
export {
  getRaffleDrawEntries,
  getRaffleDrawVerification,
  getRaffleResult,
  listRaffleResults,
} from './raffles.results.ts';
export {
  causeAmountsOfBundle,
  comparePrizes,
  hashRaffleEntries,
  pickRaffleWinners,
  RAFFLE_DRAW_ALGORITHM,
} from './raffles.rules.ts';
export { allocateRaffleTickets, openRaffleSales, type RaffleAllocation } from './raffles.sales.ts';
export { getCauseSupport, getMySupport } from './raffles.support.ts';
export {
  listCheckoutRaffleTickets,
  listOrderRaffleNumbers,
  type OrderRaffleNumber,
  toRaffleTicketDtos,
} from './raffles.tickets.ts';
