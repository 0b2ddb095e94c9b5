import { formatMoney } from '@lottoshop/contracts/formatting';
import type { CustomerDrawResultDto } from '@lottoshop/contracts/results';
import { Link } from 'react-router';
import { BallRow, NumberBall } from './number-balls.tsx';

/**
 * The signed-in customer's own lines in a draw, each number marked where it matched and each winning line with
 * its division and prize (spec 2 §7 full_result_customer).
 */
export function YourEntries({ result, locale }: { result: CustomerDrawResultDto; locale: string }) {
  const { orders, totalWon } = result.customerData;
  const drawn = new Set([...result.numbers.main, ...result.numbers.supplementary]);
  const bonus = new Set(result.numbers.bonus);
  return (
    <section
      aria-labelledby="your-entries-heading"
      className="rounded-theme bg-theme-tertiary p-5"
      data-testid="your-entries"
    >
      <h2 id="your-entries-heading" className="text-xl font-bold text-theme-primary">
        Your entries in this draw
      </h2>
      {orders.length === 0 ? (
        <p className="mt-2">You had no tickets in this draw.</p>
      ) : (
        <>
          <p className="mt-2 font-semibold" data-testid="your-total">
            {totalWon.amount > 0
              ? `You won ${formatMoney(totalWon, locale)} in this draw.`
              : 'No win this time.'}
          </p>
          {orders.map((order) => (
            <div key={order.ticketId} className="mt-3">
              <Link
                to={`/my-account/past-tickets/ticket/${order.ticketId}`}
                className="text-sm text-action-secondary hover:underline"
              >
                Ticket {order.ticketId.slice(-8)}
              </Link>
              <ol className="mt-2 flex flex-col gap-2">
                {order.lines.map((line) => (
                  <li key={line.lineNo} className="flex flex-wrap items-center gap-3" data-testid="your-line">
                    <span className="w-14 text-sm font-semibold">Line {line.lineNo}</span>
                    <BallRow label={`Line ${line.lineNo} numbers`}>
                      {line.numbers.map((n) => (
                        <NumberBall key={`n${n}`} n={n} matched={drawn.has(n)} />
                      ))}
                      {line.bonus.map((n) => (
                        <NumberBall key={`b${n}`} n={n} kind="bonus" matched={bonus.has(n)} />
                      ))}
                    </BallRow>
                    <span className="text-sm font-semibold" data-testid="your-line-result">
                      {line.division && line.prize
                        ? `Division ${line.division}: ${formatMoney(line.prize, locale)}`
                        : 'No prize'}
                    </span>
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </>
      )}
    </section>
  );
}
