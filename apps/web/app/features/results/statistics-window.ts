/** The statistics page's `?window=`: how many of the latest draws to count. */
import { STATISTICS_DEFAULT_WINDOW, STATISTICS_MAX_WINDOW } from '@lottoshop/contracts/results';

const WINDOW_MESSAGE = `Choose how many draws to count: a whole number from 1 to ${STATISTICS_MAX_WINDOW}.`;

/** The window asked for (`?window=`), or an error message for a value that is not one. */
export function readStatisticsWindow(raw: string | null): { window: number; error: string | null } {
  if (raw === null || raw === '') return { window: STATISTICS_DEFAULT_WINDOW, error: null };
  if (!/^\d{1,4}$/.test(raw)) return { window: STATISTICS_DEFAULT_WINDOW, error: WINDOW_MESSAGE };
  const n = Number(raw);
  if (n < 1 || n > STATISTICS_MAX_WINDOW) return { window: STATISTICS_DEFAULT_WINDOW, error: WINDOW_MESSAGE };
  return { window: n, error: null };
}
