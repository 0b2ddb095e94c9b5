/**
 * The identity module: customers, their credentials, sessions and refresh tokens — sign-up, password sign-in,
 * refresh-token rotation with reuse detection, sign-out, turning an access token back into a customer, and
 * passwords after sign-up (the e-mailed reset link, changing it, the forced change).
 */

export { closeCustomer } from './identity.closing.ts';
export { getCustomerDetails, requireAccountUpgrade, updateCustomerDetails } from './identity.details.ts';
export {
  confirmEmailAddress,
  confirmPostalAddress,
  EMAIL_CONFIRMATION_TTL_SECONDS,
  emailConfirmationPath,
  requestEmailChange,
  resendEmailConfirmation,
} from './identity.email-confirmation.ts';
export {
  lockFavouriteNumbers,
  readFavouriteNumbers,
  writeFavouriteNumbers,
} from './identity.favourites.ts';
export {
  customerOfLoginLink,
  issueAutologinLink,
  issueSessionTransfer,
  type LoginLinkPurpose,
  spendLoginLink,
} from './identity.login-links.ts';
export {
  changePassword,
  forceChangePassword,
  PASSWORD_RESET_TTL_SECONDS,
  passwordResetPath,
  requestPasswordReset,
  requirePasswordChange,
  resetPassword,
} from './identity.password-change.ts';
export { ARGON2_PARAMS, hashPassword, verifyPassword } from './identity.passwords.ts';
export { type PublicWinnerName, publicWinnerNames } from './identity.public-names.ts';
export {
  customerSegmentName,
  defaultCustomerSegmentName,
  emailIsRegistered,
  findCustomerByEmail,
  findCustomerById,
  findCustomersByIds,
  isCustomerPassword,
  listActiveCustomers,
} from './identity.queries.ts';
export { brandingRegionOf, isOldEnough, localDateIn, normaliseEmail } from './identity.rules.ts';
export {
  authenticate,
  checkPassword,
  customerOfLoginChallenge,
  DEFAULT_PRICING_ID,
  DEFAULT_SESSION_TIMEOUT_SECONDS,
  endSession,
  loginChallengeFor,
  type OpenedSession,
  openSession,
  REFRESH_REUSE_GRACE_SECONDS,
  refreshSession,
  registerCustomer,
  type SessionOptions,
  signInWithPassword,
} from './identity.service.ts';
export { endAllSessions, endSessionById, listSessions, revokeCustomerSessions } from './identity.sessions.ts';
export type { CustomerRow } from './identity.tables.ts';
export {
  ACCESS_TOKEN_TTL_SECONDS,
  type AccessClaims,
  type AccessTokenKeys,
  accessTokenKeys,
  SESSION_MAX_AGE_SECONDS,
} from './identity.tokens.ts';
