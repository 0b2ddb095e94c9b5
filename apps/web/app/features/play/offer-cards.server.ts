import { capitalisedDrawDatePhrase, formatDrawTime } from '@lottoshop/contracts/draw-dates';
import type { OfferCard } from '../content/index.ts';

/**
 * Offer cards with their next draw in words (spec 2 §9: 'Tonight', 'Tomorrow', 'This Saturday'…, Sydney
 * time) and, for the offers sold online, the play screen they link to. Worked out on the server at request time, so the
 * page shows the same words before and after it becomes interactive.
 */
export function withDrawWording(
  cards: OfferCard[],
  opts: { now: Date; locale: string; playable: ReadonlySet<string> },
): OfferCard[] {
  return cards.map((card) => ({
    ...card,
    href: opts.playable.has(card.key) ? `/${card.key}` : null,
    drawLabel: card.drawDate
      ? `${capitalisedDrawDatePhrase(card.drawDate, opts.now, { locale: opts.locale })}, ${formatDrawTime(card.drawDate, { locale: opts.locale })}`
      : null,
  }));
}
