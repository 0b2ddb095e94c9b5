import type { NavItemDto } from '@lottoshop/contracts/content';
import { describe, expect, it } from 'vitest';
import { productLinks } from '../components/shell/footer-links.ts';
import {
  DEFAULT_SITE,
  EMPTY_CONTENT,
  offerLinkWorks,
  type ShellData,
  type ShellProduct,
  showsSitewideBanner,
  visibleNavItems,
} from './shell-data.ts';

const PRODUCTS: ShellProduct[] = [
  { key: 'saturday_lotto', name: 'Saturday Lotto', kind: 'lottery', soldOnline: true },
  { key: 'lotto_strike', name: 'Lotto Strike', kind: 'lottery', soldOnline: false },
  { key: 'dream_home_raffle', name: 'Dream Home Raffle', kind: 'raffle', soldOnline: false },
];

function shell(over: Partial<ShellData> = {}, content: Partial<ShellData['content']> = {}): ShellData {
  return {
    site: DEFAULT_SITE,
    capabilities: ['sitewide_banner', 'commercial_lotteries'],
    signedIn: false,
    customer: null,
    cartCount: 0,
    content: { ...EMPTY_CONTENT, ...content },
    products: PRODUCTS,
    themeCss: '',
    notice: null,
    ...over,
  };
}

const nav = (label: string, url: string, capabilities: string[] = []): NavItemDto => ({
  label,
  linkType: 'internal',
  url,
  childType: null,
  capabilities,
});

const banner = (linkUrl: string | null) => ({
  id: 'b1',
  content: 'Our **Dream Home Raffle** closes soon.',
  contentHtml: 'Our <strong>Dream Home Raffle</strong> closes soon.',
  linkLabel: linkUrl ? 'Get tickets' : null,
  linkUrl,
});

describe('offerLinkWorks', () => {
  it('lets a link to an offer’s play screen through only while the offer is sold online', () => {
    expect(offerLinkWorks('/saturday_lotto', PRODUCTS)).toBe(true);
    expect(offerLinkWorks('/saturday_lotto/standard?utm_source=x', PRODUCTS)).toBe(true);
    expect(offerLinkWorks('/lotto_strike', PRODUCTS)).toBe(false);
    expect(offerLinkWorks('/dream_home_raffle#tickets', PRODUCTS)).toBe(false);
  });

  it('leaves results pages, other pages and external links alone', () => {
    expect(offerLinkWorks('/lotto_strike/results', PRODUCTS)).toBe(true);
    expect(offerLinkWorks('/about/faq', PRODUCTS)).toBe(true);
    expect(offerLinkWorks('https://example.com/lotto_strike', PRODUCTS)).toBe(true);
    expect(offerLinkWorks(null, PRODUCTS)).toBe(true);
  });
});

describe('visibleNavItems', () => {
  it('keeps the items whose capabilities the visitor has and whose page works', () => {
    const items = [
      nav('Lotto', '/lotto-tickets', ['commercial_lotteries']),
      nav('Raffles', '/charity-tickets', ['charity_lotteries']),
      nav('Lotto Strike', '/lotto_strike'),
      nav('Results', '/lotto-results'),
    ];
    expect(visibleNavItems(items, shell()).map((i) => i.label)).toEqual(['Lotto', 'Results']);
    // Switching the raffle shop on is a data change: its capability, and the raffle sold online.
    const on = shell({
      capabilities: ['commercial_lotteries', 'charity_lotteries'],
      products: PRODUCTS.map((p) => ({ ...p, soldOnline: true })),
    });
    expect(visibleNavItems(items, on).map((i) => i.label)).toEqual([
      'Lotto',
      'Raffles',
      'Lotto Strike',
      'Results',
    ]);
  });
});

describe('showsSitewideBanner', () => {
  it('hides a banner sending visitors to an offer that is not sold online', () => {
    expect(showsSitewideBanner(shell({}, { banner: banner('/dream_home_raffle') }))).toBe(false);
    const sold = PRODUCTS.map((p) => ({ ...p, soldOnline: true }));
    expect(showsSitewideBanner(shell({ products: sold }, { banner: banner('/dream_home_raffle') }))).toBe(
      true,
    );
  });

  it('shows other banners while the capability is on', () => {
    expect(showsSitewideBanner(shell({}, { banner: banner('/saturday_lotto') }))).toBe(true);
    expect(showsSitewideBanner(shell({}, { banner: banner(null) }))).toBe(true);
    expect(showsSitewideBanner(shell({ capabilities: [] }, { banner: banner(null) }))).toBe(false);
    expect(showsSitewideBanner(shell())).toBe(false);
  });
});

describe('the footer’s offer links', () => {
  it('offers Play links for lotteries sold online, and results for every lottery', () => {
    const { play, results } = productLinks(shell());
    expect(play).toEqual([{ label: 'Play Saturday Lotto', to: '/saturday_lotto' }]);
    expect(results.map((l) => l.to)).toEqual(['/saturday_lotto/results', '/lotto_strike/results']);
  });
});
