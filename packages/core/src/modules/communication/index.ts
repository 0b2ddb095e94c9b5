/**
 * The communication module: which channels a customer lets the shop use for marketing (email, phone, sms,
 * directmail; push kept hidden), the offers whose e-mails they stopped, and every unsubscribe with its reasons.
 * Changed from the account area or, without signing in, from an e-mail's signed link. Every marketing sender asks
 * `marketingAllowed` / `marketingAudience`, which also answer no during a break or self-exclusion (limits).
 */
export { type LinkTokenKeys, linkTokenKeys } from '../../shared/link-tokens.ts';
export {
  type AccessVia,
  PREFERENCES_LINK_TTL_SECONDS,
  type PreferencesAccess,
  preferencesLinkToken,
} from './communication.access.ts';
export { type MarketingAsk, marketingAllowed, marketingAudience } from './communication.marketing.ts';
export {
  getCommunicationPreferences,
  unsubscribeFromChannel,
  updateCommunicationPreferences,
} from './communication.preferences.ts';
