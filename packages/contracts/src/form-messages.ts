/**
 * The shared form messages of spec 2 §5, word for word, so the API's field errors and the web's inline
 * errors say the same thing. Browser-safe.
 */
export const FORM_MESSAGES = {
  required: 'This field is required',
  email: 'Please enter a valid email address',
  numbersOnly: 'Please enter numbers only',
  phone: 'Please enter a valid phone number',
  amountFormat: 'Amount must follow format e.g: 1.50',
  postcode: 'Please enter a valid post code',
  acceptTerms: 'You must agree to the terms and conditions to proceed.',
  cardHolderName: "Please enter the card holder's name.",
  otpLength: 'A 6 digit code is required.',
} as const;

/** 'Your {fieldName} does not match' */
export function mismatchMessage(fieldName: string): string {
  return `Your ${fieldName} does not match`;
}

/** 'Please enter an amount equal to or greater than {amount}.' */
export function minAmountMessage(amount: string): string {
  return `Please enter an amount equal to or greater than ${amount}.`;
}

/** 'Please enter an amount equal to or less than {amount}.' */
export function maxAmountMessage(amount: string): string {
  return `Please enter an amount equal to or less than ${amount}.`;
}
