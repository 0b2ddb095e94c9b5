/**
 * The payments module's setup face: the factories the site's seed writes its rows with and the demo site's
 * data (`npm start`). Only core's `src/setup/`, other setup faces and the testing faces import it (decision
 * 073).
 */
export {
  CARD_METHOD,
  connectDemoGatewayMethods,
  createDemoPaymentMethods,
  createPaymentMethod,
  createShopPaymentMethods,
  setCardGateways,
  TEST_DEPOSIT_METHOD,
} from './payments.factory.ts';
