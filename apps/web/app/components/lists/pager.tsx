import { Link } from 'react-router';

/** Previous / 'Page n of m' / Next links under a paged list; nothing when the list has a single page. */
export function Pager({
  page,
  pageCount,
  hrefFor,
  label,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  label: string;
}) {
  if (pageCount <= 1) return null;
  const link =
    'rounded-theme border border-theme-primary px-4 py-2 font-semibold text-theme-primary hover:bg-theme-tertiary';
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-4" data-testid="pager">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={link} rel="prev">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-mono/80">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={link} rel="next">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
