/** The payments module's pure rules: what a customer reads for a deposit. */

/** What a customer reads for a deposit made with a payment method. */
export const depositDescription = (methodName: string) => `Deposit — ${methodName}`;
