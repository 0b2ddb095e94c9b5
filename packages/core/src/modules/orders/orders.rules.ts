/** Pure purchase rules: checking a ticket's lines against its game, and the messages a customer reads. */
import type { GameMatrixDto, GameType } from '@lottoshop/contracts/catalog';
import {
  entryProblem,
  expandEntry,
  expands,
  generatesGames,
  linesPerEntry,
} from '@lottoshop/contracts/entry-types';
import { formatMoney } from '@lottoshop/contracts/formatting';
import { lineProblem } from '@lottoshop/contracts/game-rules';
import type { GameLineDto } from '@lottoshop/contracts/games';
import { type ComboRandomInt, comboProblem, generateComboGames } from '@lottoshop/contracts/super-combos';
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

/**
 * Why a ticket of an expanding entry type (System N, PowerHit) cannot be entered with this matrix, or null:
 * every entry allowed and the games counted equal to the lines the entries expand to.
 */
export function ticketEntriesProblem(
  matrix: GameMatrixDto,
  ticket: {
    gameType: GameType;
    systemSizes: readonly number[] | null;
    entries: readonly GameLineDto[];
    numGames: number;
    /** The offer's range of games (Super Combos: how many games an entry may generate). */
    range?: { minGames: number; maxGames: number };
  },
): string | null {
  if (generatesGames(ticket.gameType)) {
    const [entry, ...more] = ticket.entries;
    if (!entry || more.length > 0) return 'A Super Combos ticket has one set of numbers.';
    const range = ticket.range ?? { minGames: 1, maxGames: ticket.numGames };
    return comboProblem(matrix, entry, ticket.numGames, range)?.message ?? null;
  }
  if (!expands(ticket.gameType)) return ticketLinesProblem(matrix, ticket.entries, ticket.numGames);
  if (ticket.entries.length === 0) return 'It has no games.';
  let games = 0;
  for (const [i, entry] of ticket.entries.entries()) {
    const problem = entryProblem(matrix, ticket.gameType, entry, ticket.systemSizes);
    if (problem) return `Entry ${i + 1}: ${problem}`;
    games += linesPerEntry(matrix, ticket.gameType, entry.Numbers.length);
  }
  return games === ticket.numGames ? null : `It should have ${ticket.numGames} games but has ${games}.`;
}

/** A ticket's entries with the game lines they enter, numbered from 1 in order (a line per game when none expands). */
export type ExpandedTicket = {
  lines: { lineNo: number; numbers: number[]; bonus: number[] }[];
  entries: {
    entryNo: number;
    numbers: number[];
    bonus: number[];
    favourites: number[];
    firstLineNo: number;
    lineCount: number;
  }[];
};

/**
 * The lines a ticket enters: each entry expanded (contracts/entry-types.ts); a Super Combos entry's `numGames`
 * games generated here with `randomInt` (node:crypto at purchase), to be stored and scored as they are.
 */
export function expandTicket(
  matrix: GameMatrixDto | null,
  gameType: GameType,
  picked: readonly GameLineDto[],
  combo?: { numGames: number; randomInt: ComboRandomInt },
): ExpandedTicket {
  if (matrix && combo && generatesGames(gameType)) {
    const out: ExpandedTicket = { lines: [], entries: [] };
    picked.forEach((entry, i) => {
      const firstLineNo = out.lines.length + 1;
      for (const line of generateComboGames(matrix, entry, combo.numGames, combo.randomInt)) {
        out.lines.push({ lineNo: out.lines.length + 1, numbers: line.Numbers, bonus: line.Powerball ?? [] });
      }
      out.entries.push({
        entryNo: i + 1,
        numbers: entry.Numbers,
        bonus: entry.Powerball ?? [],
        favourites: entry.Favourites ?? [],
        firstLineNo,
        lineCount: out.lines.length - firstLineNo + 1,
      });
    });
    return out;
  }
  if (!matrix || !expands(gameType)) {
    return {
      lines: picked.map((line, i) => ({ lineNo: i + 1, numbers: line.Numbers, bonus: line.Powerball ?? [] })),
      entries: [],
    };
  }
  const out: ExpandedTicket = { lines: [], entries: [] };
  picked.forEach((entry, i) => {
    const firstLineNo = out.lines.length + 1;
    for (const line of expandEntry(matrix, gameType, entry)) {
      out.lines.push({ lineNo: out.lines.length + 1, numbers: line.Numbers, bonus: line.Powerball ?? [] });
    }
    out.entries.push({
      entryNo: i + 1,
      numbers: entry.Numbers,
      bonus: entry.Powerball ?? [],
      favourites: [],
      firstLineNo,
      lineCount: out.lines.length - firstLineNo + 1,
    });
  });
  return out;
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
