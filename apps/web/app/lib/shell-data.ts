import type {
  ImageDto,
  NavItemDto,
  SitewideBannerDto,
  SocialLinkDto,
  ThemeDto,
} from '@lottoshop/contracts/content';
import type { MoneyDto } from '@lottoshop/contracts/money';
import type { z } from 'zod';

/** What every page's shell needs, produced by the root loader. Browser-safe types only. */
export type ShellSite = {
  siteName: string;
  siteLocale: string;
  baseUrl: string;
  currency: string;
  supportNumber: string;
  supportEmail: string;
  disableIndexing: boolean;
  twitterAccount: string | null;
  /** Spec 2 §9: seconds a signed-in browser may stay idle before it is logged out (3600 by default). */
  sessionTimeoutSeconds?: number;
};

/** An offer as the shell links to it; `soldOnline`: its play screen sells tickets (see offers.server.ts). */
export type ShellProduct = { key: string; name: string; kind: 'lottery' | 'raffle'; soldOnline: boolean };

export type ShellCustomer = {
  firstname: string;
  lastname: string;
  availableFunds: MoneyDto | null;
  /** What the confirmation banner asks the customer to confirm (spec 2 §2): the postal address first. */
  confirm: 'address' | 'email' | null;
  /** What the customer must consent to before going on: new terms first, then where they play from. */
  consent: ShellConsent | null;
  /** The account migration modal's start (spec 2 §2): eligible (soft: may be put off; hard), or already moving. */
  migration: 'eligible_soft' | 'eligible_hard' | 'in_progress' | null;
};

export type ShellConsent =
  | { kind: 'terms'; version: number; summary: string }
  | { kind: 'location'; country: string };

export type ShellContent = {
  mainNav: NavItemDto[];
  footerNav: NavItemDto[];
  legalNav: NavItemDto[];
  socialLinks: z.infer<typeof SocialLinkDto>[];
  paymentLogos: string[];
  regulationImages: z.infer<typeof ImageDto>[];
  legalText: string;
  responsibleGamblingText: string;
  brandMark: z.infer<typeof ImageDto> | null;
  banner: (SitewideBannerDto & { contentHtml: string }) | null;
  logos: ThemeDto['logos'] | null;
  metaImages: ThemeDto['metaImages'] | null;
};

/** A notification the server asks the shell to show once (see lib/flash-notice.server.ts). */
export type ShellNotice = {
  id: string;
  title: string;
  message?: string;
  tone: 'info' | 'success' | 'warning' | 'error';
  isAutoDismissed?: boolean;
};

export type ShellData = {
  site: ShellSite;
  capabilities: string[];
  signedIn: boolean;
  customer: ShellCustomer | null;
  cartCount: number;
  content: ShellContent;
  products: ShellProduct[];
  themeCss: string;
  notice: ShellNotice | null;
};

export const DEFAULT_SITE: ShellSite = {
  siteName: 'Lottoshop',
  siteLocale: 'en-AU',
  baseUrl: 'http://localhost:3000',
  currency: 'AUD',
  supportNumber: '',
  supportEmail: '',
  disableIndexing: false,
  twitterAccount: null,
};

export const EMPTY_CONTENT: ShellContent = {
  mainNav: [],
  footerNav: [],
  legalNav: [],
  socialLinks: [],
  paymentLogos: [],
  regulationImages: [],
  legalText: '',
  responsibleGamblingText: '',
  brandMark: null,
  banner: null,
  logos: null,
  metaImages: null,
};

/** The full footer shows at most this many payment logos; the condensed footer shows them all. */
export const FULL_FOOTER_MAX_PAYMENT_LOGOS = 8;

export function hasCapability(caps: readonly string[], key: string | readonly string[]): boolean {
  return (typeof key === 'string' ? [key] : key).every((k) => caps.includes(k));
}

/**
 * Whether an internal link leads to a page that works as far as offers go: a link to an offer's play screen
 * (`/{productOfferKey}` or `/{productOfferKey}/{gameType}`) only while that offer is sold online; its results
 * pages always. Links elsewhere are left to their capabilities.
 */
export function offerLinkWorks(url: string | null, products: readonly ShellProduct[]): boolean {
  if (!url?.startsWith('/')) return true;
  const [first, second] = (url.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  const product = products.find((p) => p.key === first);
  if (!product || second === 'results') return true;
  return product.soldOnline;
}

/** Navigation items (main or footer) whose capabilities the visitor has and whose page works. */
export function visibleNavItems(items: readonly NavItemDto[], shell: ShellData): NavItemDto[] {
  return items.filter(
    (i) => hasCapability(shell.capabilities, i.capabilities) && offerLinkWorks(i.url, shell.products),
  );
}

/** The sitewide banner shows when its capability is on and, if it sends visitors to an offer, that offer sells. */
export function showsSitewideBanner(shell: ShellData): boolean {
  const banner = shell.content.banner;
  if (!banner || !hasCapability(shell.capabilities, 'sitewide_banner')) return false;
  return offerLinkWorks(banner.linkUrl, shell.products);
}
