/**
 * The account module (no tables of its own): what a customer's client reads and does about the account as a
 * whole — the customer overview, the capabilities that apply to the caller, and signing up or logging in with the
 * overview in the answer — put together from identity, the ledger, the site and capabilities.
 */
export { customerOverview, getCallerCapabilities, getCustomerOverview } from './account.overview.ts';
export { login, logOutEverywhere, refresh, signup } from './account.sessions.ts';
