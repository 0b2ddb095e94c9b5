/**
 * Test fixture, for tests only (the shop's own code never imports it): the browser data a card deposit sends for
 * 3-D Secure, as a desktop browser in Sydney sends it. Here in the contracts so that every end's tests (core, the
 * API, the web and the browser tests) share one copy.
 */
import { keysToSnake } from '../casing.ts';
import type { ThreeDsBrowserData } from '../funds.ts';

export const TEST_3DS_BROWSER: ThreeDsBrowserData = {
  browserJavascriptEnabled: true,
  browserJavaEnabled: false,
  browserLanguage: 'en-AU',
  browserColorDepth: 24,
  browserScreenHeight: 900,
  browserScreenWidth: 1440,
  browserTz: -600,
  challengeWindowSize: 'FullScreen',
  notificationUrl: 'http://127.0.0.1:3000/3ds/notify',
};

/** The same as a request body's `strong_customer_authentication` (snake_case), with the fields a test names changed. */
export function test3dsBrowserBody(changes: Partial<ThreeDsBrowserData> = {}): Record<string, unknown> {
  return keysToSnake({ ...TEST_3DS_BROWSER, ...changes });
}
