/** The content area's face: what other areas may use of it (the offer card a content section shows). */
export type { OfferCard } from './section-types.ts';
