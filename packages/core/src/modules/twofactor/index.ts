/**
 * The twofactor module: a customer's second factor (an authenticator app, or codes e-mailed to their address), remembered devices, and elevating a session for a sensitive action (`requireElevation`).
 */
export { decryptSecret, encryptSecret, type TwoFactorKey, twoFactorKey } from './twofactor.cipher.ts';
export { elevateSession, requireElevation } from './twofactor.elevation.ts';
export {
  confirmTwoFactorSetup,
  getAuthenticatorSetup,
  getTwoFactorConfig,
  passSecondFactor,
  type SecondFactorPassed,
  sendLoginCodeAgain,
  sendTwoFactorCode,
  startAuthenticatorSetup,
  startEmailSetup,
  turnOffTwoFactor,
  twoFactorIsOn,
  verifyTwoFactorCode,
} from './twofactor.service.ts';
