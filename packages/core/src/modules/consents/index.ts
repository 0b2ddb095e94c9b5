/**
 * The consents module: the versions of the terms and who accepted which, the countries the licence does not
 * cover and the customers' confirmations made from one. The account overview reads `consentsOf`.
 */
export {
  acceptTerms,
  confirmLocation,
  consentsOf,
  publishTerms,
  recordTermsAcceptance,
  restrictCountries,
} from './consents.service.ts';
export {
  customersNamedAsWinners,
  getWinnerPublicity,
  setWinnerPublicity,
} from './consents.winner-publicity.ts';
