/** Pure purchase rules: checking a ticket's lines against its game, and the messages a customer reads. */
import type { GameMatrixDto } from '@lottoshop/contracts/catalog';
import { formatMoney } from '@lottoshop/contracts/formatting';
import { lineProblem } from '@lottoshop/contracts/game-rules';
import type { GameLineDto } from '@lottoshop/contracts/games';
import { moneyDto } from '../../shared/money.ts';

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
  const from = formatMoney(moneyDto(first.fromMinor, first.currency));
  const to = formatMoney(moneyDto(first.toMinor, first.currency));
  const more = changes.length > 1 ? ' Other items changed too.' : '';
  return `The price of your ${first.offerName} ticket changed from ${from} to ${to}.${more} Your cart now shows the new prices; check it and try again.`;
}

/** The message for a wallet that cannot pay the purchase. */
export function insufficientFundsMessage(totalMinor: bigint, currency: string): string {
  const total = formatMoney(moneyDto(totalMinor, currency));
  return `Your account balance is not enough for this purchase of ${total}. Deposit funds or remove items from your cart.`;
}
