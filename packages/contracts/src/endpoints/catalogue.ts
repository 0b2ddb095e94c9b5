/**
 * The endpoint catalogue: every endpoint the API serves, declared once, by customer area (decision 074). The API
 * registers each route from its entry, and the web's client and the operator's CLI call them by entry; a test
 * fails when the server and the catalogue disagree.
 */
import { type Endpoint, endpointKey } from '../endpoint.ts';
import * as account from './account.ts';
import * as banking from './banking.ts';
import * as cards from './cards.ts';
import * as cart from './cart.ts';
import * as checkout from './checkout.ts';
import * as communicationPreferences from './communication-preferences.ts';
import * as content from './content.ts';
import * as depositPurchase from './deposit-purchase.ts';
import * as favouriteNumbers from './favourite-numbers.ts';
import * as limits from './limits.ts';
import * as offers from './offers.ts';
import * as operations from './operations.ts';
import * as passwords from './passwords.ts';
import * as raffles from './raffles.ts';
import * as results from './results.ts';
import * as sessions from './sessions.ts';
import * as signIn from './sign-in.ts';
import * as site from './site.ts';
import * as statements from './statements.ts';
import * as tickets from './tickets.ts';
import * as twoFactor from './two-factor.ts';
import * as verification from './verification.ts';
import * as wallet from './wallet.ts';
import * as webhooks from './webhooks.ts';

export const CATALOGUE = {
  account,
  banking,
  cards,
  cart,
  checkout,
  communicationPreferences,
  content,
  depositPurchase,
  favouriteNumbers,
  limits,
  offers,
  operations,
  passwords,
  raffles,
  results,
  sessions,
  signIn,
  site,
  statements,
  tickets,
  twoFactor,
  verification,
  wallet,
  webhooks,
} as const satisfies Record<string, Record<string, Endpoint>>;

export type CatalogueEntry = { id: string; endpoint: Endpoint };

/** Every endpoint with its id (`area.name`, e.g. `favouriteNumbers.get`), in catalogue order. */
export const ENDPOINTS: readonly CatalogueEntry[] = Object.entries(CATALOGUE).flatMap(([area, endpoints]) =>
  Object.entries(endpoints).map(([name, e]) => ({ id: `${area}.${name}`, endpoint: e as Endpoint })),
);

/** The entry of a served `METHOD /path`, if the catalogue has one. */
export function entryOf(key: string): CatalogueEntry | undefined {
  return ENDPOINTS.find((entry) => endpointKey(entry.endpoint) === key);
}
