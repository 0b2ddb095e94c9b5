/** The words of confirming e-mail and postal addresses (spec 2 §2 confirmation banner). zod-free, for browser bundles. */
export const EMAIL_CONFIRMATION_MESSAGES = {
  linkInvalid:
    'This confirmation link is no longer valid. It may have expired or already been used. Log in to ask for a new one.',
  addressTaken: 'An account with this email address already exists.',
  sameAddress: 'This is already the email address of your account.',
  passwordIncorrect: 'The password you entered is incorrect.',
  emailBanner: 'Please confirm your email address. We sent you a link when you signed up.',
  addressBanner: 'Please confirm that your address is up to date.',
  linkSent: "We've sent a confirmation link to your email address.",
  emailConfirmed: 'Thank you. Your email address is confirmed.',
  addressConfirmed: 'Thank you for confirming your address.',
  changeRequested:
    "We've sent a confirmation link to your new email address. The change applies once you open it.",
} as const;
