/** Raffle cards for /charity-tickets, the home page and a cause's page: the draw, its prize, tickets left, status. */
import { formatDrawDateTime } from '@lottoshop/contracts/draw-dates';
import { formatMoney } from '@lottoshop/contracts/formatting';
import type { RaffleOfferDto } from '@lottoshop/contracts/raffles';
import { Link } from 'react-router';

const STATUS_TEXT: Record<RaffleOfferDto['purchaseStatus'], string> = {
  open: 'On sale',
  sold_out: 'Sold out',
  past_draw: 'Sales closed',
  pre_order: 'Pre-order',
};

export function PurchaseStatusBadge({ status }: { status: RaffleOfferDto['purchaseStatus'] }) {
  const tone =
    status === 'open' || status === 'pre_order' ? 'bg-success/15 text-mono' : 'bg-error/15 text-mono';
  return (
    <span
      className={`inline-block rounded-full px-3 py-1 text-xs font-bold ${tone}`}
      data-testid="purchase-status"
    >
      {STATUS_TEXT[status]}
    </span>
  );
}

/** A card's heading level: h2 on a page of cards, h3 under a section's h2. */
export type RaffleCardHeading = 'h2' | 'h3';

export function RaffleCard({
  raffle,
  locale,
  href,
  heading: Heading = 'h3',
}: {
  raffle: RaffleOfferDto;
  locale: string;
  href?: string;
  heading?: RaffleCardHeading;
}) {
  const to = href ?? `/${raffle.productOfferKey}`;
  return (
    <article
      className="relative flex h-full flex-col overflow-hidden rounded-theme bg-white shadow-theme ring-1 ring-black/5"
      data-testid={`raffle-card-${raffle.productOfferKey}`}
    >
      {raffle.featureImage ? (
        <img
          src={raffle.featureImage}
          alt=""
          className="aspect-[16/9] w-full object-cover"
          width={640}
          height={360}
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-2">
          <Heading className="text-lg font-bold text-theme-primary">
            <Link to={to} className="after:absolute after:inset-0 hover:underline">
              {raffle.drawName}
            </Link>
          </Heading>
          <PurchaseStatusBadge status={raffle.purchaseStatus} />
        </div>
        <p className="text-sm text-mono/80">{raffle.prizeDescription}</p>
        <dl className="mt-auto grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-mono/75">Prize value</dt>
            <dd className="font-semibold">{formatMoney(raffle.prizeValue, locale)}</dd>
          </div>
          <div>
            <dt className="text-mono/75">Tickets from</dt>
            <dd className="font-semibold">{formatMoney(raffle.ticketPrice, locale)}</dd>
          </div>
          <div>
            <dt className="text-mono/75">Sales close</dt>
            <dd className="font-semibold">{formatDrawDateTime(raffle.drawStop, { locale })}</dd>
          </div>
          <div>
            <dt className="text-mono/75">Tickets left</dt>
            <dd className="font-semibold">{raffle.ticketsLeft.toLocaleString(locale)}</dd>
          </div>
        </dl>
        {raffle.causes.length > 0 ? (
          <p className="text-sm">Supports {raffle.causes.map((c) => c.name).join(' or ')}</p>
        ) : null}
      </div>
    </article>
  );
}

export function RaffleGrid({
  raffles,
  locale,
  heading,
}: {
  raffles: RaffleOfferDto[];
  locale: string;
  heading?: RaffleCardHeading;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {raffles.map((r) => (
        <li key={r.productOfferKey}>
          <RaffleCard raffle={r} locale={locale} {...(heading ? { heading } : {})} />
        </li>
      ))}
    </ul>
  );
}
