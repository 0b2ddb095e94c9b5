/**
 * The catalog module's setup face: the factories the site's seed writes its rows with and the demo site's
 * data (`npm start`). Only core's `src/setup/`, other setup faces and the testing faces import it (decision
 * 073).
 */
export {
  DEMO_CAUSES,
  DEMO_LOTTERIES,
  DEMO_RAFFLES,
  type DemoLottery,
  type DemoRaffle,
} from './catalog.demo.ts';
export {
  type CauseInput,
  createCause,
  createProductOffer,
  type GameTypeInput,
  type OfferInput,
} from './catalog.factory.ts';
