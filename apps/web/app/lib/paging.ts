/**
 * Page numbers in list URLs (/my-account/transactions/{page}, /lotto-results/{page?}, …): a missing page is
 * page 1; anything but a whole number from 1 is not a page of the list and answers 404, like a page past the
 * end of a non-empty list. Browser-safe.
 */
import { data } from 'react-router';

const PAGE = /^[1-9]\d{0,5}$/;

export function notFound(): never {
  throw data(null, { status: 404 });
}

/** The page number of a `:page?` route parameter (or `?page=` query value); 404 when it is not one. */
export function readPageParam(value: string | null | undefined): number {
  if (value === undefined || value === null) return 1;
  if (!PAGE.test(value)) notFound();
  return Number(value);
}

/** A page after the last one is a 404 (page 1 of an empty list is the empty state). */
export function requirePageInRange(page: number, pageCount: number): void {
  if (page > 1 && page > pageCount) notFound();
}

/** How many pages `total` rows make at `size` per page (at least one, for the empty state). */
export function pageCountOf(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The offset of a page's first row. */
export function offsetOf(page: number, size: number): number {
  return (page - 1) * size;
}
