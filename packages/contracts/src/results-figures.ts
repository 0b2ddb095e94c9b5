/** Figures read from a draw's result, for every page that shows one. Types only from the schemas (a result's `divisions`): no zod here. */
import type { MoneyDto } from './money.ts';

/**
 * A drawn draw's division 1 figure: the dividend declared for each division 1 winner, the one figure every page
 * shows for it (the jackpot advertised before the draw is another figure, and says so). Null before dividends.
 */
export function divisionOnePrize<D extends { division: number; prize: MoneyDto }>(result: {
  divisions: readonly D[];
}): MoneyDto | null {
  return result.divisions.find((d) => d.division === 1)?.prize ?? null;
}
