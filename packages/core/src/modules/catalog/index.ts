/**
 * The catalog module: what can be bought — lotteries and raffles (`product_offers`), their game types and prices
 * (`offer_game_types`), the game matrices and division rules versioned by draw number (`game_definitions`,
 * `game_divisions`), the causes raffles support (`causes`), raffle ticket bundles (`raffle_bundles`) and
 * the causes each raffle lets its buyer choose (`offer_causes`).
 */
export {
  DEMO_CAUSES,
  DEMO_LOTTERIES,
  DEMO_RAFFLES,
  type DemoLottery,
  type DemoRaffle,
} from './catalog.demo.ts';
export {
  addGameDefinition,
  type CauseInput,
  createCause,
  createProductOffer,
  type GameTypeInput,
  type OfferInput,
} from './catalog.factory.ts';
export { combinations, division1Odds, GAME_RULES, type GameRules } from './catalog.games.ts';
export {
  type CatalogueOffer,
  currentPriceFrom,
  currentTicketPriceMinor,
  findEnabledGameType,
  getCause,
  getGameDefinition,
  getOffersWithGameTypes,
  getProductOfferByKey,
  getProductOffersByIds,
  listCatalogue,
  listCauses,
  listOfferBranding,
  listOfferIds,
  listOffersPlayedOn,
  listScheduledLotteries,
  type OfferWithGameTypes,
  type PricedTicket,
  priceOf,
  priceOfOneGame,
  SELLABLE_GAME_TYPES,
  selectableDaysOf,
  toBrandingDto,
} from './catalog.queries.ts';
export {
  findCauseBySlug,
  listOfferCauses,
  listRaffleBundles,
  listRaffleOffers,
  listRaffleOffersOfCause,
  type OfferCause,
} from './catalog.raffles.ts';
export type {
  DrawnBy,
  DrawSchedule,
  IntervalDrawSchedule,
  OfferGameTypeRow,
  ProductOfferRow,
  RaffleBundleRow,
  WeeklyDrawSchedule,
} from './catalog.tables.ts';
