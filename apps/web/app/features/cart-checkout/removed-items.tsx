import { useState } from 'react';

/**
 * The items the server took out of the cart on this visit (their draw closed, or they are no longer sold), each
 * with a Dismiss control. The API reports a removal once, so without JavaScript the control is a link that loads
 * the cart again, which no longer reports it; with JavaScript it just hides the notice.
 */
export function RemovedItems({ removed }: { removed: readonly { description: string; reason: string }[] }) {
  const [dismissed, setDismissed] = useState<readonly string[]>([]);
  return removed.map((r) => {
    const key = `${r.description}-${r.reason}`;
    if (dismissed.includes(key)) return null;
    return (
      <div
        key={key}
        role="status"
        data-testid="auto-removed"
        className="mt-4 flex items-start justify-between gap-4 rounded-theme border-l-4 border-warning bg-warning/10 p-3"
      >
        <p>
          <strong>{r.description}</strong> was removed from your cart: {r.reason}
        </p>
        <a
          href="/cart"
          className="shrink-0 font-semibold text-theme-primary underline"
          aria-label={`Dismiss: ${r.description} was removed from your cart`}
          onClick={(event) => {
            event.preventDefault();
            setDismissed((list) => [...list, key]);
          }}
        >
          Dismiss
        </a>
      </div>
    );
  });
}
