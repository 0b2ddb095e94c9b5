import { ABOUT_PAGE_CAPABILITY } from '../../lib/about-pages.ts';
import {
  FULL_FOOTER_MAX_PAYMENT_LOGOS,
  hasCapability,
  type ShellData,
  visibleNavItems,
} from '../../lib/shell-data.ts';
import { condensedLinks, type FooterLink, productLinks, supportLinks } from './footer-links.ts';
import { PaymentLogos } from './payment-logos.tsx';
import { ShopLink } from './shop-link.tsx';

const SOCIAL_LABEL: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  tiktok: 'TikTok',
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
};

function LinkList({ links, columns = 1 }: { links: FooterLink[]; columns?: 1 | 2 }) {
  return (
    <ul className={`grid gap-2 text-sm ${columns === 2 ? 'grid-cols-2 gap-x-6' : ''}`}>
      {links.map((l) => (
        <li key={l.to}>
          <ShopLink to={l.to} className="hover:underline">
            {l.label}
          </ShopLink>
        </li>
      ))}
    </ul>
  );
}

/** A footer column: an accordion (<details>) on small screens, a plain list from md up. */
function Column({
  title,
  links,
  accordion,
  columns,
}: {
  title: string;
  links: FooterLink[];
  accordion: boolean;
  columns?: 1 | 2;
}) {
  if (links.length === 0) return null;
  const heading = <h2 className="text-sm font-bold tracking-wide text-theme-secondary uppercase">{title}</h2>;
  if (!accordion) {
    return (
      <div>
        {heading}
        <div className="mt-3">
          <LinkList links={links} columns={columns} />
        </div>
      </div>
    );
  }
  return (
    <div>
      <details className="group border-b border-white/15 py-3 md:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between text-sm font-bold tracking-wide text-theme-secondary uppercase">
          {title}
          <span aria-hidden="true" className="transition group-open:rotate-180">
            ▾
          </span>
        </summary>
        <div className="mt-3">
          <LinkList links={links} />
        </div>
      </details>
      <div className="hidden md:block">
        {heading}
        <div className="mt-3">
          <LinkList links={links} columns={columns} />
        </div>
      </div>
    </div>
  );
}

/**
 * The footer's brand mark sits on the theme's primary colour, so it is the theme's light logo (`logos.white`,
 * made for dark backgrounds) when the theme has one; the content's brand mark otherwise.
 */
export function footerLogo(shell: ShellData): string | undefined {
  return shell.content.logos?.white ?? shell.content.brandMark?.src;
}

/** The full footer (spec 2 §2). */
export function SiteFooter({ shell }: { shell: ShellData }) {
  const { site, content, capabilities } = shell;
  const multiOffer = hasCapability(capabilities, 'multi_offer_site');
  const products = productLinks(shell);
  // Multi-offer sites list the offers (two columns above five offers); others use accordions on mobile.
  const offerColumns = multiOffer && products.play.length > 5 ? 2 : 1;
  const extra = visibleNavItems(content.footerNav, shell)
    .filter((i) => i.linkType === 'internal' && i.url)
    .map((i) => ({ label: i.label, to: i.url as string }))
    // The spec's own links (about pages, blog) follow their rules above; the content adds only others.
    .filter((l) => !(l.to in ABOUT_PAGE_CAPABILITY) && l.to !== '/blog');

  return (
    <footer className="mt-16 bg-theme-primary text-white print:hidden" data-testid="site-footer">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <div className="grid gap-2 md:grid-cols-4 md:gap-8">
          <Column title="Help & information" links={[...supportLinks(shell), ...extra]} accordion />
          <Column title="Play" links={products.play} accordion={!multiOffer} columns={offerColumns} />
          <Column title="Results" links={products.results} accordion={!multiOffer} columns={offerColumns} />
          <div className="mt-6 space-y-5 md:mt-0">
            {site.supportNumber ? (
              <div>
                <h2 className="text-sm font-bold tracking-wide text-theme-secondary uppercase">Call us</h2>
                <a
                  href={`tel:${site.supportNumber.replace(/\s+/g, '')}`}
                  className="mt-2 block text-lg font-bold hover:underline"
                >
                  {site.supportNumber}
                </a>
              </div>
            ) : null}
            {content.socialLinks.length > 0 ? (
              <div>
                <h2 className="text-sm font-bold tracking-wide text-theme-secondary uppercase">Follow us</h2>
                <ul className="mt-2 flex flex-wrap gap-2 text-sm">
                  {content.socialLinks.map((s) => (
                    <li key={s.network}>
                      <a
                        href={s.url}
                        rel="noopener noreferrer"
                        className="inline-block rounded-full border border-white/40 px-3 py-1 hover:bg-white/10"
                      >
                        {SOCIAL_LABEL[s.network] ?? s.network}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {hasCapability(capabilities, 'native_app') ? (
              <div>
                <h2 className="text-sm font-bold tracking-wide text-theme-secondary uppercase">
                  Get the app
                </h2>
                <p className="mt-2 text-sm">
                  <ShopLink to="/app/android" className="hover:underline">
                    Download for Android
                  </ShopLink>
                </p>
              </div>
            ) : null}
          </div>
        </div>

        <div className="mt-10 flex flex-col gap-6 border-t border-white/15 pt-8 md:flex-row md:items-center md:justify-between">
          <PaymentLogos logos={content.paymentLogos} max={FULL_FOOTER_MAX_PAYMENT_LOGOS} />
          {content.regulationImages.length > 0 ? (
            <ul aria-label="Regulation" className="flex flex-wrap items-center gap-4">
              {content.regulationImages.map((img) => (
                <li key={img.src}>
                  {img.href ? (
                    <a href={img.href} rel="noopener noreferrer">
                      <img src={img.src} alt={img.alt} className="h-10 w-auto" loading="lazy" />
                    </a>
                  ) : (
                    <img src={img.src} alt={img.alt} className="h-10 w-auto" loading="lazy" />
                  )}
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        {content.responsibleGamblingText ? (
          <p className="mt-6 text-sm text-white/85">{content.responsibleGamblingText}</p>
        ) : null}
        {content.legalText ? <p className="mt-3 text-xs text-white/70">{content.legalText}</p> : null}
        <div className="mt-6 flex items-center gap-3">
          {content.brandMark ? (
            <img
              src={footerLogo(shell)}
              alt={content.brandMark.alt}
              className="h-8 w-auto"
              width={128}
              height={32}
              loading="lazy"
              data-testid="footer-logo"
            />
          ) : null}
          <p className="text-xs text-white/70">© {site.siteName}</p>
        </div>
      </div>
    </footer>
  );
}

/** The condensed footer: checkout with items in the cart, and login/sign-up when logged out. */
export function CondensedFooter({ shell }: { shell: ShellData }) {
  return (
    <footer
      className="mt-16 border-t border-black/10 bg-theme-tertiary print:hidden"
      data-testid="condensed-footer"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6">
        <nav aria-label="Legal">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {condensedLinks(shell).map((l) => (
              <li key={l.to}>
                <ShopLink to={l.to} className="text-action-secondary hover:underline">
                  {l.label}
                </ShopLink>
              </li>
            ))}
          </ul>
        </nav>
        <PaymentLogos logos={shell.content.paymentLogos} />
        {shell.content.legalText ? <p className="text-xs text-mono/70">{shell.content.legalText}</p> : null}
      </div>
    </footer>
  );
}
