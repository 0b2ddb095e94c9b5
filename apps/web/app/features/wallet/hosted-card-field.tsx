import { useEffect } from 'react';
import { useSubmit } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';

/** What the processor's hosted field posts to the page once a card is tokenised. */
type CardMessage = { type: 'card-processor:card'; token: string };

function isCardMessage(data: unknown): data is CardMessage {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as Record<string, unknown>;
  return (
    m.type === 'card-processor:card' && typeof m.token === 'string' && /^[A-Za-z0-9_]{8,100}$/.test(m.token)
  );
}

/**
 * The card processor's hosted card field, framed from the processor's own origin (the card number is typed there
 * and never reaches the shop). When the processor has tokenised the card it posts the token to this page, which
 * sends it to the route's action, or `action`'s (intent `add-card`), to be saved; messages from any other origin
 * are ignored. The field is framed only once the page is hydrated and listening: framed earlier, a quick customer's
 * token could be posted before anything listens for it, and the card would never be saved.
 */
export function HostedCardField(props: {
  src: string;
  redirectTo?: string | null;
  /** The route whose action saves the card (this page's own by default). */
  action?: string;
  title?: string;
}) {
  const submit = useSubmit();
  const { src, redirectTo, action } = props;
  const hydrated = useHydrated();
  useEffect(() => {
    const origin = new URL(src).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || !isCardMessage(event.data)) return;
      const form = new FormData();
      form.set('intent', 'add-card');
      form.set('token', event.data.token);
      if (redirectTo) form.set('redirectTo', redirectTo);
      submit(form, { method: 'post', ...(action ? { action } : {}) });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [src, redirectTo, action, submit]);
  if (!hydrated) {
    return (
      <div
        className="flex h-80 w-full items-center justify-center rounded-theme border border-mono/20 bg-white text-mono/70"
        data-testid="hosted-card-field-loading"
      >
        Loading the secure card field…
      </div>
    );
  }
  return (
    <iframe
      src={src}
      title={props.title ?? 'Card details'}
      className="h-80 w-full rounded-theme border border-mono/20 bg-white"
      data-testid="hosted-card-field"
    />
  );
}
