import type { ThreeDsBrowserData } from '@lottoshop/contracts/funds';

/** The browser data a card deposit sends for 3-D Secure, as a desktop browser in Sydney sends it. */
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
