/**
 * A lottery's rules in force for a draw, as its terms page shows them: how to play (the versioned game
 * definition's matrix) and each prize division with how it is paid.
 */
import type { GameMatrixDto } from '@lottoshop/contracts/catalog';
import type { DrawPrizesDto } from '@lottoshop/contracts/results';

const PRIZE_KIND: Record<string, string> = {
  pool: 'a share of the division pool',
  fixed: 'a fixed prize',
  annuity: 'paid monthly for a set period',
  free_entry: 'a free entry into a later draw',
};

export function GameRules({ matrix, prizes }: { matrix: GameMatrixDto; prizes: DrawPrizesDto }) {
  const { main, bonus } = matrix;
  return (
    <>
      <section aria-labelledby="how-heading" className="mt-8">
        <h2 id="how-heading" className="text-xl font-bold text-theme-primary">
          How to play
        </h2>
        <ul className="mt-2 list-disc pl-6" data-testid="terms-matrix">
          <li>
            Each game line has {main.pick} numbers from {main.min} to {main.max}
            {matrix.ordered ? ', which must match in the order drawn' : ''}.
          </li>
          <li>
            The draw takes {main.drawn} winning numbers
            {main.supplementary > 0
              ? ` and ${main.supplementary} supplementary numbers from the same barrel`
              : ''}
            .
          </li>
          {bonus ? (
            <li>
              Each line also has a Powerball from {bonus.min} to {bonus.max}, drawn from its own barrel.
            </li>
          ) : null}
          <li>A line wins at most one division: the highest whose rule it meets.</li>
        </ul>
      </section>
      <section aria-labelledby="divisions-heading" className="mt-8">
        <h2 id="divisions-heading" className="text-xl font-bold text-theme-primary">
          Prize divisions
        </h2>
        <table className="mt-3 w-full text-left text-sm" data-testid="terms-divisions">
          <thead className="border-b border-mono/20 text-mono/70">
            <tr>
              <th scope="col" className="py-2 pr-4">
                Division
              </th>
              <th scope="col" className="py-2 pr-4">
                To win
              </th>
              <th scope="col" className="py-2">
                Paid as
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
                <td className="py-2">{PRIZE_KIND[d.prizeKind] ?? d.prizeKind}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
