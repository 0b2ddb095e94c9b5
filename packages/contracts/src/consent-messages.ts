/** The words of the consents (spec 2 §2 terms and restricted-country modals). zod-free, for browser bundles. */
export const CONSENT_MESSAGES = {
  termsTitle: 'Our terms and conditions have changed',
  termsIntro: 'Please read and accept the updated terms and conditions to keep using your account.',
  termsCheckbox: 'I have read and accept the terms and conditions',
  termsRequired: 'You must agree to the terms and conditions to proceed.',
  termsAccepted: 'Thank you for accepting the updated terms and conditions.',
  termsChangedAgain: 'The terms and conditions have just changed again. Please read the new version.',
  locationTitle: 'Confirm where you are playing from',
  locationIntro: (country: string) =>
    `You appear to be in ${country}. Our licence covers play from Australia only. Please confirm that you are an Australian resident and that playing from where you are is lawful for you.`,
  locationCheckbox:
    'I confirm I am an Australian resident and that I am allowed to buy lottery tickets from my current location',
  locationRequired: 'Please tick the box to confirm.',
  locationConfirmed: 'Thank you. Your confirmation has been recorded.',
} as const;
