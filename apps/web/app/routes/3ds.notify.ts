import { redirect } from 'react-router';
import type { Route } from './+types/3ds.notify';

/**
 * /3ds/notify (spec 2 §3 notificationUrl): where the card processor sends the browser back after the 3-D Secure
 * challenge or PayPal's page, naming our deposit (`reference`). It only forwards to the deposit's authorisation page, whose loader
 * asks the API (which asks the processor) how the payment ended; nothing here is believed about the outcome.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const reference = query.get('reference') ?? '';
  // A deposit paying for the cart (`flow=checkout`) goes on to the checkout's deposit pages.
  const checkout = query.get('flow') === 'checkout';
  if (!UUID.test(reference)) return redirect(checkout ? '/deposit' : '/my-account/deposit');
  if (checkout) return redirect(`/checkout/deposit/${encodeURIComponent(reference)}/success`);
  return redirect(`/my-account/deposit/authorisation/${encodeURIComponent(reference)}`);
}
