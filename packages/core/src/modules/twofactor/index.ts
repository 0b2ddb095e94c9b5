/**
 * The twofactor module: a customer's second factor (an authenticator app today; e-mailed codes plug in as a
 * second method), remembered devices, and elevating a session for a sensitive action (`requireElevation`).
 */
export { decryptSecret, encryptSecret, type TwoFactorKey, twoFactorKey } from './twofactor.cipher.ts';
export { elevateSession, requireElevation } from './twofactor.elevation.ts';
export {
  confirmAuthenticator,
  getAuthenticatorSetup,
  getTwoFactorConfig,
  passSecondFactor,
  type SecondFactorPassed,
  startAuthenticatorSetup,
  turnOffTwoFactor,
  twoFactorIsOn,
  verifyTwoFactorCode,
} from './twofactor.service.ts';
export { totpCode } from './twofactor.totp.ts';
