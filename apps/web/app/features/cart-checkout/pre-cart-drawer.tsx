import { formatJackpot, formatMoney } from '@lottoshop/contracts/formatting';
import type { MoneyDto } from '@lottoshop/contracts/money';
import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router';
import type { OfferCard } from '../content/index.ts';

/** What was just added, as the pre-cart drawer shows it. */
export type AddedToCart = {
  description: string;
  drawLabel: string;
  price: MoneyDto;
  cartCount: number;
  cartTotal: MoneyDto;
};

/**
 * The pre-cart drawer (spec 1 §4: with the pre-cart prompt on, adding opens the cart drawer): what was
 * added, the cart's count and total, the way to the cart, and other draws to consider.
 */
export function PreCartDrawer({
  open,
  onOpenChange,
  added,
  cartHref,
  recommended,
  locale,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  added: AddedToCart;
  cartHref: string;
  recommended: OfferCard[];
  locale: string;
  /**
   * The id of the control that opened the drawer (the add button): focus returns there when it closes. The drawer
   * opens after the add was posted, so Radix has no trigger to return to and would drop focus on the page body.
   * The first of the ids that can take focus is used (the add button waits, disabled, for new numbers).
   */
  returnFocusTo: readonly string[];
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          data-testid="pre-cart-drawer"
          onCloseAutoFocus={(e) => {
            const back = returnFocusTo
              .map((id) => document.getElementById(id))
              .find((el) => el !== null && !(el as HTMLButtonElement).disabled);
            if (!back) return;
            e.preventDefault();
            back.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-96 max-w-[90vw] flex-col gap-5 overflow-y-auto bg-white p-5 text-mono shadow-theme focus:outline-none"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-xl font-bold text-theme-primary">Added to your cart</Dialog.Title>
            <Dialog.Close className="rounded-theme p-2 hover:bg-black/5" aria-label="Close">
              <span aria-hidden="true">✕</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            Your ticket is in the cart. Go to the cart to check out, or keep playing.
          </Dialog.Description>
          <div className="rounded-theme bg-theme-tertiary p-4">
            <p className="font-semibold">{added.description}</p>
            <p className="text-sm text-mono/80">{added.drawLabel}</p>
            <p className="mt-1 font-bold">{formatMoney(added.price, locale)}</p>
          </div>
          <p className="flex justify-between text-sm">
            <span>
              {added.cartCount} {added.cartCount === 1 ? 'item' : 'items'} in your cart
            </span>
            <span className="font-semibold">{formatMoney(added.cartTotal, locale)}</span>
          </p>
          <div className="flex flex-col gap-2">
            <Link
              to={cartHref}
              className="rounded-theme bg-action-primary px-4 py-3 text-center font-bold text-white hover:brightness-110"
            >
              Go to cart
            </Link>
            <Dialog.Close className="rounded-theme border border-theme-primary px-4 py-3 font-semibold text-theme-primary hover:bg-theme-tertiary">
              Keep playing
            </Dialog.Close>
          </div>
          {recommended.length > 0 ? (
            <section aria-labelledby="recommended-heading">
              <h3 id="recommended-heading" className="mb-2 font-bold text-theme-primary">
                Recommended draws
              </h3>
              <ul className="flex flex-col gap-2">
                {recommended.map((o) => (
                  <li key={o.key}>
                    <Link
                      to={o.href ?? `/${o.key}`}
                      onClick={() => onOpenChange(false)}
                      className="flex items-center justify-between gap-3 rounded-theme p-3 ring-1 ring-black/10 hover:bg-black/5"
                    >
                      <span>
                        <span className="block font-semibold">{o.name}</span>
                        {o.drawLabel ? (
                          <span className="block text-sm text-mono/70">{o.drawLabel}</span>
                        ) : null}
                      </span>
                      {o.jackpot ? (
                        <span className="font-extrabold text-theme-primary">
                          {formatJackpot(o.jackpot, { locale, condensed: true, monthly: o.jackpotMonthly })}
                        </span>
                      ) : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
