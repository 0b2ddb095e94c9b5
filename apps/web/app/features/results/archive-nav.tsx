/** The archive's links: the five latest years, the months of the year shown, and the months either side. */
import { Link } from 'react-router';
import { type ArchiveMonth, archiveSlug, MONTHS, shiftMonth } from './archive-months.ts';

export function ArchiveNav({ base, month, now }: { base: string; month: ArchiveMonth; now: ArchiveMonth }) {
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const years = Array.from({ length: 5 }, (_, i) => now.year - 4 + i);
  return (
    <nav
      aria-label="Results archive"
      className="mt-6 flex flex-col gap-3 rounded-theme bg-theme-tertiary p-4"
    >
      <ul aria-label="Years" className="flex flex-wrap gap-2">
        {years.map((year) => (
          <li key={year}>
            <Link
              to={`${base}/${archiveSlug({ year, month: year === now.year ? Math.min(month.month, now.month) : month.month })}`}
              aria-current={year === month.year ? 'page' : undefined}
              className={`rounded-theme px-3 py-1 font-semibold ${year === month.year ? 'bg-theme-primary text-white' : 'bg-white text-action-secondary hover:underline'}`}
            >
              {year}
            </Link>
          </li>
        ))}
      </ul>
      <ul aria-label={`Months of ${month.year}`} className="flex flex-wrap gap-2">
        {MONTHS.map((name, i) => {
          const m = { year: month.year, month: i + 1 };
          const future = archiveSlug(m) > archiveSlug(now);
          const current = i + 1 === month.month;
          return (
            <li key={name}>
              {future ? (
                <span className="px-2 py-1 text-mono/70">{name}</span>
              ) : (
                <Link
                  to={`${base}/${archiveSlug(m)}`}
                  aria-current={current ? 'page' : undefined}
                  className={`rounded-theme px-2 py-1 ${current ? 'bg-theme-primary font-bold text-white' : 'text-action-secondary hover:underline'}`}
                >
                  {name}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      <div className="flex justify-between text-sm font-semibold">
        <Link to={`${base}/${archiveSlug(previous)}`} className="text-action-secondary hover:underline">
          ← {MONTHS[previous.month - 1]} {previous.year}
        </Link>
        {archiveSlug(next) <= archiveSlug(now) ? (
          <Link to={`${base}/${archiveSlug(next)}`} className="text-action-secondary hover:underline">
            {MONTHS[next.month - 1]} {next.year} →
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
