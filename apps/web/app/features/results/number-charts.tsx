/**
 * Server-rendered SVG charts of number statistics (no client JavaScript: NOTES.md §8): one bar per number, the
 * same figures repeated in a table for screen readers and anyone who prefers numbers. Each chart is drawn twice,
 * and the style sheet shows the one that fits: wide (a label under every number) from the `md` width up, and
 * narrow below it, for a phone, where a label every five numbers is drawn at a size read at 390 px wide (the
 * wide chart scaled down to a phone made its labels about 4 px high).
 */
import type { NumberStatDto } from '@lottoshop/contracts/results';

/** A chart's drawing: its view box, the left axis, the label size and which numbers are labelled. */
type Layout = {
  width: number;
  height: number;
  axis: number;
  /** Label size in view-box units (at the width the chart is meant for, one unit is about one CSS pixel). */
  font: number;
  labelled: (n: number, count: number) => boolean;
};

const WIDE: Layout = {
  width: 720,
  height: 200,
  axis: 24,
  font: 10,
  labelled: (n, count) => count <= 50 || n % 5 === 0,
};
const NARROW: Layout = {
  width: 360,
  height: 220,
  axis: 26,
  font: 12,
  labelled: (n) => n === 1 || n % 5 === 0,
};

export type BarTone = 'hot' | 'cold' | 'plain';
const TONE_CLASS: Record<BarTone, string> = {
  hot: 'fill-action-primary',
  cold: 'fill-theme-secondary',
  plain: 'fill-theme-primary',
};

type ChartProps = {
  id: string;
  title: string;
  description: string;
  stats: readonly NumberStatDto[];
  value: (s: NumberStatDto) => number;
  unit: string;
  tone: (s: NumberStatDto) => BarTone;
};

function BarChartSvg({
  id,
  title,
  description,
  stats,
  value,
  unit,
  tone,
  layout,
  className,
}: ChartProps & { layout: Layout; className: string }) {
  const { width, height, axis, font } = layout;
  const max = Math.max(1, ...stats.map(value));
  const slot = (width - axis) / Math.max(1, stats.length);
  const barWidth = Math.max(2, slot * 0.7);
  const plot = height - font - 14;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className={`overflow-visible ${className}`}
      data-layout={layout === WIDE ? 'wide' : 'narrow'}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <line x1={axis} y1={plot} x2={width} y2={plot} className="stroke-mono/40" strokeWidth={1} />
      <text x={0} y={font} className="fill-mono" fontSize={font}>
        {max}
      </text>
      <text x={0} y={plot} className="fill-mono" fontSize={font}>
        0
      </text>
      {stats.map((s, i) => {
        const v = value(s);
        const h = (v / max) * (plot - font - 4);
        const x = axis + i * slot + (slot - barWidth) / 2;
        return (
          <g key={s.number} data-number={s.number} data-value={v}>
            <rect x={x} y={plot - h} width={barWidth} height={h} className={TONE_CLASS[tone(s)]}>
              <title>{`${s.number}: ${v} ${unit}`}</title>
            </rect>
            {layout.labelled(s.number, stats.length) ? (
              <text
                x={x + barWidth / 2}
                y={height - 6}
                textAnchor="middle"
                className="fill-mono"
                fontSize={font}
                data-testid="chart-label"
              >
                {s.number}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

/** A bar chart of `value` per number; `tone` picks a bar's colour (hot, cold or plain). */
export function NumberBarChart(props: ChartProps) {
  return (
    <figure className="mt-4" data-testid={`${props.id}-chart`}>
      <BarChartSvg {...props} layout={WIDE} className="hidden md:block" />
      <BarChartSvg {...props} id={`${props.id}-narrow`} layout={NARROW} className="md:hidden" />
    </figure>
  );
}
