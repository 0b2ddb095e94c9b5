/** Result tables, printed as Markdown so a run's output can be pasted into docs/benchmarks.md as is. */
import type { LoadResult } from './load.ts';

export type Row = { operation: string; baseline: string; figure: string; ratio: string };
export type Section = { title: string; notes: string[]; rows: Row[] };

const GROUPED = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/** 1234567 -> "1,234,567"; small numbers keep 3 significant figures. */
export function num(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  if (Math.abs(value) >= 100) return GROUPED.format(value);
  return value.toPrecision(3);
}

/** A count: 1234 -> "1,234". */
export function int(value: number): string {
  return GROUPED.format(value);
}

/** figure / baseline, e.g. "0.021×". */
export function ratio(figure: number, baseline: number): string {
  if (!Number.isFinite(figure) || !Number.isFinite(baseline) || baseline === 0) return 'n/a';
  return `${num(figure / baseline)}×`;
}

/** The three rows of an HTTP comparison: throughput, p50 and p99 latency. */
export function httpRows(
  name: string,
  baselineName: string,
  baseline: LoadResult,
  figure: LoadResult,
  unit = 'requests/s',
): Row[] {
  return [
    {
      operation: `${name}: ${unit}`,
      baseline: `${num(baseline.rps)} (${baselineName})`,
      figure: num(figure.rps),
      ratio: ratio(figure.rps, baseline.rps),
    },
    {
      operation: `${name}: latency p50 (ms)`,
      baseline: num(baseline.p50),
      figure: num(figure.p50),
      ratio: ratio(figure.p50, baseline.p50),
    },
    {
      operation: `${name}: latency p99 (ms)`,
      baseline: num(baseline.p99),
      figure: num(figure.p99),
      ratio: ratio(figure.p99, baseline.p99),
    },
  ];
}

export function renderSection(section: Section): string {
  const header: Row = { operation: 'operation', baseline: 'baseline', figure: 'figure', ratio: 'ratio' };
  const cells = (r: Row) => [r.operation, r.baseline, r.figure, r.ratio];
  const widths = [0, 1, 2, 3].map((i) =>
    Math.max(...[header, ...section.rows].map((r) => cells(r)[i]!.length)),
  );
  const line = (values: string[]) =>
    `| ${values.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`;
  return [
    `### ${section.title}`,
    '',
    ...section.notes.map((n) => `- ${n}`),
    ...(section.notes.length > 0 ? [''] : []),
    line(cells(header)),
    rule,
    ...section.rows.map((r) => line(cells(r))),
    '',
  ].join('\n');
}

/** A load run's counts, for the notes under a table. */
export function describeLoad(label: string, r: LoadResult): string {
  return `${label}: ${GROUPED.format(r.ok)} ok / ${GROUPED.format(r.failed)} failed in ${r.seconds.toFixed(1)} s`;
}
