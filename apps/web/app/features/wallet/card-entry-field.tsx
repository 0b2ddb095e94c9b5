import type { CardEntry } from './funds.server.ts';
import { HostedCardField } from './hosted-card-field.tsx';
import { StripeCardField } from './stripe-card-field.tsx';

/** Where a new card is typed: the gateway's hosted field, or Stripe.js's card Element (decision 047). */
export function CardEntryField(props: {
  entry: CardEntry;
  redirectTo?: string | null;
  /** The route whose action saves the card (this page's own by default). */
  action?: string;
  title?: string;
}) {
  const { entry, ...rest } = props;
  return entry.kind === 'stripe_elements' ? (
    <StripeCardField
      scriptUrl={entry.scriptUrl}
      publishableKey={entry.publishableKey}
      clientSecret={entry.clientSecret}
      {...(rest.redirectTo ? { redirectTo: rest.redirectTo } : {})}
      {...(rest.action ? { action: rest.action } : {})}
    />
  ) : (
    <HostedCardField src={entry.src} {...rest} />
  );
}
