/** Payment method marks, drawn as text badges so no third-party artwork is needed. */
const LABEL: Record<string, string> = {
  AMEX: 'American Express',
  APPLE_PAY: 'Apple Pay',
  GOOGLE_PAY: 'Google Pay',
  MASTERCARD: 'Mastercard',
  PAYPAL: 'PayPal',
  VISA: 'Visa',
};

export function PaymentLogos({ logos, max }: { logos: string[]; max?: number }) {
  const shown = max === undefined ? logos : logos.slice(0, max);
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Payment methods we accept" className="flex flex-wrap gap-2" data-testid="payment-logos">
      {shown.map((logo) => (
        <li
          key={logo}
          className="rounded border border-current/20 bg-white px-2 py-1 text-xs font-bold tracking-wide text-theme-primary"
        >
          {LABEL[logo] ?? logo}
        </li>
      ))}
    </ul>
  );
}
