import { formatMoney } from '@lottoshop/contracts/formatting';
import type { SupportDto } from '@lottoshop/contracts/raffles';
import { Link } from 'react-router';

/** What the customer's tickets raised for each cause. */
export function SupportList({ support, locale }: { support: SupportDto[]; locale: string }) {
  if (support.length === 0) {
    return (
      <p className="mt-6 rounded-theme bg-theme-tertiary p-5" data-testid="support-empty">
        You have not bought raffle tickets for a cause yet.{' '}
        <Link to="/charity-tickets" className="underline">
          See the raffles
        </Link>
        .
      </p>
    );
  }
  return (
    <ul className="mt-6 flex flex-col gap-3">
      {support.map((s) => (
        <li
          key={s.causeKey}
          className="rounded-theme bg-white p-4 shadow-theme ring-1 ring-black/5"
          data-testid="support"
        >
          <p className="font-bold">{s.causeName}</p>
          <p>
            Your {s.tickets} {s.tickets === 1 ? 'ticket has' : 'tickets have'} raised{' '}
            <strong>{formatMoney(s.raised, locale)}</strong>.
          </p>
        </li>
      ))}
    </ul>
  );
}
