/**
 * The account module (no tables of its own): what a customer's client reads and does about the account as a
 * whole — the customer overview, the capabilities that apply to the caller, and signing up or logging in with the
 * overview in the answer — put together from identity, the ledger, the site and capabilities; and closing the
 * account, which first asks the ledger and orders that nothing of the customer's is still in play.
 */
export { closeAccount } from './account.closing.ts';
export { changeOwnEmail, changeOwnPassword } from './account.credentials.ts';
export { getFavouriteNumbers, saveFavouriteNumbers } from './account.favourites.ts';
export { customerOverview, getCallerCapabilities, getCustomerOverview } from './account.overview.ts';
export {
  login,
  loginWithLink,
  logOutEverywhere,
  refresh,
  resendLoginCode,
  signup,
} from './account.sessions.ts';
export { upgradeAccount } from './account.upgrade.ts';
