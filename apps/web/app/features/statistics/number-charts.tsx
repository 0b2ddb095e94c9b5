/**
 * Server-rendered SVG charts of number statistics (no client JavaScript: NOTES.md §8): one bar per number, the
 * same figures repeated in a table for screen readers and anyone who prefers numbers.
 */
import type { NumberStatDto } from '@lottoshop/contracts/results';

const WIDTH = 720;
const HEIGHT = 200;
const AXIS = 24;

export type BarTone = 'hot' | 'cold' | 'plain';
const TONE_CLASS: Record<BarTone, string> = {
  hot: 'fill-action-primary',
  cold: 'fill-theme-secondary',
  plain: 'fill-theme-primary',
};

/** A bar chart of `value` per number; `tone` picks a bar's colour (hot, cold or plain). */
export function NumberBarChart({
  id,
  title,
  description,
  stats,
  value,
  unit,
  tone,
}: {
  id: string;
  title: string;
  description: string;
  stats: readonly NumberStatDto[];
  value: (s: NumberStatDto) => number;
  unit: string;
  tone: (s: NumberStatDto) => BarTone;
}) {
  const max = Math.max(1, ...stats.map(value));
  const slot = (WIDTH - AXIS) / Math.max(1, stats.length);
  const barWidth = Math.max(2, slot * 0.7);
  const plot = HEIGHT - AXIS;
  return (
    <figure className="mt-4" data-testid={`${id}-chart`}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="overflow-visible"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <line x1={AXIS} y1={plot} x2={WIDTH} y2={plot} className="stroke-mono/40" strokeWidth={1} />
        <text x={0} y={12} className="fill-mono text-[10px]">
          {max}
        </text>
        <text x={0} y={plot} className="fill-mono text-[10px]">
          0
        </text>
        {stats.map((s, i) => {
          const v = value(s);
          const h = (v / max) * (plot - 8);
          const x = AXIS + i * slot + (slot - barWidth) / 2;
          return (
            <g key={s.number} data-number={s.number} data-value={v}>
              <rect x={x} y={plot - h} width={barWidth} height={h} className={TONE_CLASS[tone(s)]}>
                <title>{`${s.number}: ${v} ${unit}`}</title>
              </rect>
              {stats.length <= 50 || s.number % 5 === 0 ? (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  className="fill-mono text-[9px]"
                >
                  {s.number}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
