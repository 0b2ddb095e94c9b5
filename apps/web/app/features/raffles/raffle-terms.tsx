/**
 * A raffle's terms and conditions (/{raffle}/terms-and-conditions, spec 1 §2): for its current draw, who can enter and
 * how (tickets, bundles, the cap, the free postal entry), when sales stop and the draw is made, how the winners are
 * drawn and verified, the prizes and how each is paid, and what reaches each cause. Built from the raffle's own data,
 * so it always says what the shop does.
 */
import { formatDrawDateTime } from '@lottoshop/contracts/draw-dates';
import { formatMoney } from '@lottoshop/contracts/formatting';
import type { RaffleDetailsDto } from '@lottoshop/contracts/raffles';
import { Link } from 'react-router';

const percent = (basisPoints: number) => `${(basisPoints / 100).toLocaleString('en-AU')}%`;

export function RaffleTerms({ raffle, locale }: { raffle: RaffleDetailsDto; locale: string }) {
  const when = (iso: string) => formatDrawDateTime(iso, { locale });
  return (
    <div className="mx-auto max-w-3xl py-10">
      <h1 className="text-3xl font-extrabold text-theme-primary">{raffle.name} terms and conditions</h1>
      <p className="mt-1 text-mono/80" data-testid="terms-draw">
        These terms apply to {raffle.drawName}, drawn {when(raffle.drawDate)}.
      </p>
      <section aria-labelledby="entry-heading" className="mt-8">
        <h2 id="entry-heading" className="text-xl font-bold text-theme-primary">
          Entering
        </h2>
        <ul className="mt-2 list-disc pl-6" data-testid="terms-entry">
          <li>
            A ticket costs {formatMoney(raffle.ticketPrice, locale)}
            {raffle.bundles.some((b) => b.numTickets > 1)
              ? `; bundles: ${raffle.bundles
                  .map((b) => `${b.numTickets} for ${formatMoney(b.price, locale)}`)
                  .join(', ')}`
              : ''}
            .
          </li>
          <li>
            No more than {raffle.ticketCap.toLocaleString(locale)} tickets are sold; each gets a number from 1
            up, unique in the draw.
          </li>
          {raffle.drawPreOrderStartDate ? (
            <li>
              Tickets bought before sales open are pre-orders: their price is held in your wallet, and they
              are numbered and paid for when sales open.
            </li>
          ) : null}
          <li>Sales stop {when(raffle.drawStop)}, or earlier when every ticket is sold.</li>
          <li>
            You can also enter without buying:{' '}
            <Link
              to={`/${raffle.productOfferKey}?free-postal-entry`}
              className="text-action-secondary underline"
            >
              free postal entry
            </Link>
            . A postal entry is numbered and drawn like a bought ticket.
          </li>
        </ul>
      </section>
      <section aria-labelledby="draw-heading" className="mt-8">
        <h2 id="draw-heading" className="text-xl font-bold text-theme-primary">
          The draw
        </h2>
        <ul className="mt-2 list-disc pl-6">
          <li>
            The shop makes the draw {when(raffle.drawDate)}. If every ticket is sold before then, the promoter
            may make it earlier; the results say when it was made.
          </li>
          <li>
            Every prize is won by one ticket, the main prize first; a ticket wins at most one prize. The
            winners are drawn from a secret seed whose fingerprint is published from the start and the list of
            entries frozen when sales stop, so anyone can check them on the draw&apos;s verification page once
            it is drawn.
          </li>
          <li>
            Winners are published by first name, suburb and state only, on the{' '}
            <Link to={`/${raffle.productOfferKey}/results`} className="text-action-secondary underline">
              results page
            </Link>
            .
          </li>
        </ul>
      </section>
      <section aria-labelledby="prizes-heading" className="mt-8">
        <h2 id="prizes-heading" className="text-xl font-bold text-theme-primary">
          Prizes
        </h2>
        <table className="mt-3 w-full text-left text-sm" data-testid="terms-prizes">
          <thead className="border-b border-mono/20 text-mono/70">
            <tr>
              <th scope="col" className="py-2 pr-4">
                Prize
              </th>
              <th scope="col" className="py-2 pr-4">
                Value
              </th>
              <th scope="col" className="py-2">
                Paid as
              </th>
            </tr>
          </thead>
          <tbody>
            {raffle.prizes.map((p) => (
              <tr key={p.id} className="border-b border-mono/10">
                <th scope="row" className="py-2 pr-4 font-semibold">
                  {p.name}
                </th>
                <td className="py-2 pr-4">{formatMoney(p.value, locale)}</td>
                <td className="py-2">
                  {p.payout === 'wallet' ? 'Paid into your wallet' : 'Delivered to you by the promoter'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {raffle.causes.length > 0 ? (
        <section aria-labelledby="causes-heading" className="mt-8">
          <h2 id="causes-heading" className="text-xl font-bold text-theme-primary">
            Where the money goes
          </h2>
          <ul className="mt-2 list-disc pl-6" data-testid="terms-causes">
            {raffle.causes.map((c) => (
              <li key={c.key}>
                {percent(c.shareBasisPoints)} of every ticket goes to {c.name}, the cause you choose.
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="mt-8 text-sm">
        Every ticket is also bought under the shop&apos;s{' '}
        <Link to="/about/terms-and-conditions" className="text-action-secondary underline">
          terms and conditions
        </Link>
        .
      </p>
    </div>
  );
}
