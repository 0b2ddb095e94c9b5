/** What is left of the customer's tightest spend limit (spec 1 §9), shown in the cart and at checkout. */
import { formatMoney } from '@lottoshop/contracts/formatting';
import type { SpendRemainingDto } from '@lottoshop/contracts/limits';

export function SpendRemaining({ remaining, locale }: { remaining: SpendRemainingDto; locale: string }) {
  return (
    <p className="mt-3 text-sm" data-testid="spend-remaining">
      Left of your {remaining.periodName.toLowerCase()} spend limit of {formatMoney(remaining.limit, locale)}:{' '}
      <strong>{formatMoney(remaining.remaining, locale)}</strong>
    </p>
  );
}
