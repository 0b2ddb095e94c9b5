import { randomUUID } from 'node:crypto';
import { readCookie, serializeCookie } from './cookie-values.ts';
import type { ShellNotice } from './shell-data.ts';

/**
 * One-time notices carried across a redirect (signed in, signed out, …): the action sets a short-lived
 * cookie holding the notice's key, the next page's root loader turns it into a notification and clears it.
 * Only known keys are shown, so the cookie cannot inject text.
 */
export const FLASH_COOKIE = 'flash_notice';
const FLASH_SECONDS = 60;

export const FLASH_NOTICES = {
  signed_in: { title: 'You are now logged in', tone: 'success' },
  signed_up: { title: 'Welcome! Your account has been created', tone: 'success' },
  signed_out: { title: 'You have been logged out', tone: 'info' },
  session_expired: { title: 'Your session has expired. Please log in again.', tone: 'warning' },
  login_link_invalid: {
    title: 'Email link no longer valid',
    message:
      'It looks like the email link you clicked is no longer valid. This is likely because it has expired or has already been used.',
    tone: 'warning',
  },
  details_updated: { title: 'Your details have been updated', tone: 'success' },
  terms_accepted: { title: 'Thank you for accepting the updated terms and conditions.', tone: 'success' },
  location_confirmed: { title: 'Thank you. Your confirmation has been recorded.', tone: 'success' },
  consent_unticked: { title: 'Please tick the box to continue.', tone: 'warning' },
  account_upgraded: { title: 'Your account has been upgraded', tone: 'success' },
  preferences_updated: { title: 'Your communication preferences have been updated', tone: 'success' },
  password_reset: {
    title: 'Your password has been reset. Please log in with your new password.',
    tone: 'success',
  },
  password_changed: { title: 'Your password has been changed', tone: 'success' },
  email_confirmed: { title: 'Thank you. Your email address is confirmed.', tone: 'success' },
  address_confirmed: { title: 'Thank you for confirming your address.', tone: 'success' },
  confirmation_sent: { title: "We've sent a confirmation link to your email address.", tone: 'success' },
  card_added: { title: 'Your card has been saved', tone: 'success' },
  card_removed: { title: 'Your card has been removed', tone: 'success' },
  default_card_changed: { title: 'Your default card has been changed', tone: 'success' },
  bank_account_added: { title: 'Your bank account has been saved', tone: 'success' },
  bank_account_removed: { title: 'Your bank account has been removed', tone: 'success' },
  withdrawal_requested: { title: 'Your withdrawal has been requested', tone: 'success' },
  email_change_requested: {
    title: "We've sent a confirmation link to your new email address. The change applies once you open it.",
    tone: 'success',
  },
} as const satisfies Record<string, Omit<ShellNotice, 'id'>>;
export type FlashKey = keyof typeof FLASH_NOTICES;

export function flashCookie(key: FlashKey, secure: boolean): string {
  return serializeCookie(FLASH_COOKIE, key, { maxAgeSeconds: FLASH_SECONDS, httpOnly: true, secure });
}

export function flashNotice(key: FlashKey): ShellNotice {
  return { id: `flash-${randomUUID()}`, ...FLASH_NOTICES[key], isAutoDismissed: true };
}

/** The notice waiting for this request, if any, and the Set-Cookie value that clears it. */
export function takeFlash(
  request: Request,
  secure: boolean,
): { notice: ShellNotice | null; setCookie?: string } {
  const key = readCookie(request.headers.get('Cookie'), FLASH_COOKIE);
  if (key === undefined) return { notice: null };
  const setCookie = serializeCookie(FLASH_COOKIE, '', { maxAgeSeconds: 0, httpOnly: true, secure });
  const known = Object.hasOwn(FLASH_NOTICES, key);
  return {
    notice: known ? flashNotice(key as FlashKey) : null,
    setCookie,
  };
}
