import { ABOUT_PAGE_CAPABILITY } from '../../lib/about-pages.ts';
import {
  FULL_FOOTER_MAX_PAYMENT_LOGOS,
  hasCapability,
  type ShellData,
  visibleNavItems,
} from '../../lib/shell-data.ts';
import { useStaticHtml } from '../../lib/static-html.ts';
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

/** Everything the full footer shows, taken from the shell: it renders from this alone (see SiteFooter). */
type FooterModel = {
  siteName: string;
  supportNumber: string;
  help: FooterLink[];
  play: FooterLink[];
  results: FooterLink[];
  multiOffer: boolean;
  offerColumns: 1 | 2;
  socialLinks: ShellData['content']['socialLinks'];
  nativeApp: boolean;
  paymentLogos: string[];
  regulationImages: ShellData['content']['regulationImages'];
  responsibleGamblingText: string;
  legalText: string;
  logo: { src: string | undefined; alt: string } | null;
};

function footerModel(shell: ShellData): FooterModel {
  const { site, content, capabilities } = shell;
  const multiOffer = hasCapability(capabilities, 'multi_offer_site');
  const products = productLinks(shell);
  const extra = visibleNavItems(content.footerNav, shell)
    .filter((i) => i.linkType === 'internal' && i.url)
    .map((i) => ({ label: i.label, to: i.url as string }))
    // The spec's own links (about pages, blog) follow their rules above; the content adds only others.
    .filter((l) => !(l.to in ABOUT_PAGE_CAPABILITY) && l.to !== '/blog');
  return {
    siteName: site.siteName,
    supportNumber: site.supportNumber,
    help: [...supportLinks(shell), ...extra],
    play: products.play,
    results: products.results,
    multiOffer,
    // Multi-offer sites list the offers (two columns above five offers); others use accordions on mobile.
    offerColumns: multiOffer && products.play.length > 5 ? 2 : 1,
    socialLinks: content.socialLinks,
    nativeApp: hasCapability(capabilities, 'native_app'),
    paymentLogos: content.paymentLogos,
    regulationImages: content.regulationImages,
    responsibleGamblingText: content.responsibleGamblingText,
    legalText: content.legalText,
    logo: content.brandMark ? { src: footerLogo(shell), alt: content.brandMark.alt } : null,
  };
}

function FooterBody({ model }: { model: FooterModel }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <div className="grid gap-2 md:grid-cols-4 md:gap-8">
        <Column title="Help & information" links={model.help} accordion />
        <Column title="Play" links={model.play} accordion={!model.multiOffer} columns={model.offerColumns} />
        <Column
          title="Results"
          links={model.results}
          accordion={!model.multiOffer}
          columns={model.offerColumns}
        />
        <div className="mt-6 space-y-5 md:mt-0">
          {model.supportNumber ? (
            <div>
              <h2 className="text-sm font-bold tracking-wide text-theme-secondary uppercase">Call us</h2>
              <a
                href={`tel:${model.supportNumber.replace(/\s+/g, '')}`}
                className="mt-2 block text-lg font-bold hover:underline"
              >
                {model.supportNumber}
              </a>
            </div>
          ) : null}
          {model.socialLinks.length > 0 ? (
            <div>
              <h2 className="text-sm font-bold tracking-wide text-theme-secondary uppercase">Follow us</h2>
              <ul className="mt-2 flex flex-wrap gap-2 text-sm">
                {model.socialLinks.map((s) => (
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
          {model.nativeApp ? (
            <div>
              <h2 className="text-sm font-bold tracking-wide text-theme-secondary uppercase">Get the app</h2>
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
        <PaymentLogos logos={model.paymentLogos} max={FULL_FOOTER_MAX_PAYMENT_LOGOS} />
        {model.regulationImages.length > 0 ? (
          <ul aria-label="Regulation" className="flex flex-wrap items-center gap-4">
            {model.regulationImages.map((img) => (
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

      {model.responsibleGamblingText ? (
        <p className="mt-6 text-sm text-white/85">{model.responsibleGamblingText}</p>
      ) : null}
      {model.legalText ? <p className="mt-3 text-xs text-white/70">{model.legalText}</p> : null}
      <div className="mt-6 flex items-center gap-3">
        {model.logo ? (
          <img
            src={model.logo.src}
            alt={model.logo.alt}
            className="h-8 w-auto"
            width={128}
            height={32}
            loading="lazy"
            data-testid="footer-logo"
          />
        ) : null}
        <p className="text-xs text-white/70">© {model.siteName}</p>
      </div>
    </div>
  );
}

const FOOTER_CLASS = 'mt-16 bg-theme-primary text-white print:hidden';

/**
 * The full footer (spec 2 §2). The same for every visitor of a site: on the server its inside is rendered once
 * per model and sent as that HTML (lib/static-html.ts, decision 062); the browser hydrates it with FooterBody.
 */
export function SiteFooter({ shell }: { shell: ShellData }) {
  const htmlOf = useStaticHtml();
  const model = footerModel(shell);
  if (htmlOf) {
    const html = htmlOf(`site-footer:${JSON.stringify(model)}`, () => <FooterBody model={model} />);
    return (
      <footer
        className={FOOTER_CLASS}
        data-testid="site-footer"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of FooterBody (escaped as JSX is)
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  return (
    <footer className={FOOTER_CLASS} data-testid="site-footer">
      <FooterBody model={model} />
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
