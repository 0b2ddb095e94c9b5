/**
 * The winners page's parts: the signed-in customer's choice to be named (a plain form: it works without
 * JavaScript), the links to the latest draws, a draw's winners by division (named by first name and state only
 * where the winner agreed, decision 037) and its prize table.
 */
import { formatMoney } from '@lottoshop/contracts/formatting';
import type { DrawPrizesDto, DrawWinnersDto } from '@lottoshop/contracts/results';
import { Form, Link } from 'react-router';

export function PublicityChoice({ named }: { named: boolean }) {
  return (
    <Form
      method="post"
      className="mt-6 rounded-theme bg-theme-tertiary p-4 text-sm"
      data-testid="winner-publicity"
    >
      <p>
        {named
          ? 'When you win, we show your first name and state on the winners list.'
          : 'When you win, you are only counted on the winners list, not named.'}
      </p>
      <input type="hidden" name="consented" value={named ? 'no' : 'yes'} />
      <button type="submit" className="mt-2 rounded-theme bg-action-primary px-4 py-2 font-bold text-white">
        {named ? 'Stop naming me as a winner' : 'Name me as a winner (first name and state)'}
      </button>
    </Form>
  );
}

export function LatestDrawsNav({
  offerKey,
  latest,
  current,
}: {
  offerKey: string;
  latest: number[];
  current: number;
}) {
  return (
    <nav aria-label="Latest draws" className="mt-4">
      <ul className="flex flex-wrap gap-2 text-sm">
        {latest.map((n) => (
          <li key={n}>
            <Link
              to={`/${offerKey}/winners?draw=${n}`}
              aria-current={n === current ? 'page' : undefined}
              className={`rounded-theme px-3 py-1 ${n === current ? 'bg-theme-primary font-bold text-white' : 'bg-theme-tertiary text-action-secondary hover:underline'}`}
            >
              Draw {n}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function WinnersByDivision({ winners }: { winners: DrawWinnersDto }) {
  return (
    <section aria-labelledby="winners-heading" className="mt-8">
      <h2 id="winners-heading" className="text-xl font-bold text-theme-primary">
        Our winners by division
      </h2>
      <p className="mt-1 text-sm">
        Winners who agreed to it are named by first name and state; the others are only counted.
      </p>
      <table className="mt-3 w-full text-left text-sm" data-testid="winners">
        <thead className="border-b border-mono/20 text-mono/70">
          <tr>
            <th scope="col" className="py-2 pr-4">
              Division
            </th>
            <th scope="col" className="py-2 pr-4 text-right">
              Winning lines
            </th>
            <th scope="col" className="py-2">
              Winners
            </th>
          </tr>
        </thead>
        <tbody>
          {winners.divisions.map((d) => (
            <tr key={d.division} className="border-b border-mono/10">
              <th scope="row" className="py-2 pr-4 font-semibold">
                Division {d.division}
                <span className="block text-xs font-normal text-mono/80">{d.description}</span>
              </th>
              <td className="py-2 pr-4 text-right">{d.winners}</td>
              <td className="py-2" data-testid="named-winners">
                {d.named.length > 0 ? d.named.map((w) => `${w.firstName} (${w.state})`).join(', ') : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function DrawPrizes({ prizes, locale }: { prizes: DrawPrizesDto; locale: string }) {
  return (
    <section aria-labelledby="prizes-heading" className="mt-8">
      <h2 id="prizes-heading" className="text-xl font-bold text-theme-primary">
        Prizes
      </h2>
      <table className="mt-3 w-full text-left text-sm" data-testid="prizes">
        <thead className="border-b border-mono/20 text-mono/70">
          <tr>
            <th scope="col" className="py-2 pr-4">
              Division
            </th>
            <th scope="col" className="py-2 pr-4">
              To win
            </th>
            <th scope="col" className="py-2 text-right">
              Prize per winning line
            </th>
          </tr>
        </thead>
        <tbody>
          {prizes.divisions.map((d) => (
            <tr key={d.division} className="border-b border-mono/10">
              <th scope="row" className="py-2 pr-4 font-semibold">
                Division {d.division}
              </th>
              <td className="py-2 pr-4">{d.description}</td>
              <td className="py-2 text-right font-semibold">
                {d.prize ? formatMoney(d.prize, locale) : 'Not declared yet'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
