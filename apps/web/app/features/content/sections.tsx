import { formatJackpot, formatMoney } from '@lottoshop/contracts/formatting';
import { dateTimeFormat } from '@lottoshop/contracts/intl-formats';
import { Link } from 'react-router';
import { readableText } from '../../lib/contrast.ts';
import type { OfferCard, RenderedSection } from './section-types.ts';

/** One renderer per content block kind. All HTML here was sanitised on the server. */
function Html({ html, className = '' }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with an allow-list in rich-text.server.ts
  return <div className={`prose-content ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

function SectionHeading({ children }: { children: string | null }) {
  if (!children) return null;
  return <h2 className="mb-4 text-2xl text-theme-primary sm:text-3xl">{children}</h2>;
}

/** An item's heading inside a section: one level below the section's heading, or h2 when it has none. */
function ItemHeading({
  sectionHasHeading,
  className,
  children,
}: {
  sectionHasHeading: boolean;
  className: string;
  children: string;
}) {
  const Heading = sectionHasHeading ? 'h3' : 'h2';
  return <Heading className={className}>{children}</Heading>;
}

function isInternal(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

function ButtonLink({ to, children }: { to: string; children: string }) {
  const className =
    'inline-flex items-center rounded-theme bg-action-primary px-6 py-3 font-semibold text-white shadow-theme hover:brightness-110';
  return isInternal(to) ? (
    <Link to={to} className={className}>
      {children}
    </Link>
  ) : (
    <a href={to} className={className} rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** A card's name is a heading one level below the section it sits in (h3 under an h2; h2 right under the h1). */
export type CardHeading = 'h2' | 'h3';

export function OfferCardView({
  offer,
  locale,
  heading: Heading = 'h3',
}: {
  offer: OfferCard;
  locale: string;
  heading?: CardHeading;
}) {
  const drawDate = offer.drawLabel
    ? offer.drawLabel
    : offer.drawDate
      ? dateTimeFormat(locale, {
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          timeZone: 'Australia/Sydney',
        }).format(new Date(offer.drawDate))
      : null;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-theme bg-white shadow-theme ring-1 ring-black/5">
      <div
        className="px-5 py-4"
        style={
          offer.colours
            ? {
                backgroundColor: offer.colours.primary,
                color: readableText(offer.colours.primary, offer.colours.text),
              }
            : undefined
        }
      >
        <Heading className={`text-lg font-bold ${offer.colours ? '' : 'text-theme-primary'}`}>
          {offer.href ? (
            <Link to={offer.href} className="after:absolute after:inset-0 hover:underline">
              {offer.name}
            </Link>
          ) : (
            offer.name
          )}
        </Heading>
        <p className="text-xs tracking-wide uppercase">{offer.kind === 'raffle' ? 'Raffle' : 'Lottery'}</p>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        {offer.jackpot ? (
          <p className="text-3xl font-extrabold text-theme-primary">
            {formatJackpot(offer.jackpot, { locale, monthly: offer.jackpotMonthly })}
          </p>
        ) : null}
        {offer.description ? <p className="text-sm text-mono/80">{offer.description}</p> : null}
        <dl className="mt-auto grid grid-cols-2 gap-2 text-sm">
          {drawDate ? (
            <div>
              <dt className="text-mono/75">Next draw</dt>
              <dd className="font-semibold">{drawDate}</dd>
            </div>
          ) : null}
          {offer.ticketPrice ? (
            <div>
              <dt className="text-mono/75">From</dt>
              <dd className="font-semibold">{formatMoney(offer.ticketPrice, locale)}</dd>
            </div>
          ) : null}
        </dl>
        {offer.href ? (
          <span
            aria-hidden="true"
            className="mt-2 inline-flex justify-center rounded-theme bg-action-primary px-4 py-2 font-semibold text-white"
          >
            Play now
          </span>
        ) : null}
      </div>
    </article>
  );
}

export function OfferGrid({
  offers,
  locale,
  heading,
}: {
  offers: OfferCard[];
  locale: string;
  heading?: CardHeading;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {offers.map((o) => (
        <li key={o.key} className="flex">
          <div className="flex-1">
            <OfferCardView offer={o} locale={locale} {...(heading ? { heading } : {})} />
          </div>
        </li>
      ))}
    </ul>
  );
}

const BANNER_TONE = {
  info: 'bg-theme-tertiary border-action-secondary',
  success: 'bg-success/10 border-success',
  warning: 'bg-warning/10 border-warning',
} as const;

export function Section({
  section,
  locale,
  first,
}: {
  section: RenderedSection;
  locale: string;
  first: boolean;
}) {
  switch (section.kind) {
    case 'page_header':
      return (
        <header className="-mx-4 bg-theme-tertiary px-4 py-10 sm:py-14">
          <div className="mx-auto w-full max-w-3xl">
            {first ? (
              <h1 className="text-3xl text-theme-primary sm:text-5xl">{section.title}</h1>
            ) : (
              <h2 className="text-3xl text-theme-primary sm:text-4xl">{section.title}</h2>
            )}
            {section.subtitle ? (
              <p className="mt-3 max-w-2xl text-lg text-mono/80">{section.subtitle}</p>
            ) : null}
          </div>
        </header>
      );
    case 'single_column_content':
      return (
        <section className="mx-auto w-full max-w-3xl">
          <SectionHeading>{section.heading}</SectionHeading>
          <Html html={section.html} />
        </section>
      );
    case 'two_column_grid':
      return (
        <section className="mx-auto w-full max-w-5xl">
          <SectionHeading>{section.heading}</SectionHeading>
          <div className="grid gap-8 md:grid-cols-2">
            {section.columns.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the two columns have no identity beyond their place
              <div key={i}>
                {c.heading ? (
                  <ItemHeading
                    sectionHasHeading={Boolean(section.heading)}
                    className="mb-2 text-xl text-theme-primary"
                  >
                    {c.heading}
                  </ItemHeading>
                ) : null}
                <Html html={c.html} />
              </div>
            ))}
          </div>
        </section>
      );
    case 'content_grid':
      return (
        <section className="mx-auto w-full max-w-6xl">
          <SectionHeading>{section.heading}</SectionHeading>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {section.items.map((item) => (
              <li key={item.title} className="rounded-theme bg-white p-5 shadow-theme ring-1 ring-black/5">
                <ItemHeading
                  sectionHasHeading={Boolean(section.heading)}
                  className="text-lg text-theme-primary"
                >
                  {item.title}
                </ItemHeading>
                <Html html={item.html} className="mt-2 text-sm" />
              </li>
            ))}
          </ul>
        </section>
      );
    case 'call_to_action':
      return (
        <section className="mx-auto w-full max-w-4xl rounded-theme bg-theme-primary px-6 py-10 text-center text-white shadow-theme">
          <h2 className="text-2xl sm:text-3xl">{section.heading}</h2>
          {section.html ? (
            <Html html={section.html} className="mx-auto mt-3 max-w-2xl text-white/90" />
          ) : null}
          <p className="mt-6">
            <ButtonLink to={section.buttonUrl}>{section.buttonLabel}</ButtonLink>
          </p>
        </section>
      );
    case 'html_content':
      return (
        <section className="mx-auto w-full max-w-3xl">
          <Html html={section.html} />
        </section>
      );
    case 'featured_tickets':
      if (section.offers.length === 0) return null;
      return (
        <section className="mx-auto w-full max-w-6xl">
          <SectionHeading>{section.heading}</SectionHeading>
          <OfferGrid offers={section.offers} locale={locale} />
        </section>
      );
    case 'accordion':
      return (
        <section className="mx-auto w-full max-w-3xl">
          <SectionHeading>{section.heading}</SectionHeading>
          <div className="divide-y divide-black/10 rounded-theme ring-1 ring-black/10">
            {section.items.map((item) => (
              <details key={item.question} className="group px-4 py-3">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold">
                  {item.question}
                  <span aria-hidden="true" className="text-action-secondary transition group-open:rotate-45">
                    +
                  </span>
                </summary>
                <Html html={item.html} className="mt-3 text-mono/90" />
              </details>
            ))}
          </div>
        </section>
      );
    case 'divider_line':
      return <hr className="mx-auto w-full max-w-5xl border-black/10" />;
    case 'banner':
      return (
        <section
          className={`mx-auto w-full max-w-4xl rounded-theme border-l-4 p-4 ${BANNER_TONE[section.tone]}`}
        >
          <Html html={section.html} />
        </section>
      );
  }
}

export function Sections({ sections, locale }: { sections: RenderedSection[]; locale: string }) {
  return (
    <div className="flex flex-col gap-10 pb-6">
      {sections.map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections are an ordered list without ids
        <Section key={i} section={s} locale={locale} first={i === 0} />
      ))}
    </div>
  );
}
