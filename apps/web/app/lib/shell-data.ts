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
};

export type ShellProduct = { key: string; name: string; kind: 'lottery' | 'raffle' };

export type ShellCustomer = {
  firstname: string;
  lastname: string;
  availableFunds: MoneyDto | null;
};

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
