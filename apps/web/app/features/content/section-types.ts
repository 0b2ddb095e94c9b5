import type { MoneyDto } from '@lottoshop/contracts/money';

/**
 * Page sections as the browser receives them: the content service's blocks with every text body already
 * rendered to sanitised HTML on the server (see content.server.ts).
 */
export type RenderedImage = { src: string; alt: string; href: string | null };

export type OfferCard = {
  key: string;
  name: string;
  kind: 'lottery' | 'raffle';
  description: string;
  jackpot: MoneyDto | null;
  /** The jackpot is an amount a month (Set for Life). */
  jackpotMonthly?: boolean;
  drawDate: string | null;
  ticketPrice: MoneyDto | null;
  colours: { primary: string; secondary: string; text: string } | null;
  /** The play screen the card links to (lotteries), when known. */
  href?: string | null;
  /** The next draw in words and time ('Tonight, 8:30 pm'), worked out on the server. */
  drawLabel?: string | null;
};

export type RenderedSection =
  | { kind: 'page_header'; title: string; subtitle: string | null; image: RenderedImage | null }
  | { kind: 'single_column_content'; heading: string | null; html: string }
  | { kind: 'two_column_grid'; heading: string | null; columns: { heading: string | null; html: string }[] }
  | {
      kind: 'content_grid';
      heading: string | null;
      items: { title: string; html: string; icon: string | null }[];
    }
  | { kind: 'call_to_action'; heading: string; html: string | null; buttonLabel: string; buttonUrl: string }
  | { kind: 'html_content'; html: string }
  | { kind: 'featured_tickets'; heading: string | null; offers: OfferCard[] }
  | { kind: 'accordion'; heading: string | null; items: { question: string; html: string }[] }
  | { kind: 'divider_line' }
  | { kind: 'banner'; tone: 'info' | 'success' | 'warning'; html: string };

export type RenderedPage = {
  path: string;
  name: string;
  seoTitle: string;
  seoDescription: string;
  noIndex: boolean;
  subnavigation: { label: string; url: string }[];
  sections: RenderedSection[];
};
