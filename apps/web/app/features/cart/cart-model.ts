import type { CartDto } from '@lottoshop/contracts/cart';
import { cartAmountDueMinor } from '@lottoshop/contracts/cart';
import { formatDrawDateTime } from '@lottoshop/contracts/draw-dates';
import type { SpendRemainingDto } from '@lottoshop/contracts/limits';
import type { MoneyDto } from '@lottoshop/contracts/money';
import { dayPlanText, drawNumbersText } from '../tickets/draw-run.ts';
import type { CartItemView } from './cart-view.tsx';

export type CartTotalsView = {
  total: MoneyDto;
  preOrderTotal: MoneyDto;
  /** The wallet balance, for a signed-in customer paying from the wallet; null otherwise. */
  balance: MoneyDto | null;
  /** Spec 1 §9: total minus pre-orders, minus the wallet balance when paying from it, never below zero. */
  amountDue: MoneyDto;
};

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

/** The cart page's view of a cart: its items and the totals rule of spec 1 §9. */
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
    totals: {
      total: cart.cartTotal,
      preOrderTotal: cart.preOrderTotal,
      balance,
      amountDue: {
        amount: cartAmountDueMinor(cart.cartTotal.amount, cart.preOrderTotal.amount, balance?.amount ?? null),
        currency: cart.cartTotal.currency,
      },
    },
  };
}
