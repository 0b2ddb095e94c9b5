import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useRef, useState } from 'react';
import { useSubmit } from 'react-router';

const FALLBACK = "We're experiencing technical difficulties. Please reload the page to try again.";
const STRIPE_ORIGIN = 'https://js.stripe.com';

/**
 * Stripe.js from `scriptUrl` through the official loader (decision 047). From Stripe's own origin the loader loads
 * its pinned Stripe.js itself; from elsewhere (the local fake of Stripe in the tests) the script is added first, and
 * the loader then uses the `window.Stripe` it defines.
 */
async function stripeFrom(scriptUrl: string, publishableKey: string): Promise<Stripe | null> {
  const url = new URL(scriptUrl);
  if (url.origin !== STRIPE_ORIGIN && !(window as { Stripe?: unknown }).Stripe) {
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url.toString();
      script.async = true;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => reject(new Error('Stripe.js could not be loaded')));
      document.head.appendChild(script);
    });
  }
  return loadStripe(publishableKey);
}

/**
 * A new card through Stripe: Stripe.js's card Element (a frame on Stripe's origin, so the card number never reaches
 * the shop) confirms the SetupIntent the API made (`clientSecret`), then the PaymentMethod it answers is sent to the
 * route's action, or `action`'s (intent `add-card`), to be saved through POST /v2/funds/cc/stripe.
 */
export function StripeCardField(props: {
  scriptUrl: string;
  publishableKey: string;
  clientSecret: string;
  redirectTo?: string | null;
  action?: string;
}) {
  const { scriptUrl, publishableKey, clientSecret, redirectTo, action } = props;
  const submit = useSubmit();
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: Stripe; card: StripeCardElement } | null>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let card: StripeCardElement | null = null;
    stripeFrom(scriptUrl, publishableKey).then(
      (stripe) => {
        if (cancelled || !stripe || !mountRef.current) return;
        card = stripe.elements().create('card', { hidePostalCode: true });
        card.mount(mountRef.current);
        stripeRef.current = { stripe, card };
        setReady(true);
      },
      () => {
        if (!cancelled) setError(FALLBACK);
      },
    );
    return () => {
      cancelled = true;
      card?.destroy();
      stripeRef.current = null;
    };
  }, [scriptUrl, publishableKey]);

  async function onSave(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const current = stripeRef.current;
    if (!current || busy) return;
    setBusy(true);
    setError(null);
    const result = await current.stripe.confirmCardSetup(clientSecret, {
      payment_method: { card: current.card },
    });
    const method = result.setupIntent?.payment_method;
    const token = typeof method === 'string' ? method : method?.id;
    if (result.error || !token) {
      setBusy(false);
      setError(result.error?.message ?? FALLBACK);
      return;
    }
    const form = new FormData();
    form.set('intent', 'add-card');
    form.set('token', token);
    if (redirectTo) form.set('redirectTo', redirectTo);
    submit(form, { method: 'post', ...(action ? { action } : {}) });
  }

  return (
    <form onSubmit={onSave} aria-label="Card details" data-testid="stripe-card-field">
      <div ref={mountRef} className="rounded-theme border border-mono/20 bg-white p-2" />
      {error ? (
        <p
          role="alert"
          className="mt-2 rounded-theme border-l-4 border-error bg-error/5 p-3 font-semibold text-error"
        >
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={!ready || busy}
        className="mt-3 rounded-theme bg-theme-primary px-4 py-2 font-semibold text-white disabled:opacity-60"
      >
        {busy ? 'Saving your card…' : 'Save card'}
      </button>
    </form>
  );
}
