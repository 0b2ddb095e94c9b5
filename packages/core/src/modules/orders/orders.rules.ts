/** Pure purchase rules: checking a ticket's lines against its game, and the messages a customer reads. */
import type { GameMatrixDto } from '@lottoshop/contracts/catalog';
import { SHOP_TIME_ZONE } from '@lottoshop/contracts/draw-dates';
import type { DrawStatus } from '@lottoshop/contracts/draws';
import { DEFAULT_LOCALE, formatMoney } from '@lottoshop/contracts/formatting';
import { lineProblem } from '@lottoshop/contracts/game-rules';
import type { GameLineDto } from '@lottoshop/contracts/games';
import type { Currency } from '@lottoshop/contracts/money';

/** Why a ticket's lines cannot be entered in a draw with this matrix, or null when every line is valid. */
export function ticketLinesProblem(
  matrix: GameMatrixDto,
  lines: readonly GameLineDto[],
  numGames: number,
): string | null {
  if (lines.length === 0) return 'It has no games.';
  if (lines.length !== numGames) return `It should have ${numGames} games but has ${lines.length}.`;
  for (const [i, line] of lines.entries()) {
    const problem = lineProblem(matrix, line);
    if (problem) return `Game ${i + 1}: ${problem}`;
  }
  return null;
}

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
  if (draw.status === 'DRAW_CAPPED') {
    return `${offerName} draw ${draw.drawNo} is sold out. Choose the next draw.`;
  }
  if (draw.salesCloseAt.getTime() <= now.getTime()) {
    return `Sales for ${offerName} draw ${draw.drawNo} closed at ${formatShopTime(draw.salesCloseAt)}. Choose the next draw.`;
  }
  return `Sales for ${offerName} draw ${draw.drawNo} have closed. Choose the next draw.`;
}

/** The message for a cart whose prices moved since the customer saw them. */
export function priceChangedMessage(
  changes: readonly { offerName: string; fromMinor: bigint; toMinor: bigint; currency: string }[],
  totalChanged: boolean,
): string {
  const first = changes[0];
  if (!first) {
    return totalChanged
      ? 'Your cart total has changed since you last saw it. Check your cart and try again.'
      : 'The price of an item in your cart has changed. Check your cart and try again.';
  }
  const currency = first.currency as Currency;
  const from = formatMoney({ amount: Number(first.fromMinor), currency });
  const to = formatMoney({ amount: Number(first.toMinor), currency });
  const more = changes.length > 1 ? ' Other items changed too.' : '';
  return `The price of your ${first.offerName} ticket changed from ${from} to ${to}.${more} Your cart now shows the new prices; check it and try again.`;
}

/** The message for a wallet that cannot pay the purchase. */
export function insufficientFundsMessage(totalMinor: bigint, currency: string): string {
  const total = formatMoney({ amount: Number(totalMinor), currency: currency as Currency });
  return `Your account balance is not enough for this purchase of ${total}. Deposit funds or remove items from your cart.`;
}
