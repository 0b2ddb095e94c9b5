/**
 * The limits module's setup face: the factories the site's seed writes its rows with and the demo site's data
 * (`npm start`). Only core's `src/setup/`, other setup faces and the testing faces import it (decision 073).
 */
export {
  createDemoOperatorLimits,
  createLimitSettings,
  DEMO_LIMIT_PERIODS,
  DEMO_LIMIT_POLICY,
} from './limits.factory.ts';
