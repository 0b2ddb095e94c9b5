import { useRef, useState } from 'react';

/**
 * A grid of number checkboxes as one Tab stop (WAI-ARIA grid pattern, roving tabindex): the number last focused,
 * else the first picked, else the lowest is the one in the Tab order; the arrow keys, Home and End move focus
 * within the grid (Down and Up by the columns it shows at the current width); Enter picks, as Space does. Without
 * script (`hydrated` false) every box keeps its own Tab stop. The play screen's number grid and the Super Combos
 * grids use it.
 */
export function useRovingGrid({
  min,
  max,
  picked,
  hydrated,
  onPick,
}: {
  min: number;
  max: number;
  picked: readonly number[];
  hydrated: boolean;
  onPick: (n: number) => void;
}) {
  const [focused, setFocused] = useState<number | null>(null);
  const active = focused ?? picked[0] ?? min;
  const gridRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLInputElement;
    const n = Number(target.value);
    if (!Number.isInteger(n)) return;
    if (e.key === 'Enter') {
      e.preventDefault();
      onPick(n);
      return;
    }
    const columns = gridColumns(gridRef.current);
    const next =
      e.key === 'ArrowRight'
        ? n + 1
        : e.key === 'ArrowLeft'
          ? n - 1
          : e.key === 'ArrowDown'
            ? n + columns
            : e.key === 'ArrowUp'
              ? n - columns
              : e.key === 'Home'
                ? min
                : e.key === 'End'
                  ? max
                  : null;
    if (next === null) return;
    e.preventDefault();
    const to = Math.min(max, Math.max(min, next));
    setFocused(to);
    gridRef.current?.querySelector<HTMLInputElement>(`input[value="${to}"]`)?.focus();
  };
  return {
    /** The grid element's ref and key handler (none without script). */
    gridProps: { ref: gridRef, onKeyDown: hydrated ? onKeyDown : undefined },
    /** What number `n`'s checkbox carries: its place in the Tab order and the focus it remembers. */
    itemProps: (n: number) => ({
      tabIndex: hydrated ? (n === active ? 0 : -1) : undefined,
      onFocus: () => setFocused(n),
    }),
  };
}

/** How many columns the grid shows at the current width (7 on a phone, 9 wider). */
function gridColumns(grid: HTMLElement | null): number {
  if (!grid) return 1;
  const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length;
  return columns > 0 ? columns : 1;
}
