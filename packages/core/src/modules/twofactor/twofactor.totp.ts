/**
 * The authenticator method (RFC 6238 TOTP, 30-second steps, 6 digits, SHA-1 as every app expects) with otplib's
 * functional API, and its QR code rendered as SVG on the server (qrcode). Time comes from the caller's clock.
 */
import { generate, generateSecret, generateURI, verify } from 'otplib/functional';
import QRCode from 'qrcode';

export const TOTP_PERIOD_SECONDS = 30;
/** A code of the step before or after now is accepted too (a phone's clock a little off, a slow typist). */
const TOLERANCE_SECONDS = 30;
const ISSUER = 'LottoShop';

const epochOf = (now: Date) => Math.floor(now.getTime() / 1000);

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function totpUri(secret: string, label: string): string {
  return generateURI({ issuer: ISSUER, label, secret, period: TOTP_PERIOD_SECONDS });
}

export function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
}

/**
 * The time step a code matches (now, or the step before or after), or null. Whether that step was used already
 * is the caller's check (a conditional update on the stored last step), so a replay is told from a wrong guess.
 */
export async function matchTotp(secret: string, token: string, now: Date): Promise<number | null> {
  const result = await verify({ secret, token, epoch: epochOf(now), epochTolerance: TOLERANCE_SECONDS });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The code of a moment (tests and the factory compute codes the way an app does). */
export function totpCode(secret: string, at: Date): Promise<string> {
  return generate({ secret, epoch: epochOf(at) });
}
