/** Pure draw rules: whether a draw can be bought now, and the messages a customer reads when it cannot. */
import { SHOP_TIME_ZONE } from '@lottoshop/contracts/draw-dates';
import type { DrawStatus, PurchaseStatus } from '@lottoshop/contracts/draws';
import { DEFAULT_LOCALE } from '@lottoshop/contracts/formatting';

type SaleWindow = { status: DrawStatus; salesCloseAt: Date; salesOpenAt: Date | null };

/**
 * What a shopper can do with a draw right now — the one statement of "is this draw on sale" (its SQL twin is
 * `onSaleNow` in draws.queries.ts). Open is the only state a ticket can be bought in; pre-order comes before it.
 */
export function purchaseStatusOf(draw: SaleWindow, now: Date): PurchaseStatus {
  if (draw.status !== 'DRAW_OPEN' || now.getTime() >= draw.salesCloseAt.getTime()) return 'past_draw';
  if (draw.salesOpenAt && now.getTime() < draw.salesOpenAt.getTime()) return 'pre_order';
  return 'open';
}

export const isOnSale = (draw: SaleWindow, now: Date): boolean => purchaseStatusOf(draw, now) === 'open';

/** e.g. "7:00 pm on Saturday 7 March" in the shop's time zone. */
export function formatShopTime(at: Date, locale: string = DEFAULT_LOCALE): string {
  const time = new Intl.DateTimeFormat(locale, {
    timeZone: SHOP_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(at);
  const day = new Intl.DateTimeFormat(locale, {
    timeZone: SHOP_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(at);
  return `${time} on ${day.replace(',', '')}`;
}

/** The message for a draw a ticket can no longer be bought for. */
export function drawClosedMessage(
  offerName: string,
  draw: { drawNo: number; status: DrawStatus; salesCloseAt: Date },
  now: Date,
): string {
  if (draw.salesCloseAt.getTime() <= now.getTime()) {
    return `Sales for ${offerName} draw ${draw.drawNo} closed at ${formatShopTime(draw.salesCloseAt)}. Choose the next draw.`;
  }
  return `Sales for ${offerName} draw ${draw.drawNo} have closed. Choose the next draw.`;
}
