import type { CartDto } from '@lottoshop/contracts/cart';
import { checkoutFunds } from '@lottoshop/contracts/cart';
import { formatDrawDateTime } from '@lottoshop/contracts/draw-dates';
import type { SpendRemainingDto } from '@lottoshop/contracts/limits';
import type { MoneyDto } from '@lottoshop/contracts/money';
import { dayPlanText, drawNumbersText } from '../tickets/index.ts';
import type { CartItemView } from './cart-view.tsx';

/**
 * The cart's money by the one rule the payment step and the receipt use (`checkoutFunds`, issue 34): what is paid
 * now, what is held for pre-orders, and — for a customer paying from the wallet — the available funds, what they
 * are after buying, or how far they are short of the whole cart (pre-orders included, as the server checks).
 */
export type CartTotalsView = {
  total: MoneyDto;
  preOrderTotal: MoneyDto;
  /** Taken from the wallet now: the total less the pre-orders. */
  toPay: MoneyDto;
  /** Held in the wallet for pre-ordered tickets, taken when their draw opens. */
  heldForPreOrders: MoneyDto;
  /** The available funds, for a signed-in customer paying from the wallet; null otherwise. */
  balance: MoneyDto | null;
  /** The available funds after buying; null without a balance or when it is short. */
  balanceAfter: MoneyDto | null;
  /** What the available funds are short of the whole cart; null without a balance or when it covers it. */
  missing: MoneyDto | null;
};

/** The totals of a cart of `total` with `preOrderTotal` of pre-orders, paid from `balance` (null: not shown). */
export function cartTotals(
  total: MoneyDto,
  preOrderTotal: MoneyDto,
  balance: MoneyDto | null,
): CartTotalsView {
  const funds = checkoutFunds(total.amount, preOrderTotal.amount, balance?.amount ?? 0);
  const money = (amount: number) => ({ amount, currency: total.currency });
  return {
    total,
    preOrderTotal,
    toPay: money(funds.paidNowMinor),
    heldForPreOrders: money(funds.heldForPreOrdersMinor),
    balance,
    balanceAfter: balance && funds.availableAfterMinor !== null ? money(funds.availableAfterMinor) : null,
    missing: balance && funds.shortfallMinor > 0 ? money(funds.shortfallMinor) : null,
  };
}

export type CartView = {
  items: CartItemView[];
  autoRemovedItems: { description: string; reason: string }[];
  blockedReasons: string[];
  /** Blocked by a spend limit the customer set (and so may raise from the cart, spec 2 §8). */
  spendLimitBlocked: boolean;
  /** Blocked until the customer verifies their identity (the link to verify is shown). */
  verifyRequired: boolean;
  /** What is left of the tightest spend limit (spec 1 §9: limit − spent); null without one. */
  spendRemaining: SpendRemainingDto | null;
  totals: CartTotalsView;
};

export function cartItemViews(cart: CartDto, locale: string): CartItemView[] {
  return cart.cartItems.map((item) => ({
    id: item.id,
    description: item.description,
    productOfferName: item.productOfferName,
    gameOffer: item.gameOffer,
    drawNo: item.drawNo,
    drawLabel: formatDrawDateTime(item.drawDate, { locale }),
    numGames: item.numGames,
    numDraws: item.numDraws,
    drawRun:
      item.draws.length > 1
        ? {
            numbers: drawNumbersText(item.draws.map((d) => d.drawNo)),
            lastLabel: formatDrawDateTime(item.draws[item.draws.length - 1]?.drawDate ?? item.drawDate, {
              locale,
            }),
          }
        : null,
    dayPlan: dayPlanText(item),
    autoplay: item.recurringPurchase?.enabled === true,
    games: item.games,
    unitPrice: item.unitPrice,
    total: item.total,
    quantity: item.quantity,
  }));
}

/** The cart page's view of a cart: its items, its blocks and its totals (`cartTotals`). */
export function cartView(cart: CartDto, opts: { locale: string; walletBalance: MoneyDto | null }): CartView {
  const balance = opts.walletBalance;
  return {
    items: cartItemViews(cart, opts.locale),
    autoRemovedItems: cart.autoRemovedItems,
    blockedReasons: Object.values(cart.blockedReasons),
    // The wire's reason ids (spend_limit, …) arrive camel-cased like every key.
    spendLimitBlocked: cart.blockedReasons.spendLimit !== undefined,
    verifyRequired: cart.blockedReasons.verifyAccountRequired !== undefined,
    spendRemaining: cart.spendLimitRemaining,
    totals: cartTotals(cart.cartTotal, cart.preOrderTotal, balance),
  };
}
