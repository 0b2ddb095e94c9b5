import { formatMoney } from '@lottoshop/contracts/formatting';
import type { CardDepositDto } from '@lottoshop/contracts/funds';
import type { PaymentMethodCode } from '@lottoshop/contracts/wallet';
import { formatDateTime } from '../../lib/date-format.ts';

/** What each payment method is called on a deposit's page when the shop no longer offers it by its own name. */
export const DEPOSIT_METHOD_NAMES: Record<PaymentMethodCode, string> = {
  ap: 'Apple Pay',
  bp: 'BPAY',
  cc: 'Card',
  bd: 'Direct debit',
  dd: 'Direct deposit',
  gp: 'Google Pay',
  pl: 'PayPal',
  td: 'Test deposit',
};

/** What each state of a deposit means to the customer. */
export const DEPOSIT_STATUS_TEXT: Record<CardDepositDto['status'], { label: string; meaning: string }> = {
  pending: {
    label: 'Pending',
    meaning: 'Waiting for your bank or payment provider to confirm it. Nothing is added until they do.',
  },
  approved: { label: 'Approved', meaning: 'The money is in your balance.' },
  declined: { label: 'Not made', meaning: 'No money was taken.' },
};

/** Whether the customer can cancel the deposit: only while it waits on their own step at the bank (3-D Secure). */
export const isCancellable = (deposit: CardDepositDto) =>
  deposit.status === 'pending' && deposit.challengeUrl !== null;

/** One deposit's facts: method, amount, status, date and reference. */
export function DepositFacts({
  deposit,
  methodName,
  locale,
}: {
  deposit: CardDepositDto;
  methodName: string;
  locale: string;
}) {
  return (
    <dl
      className="mt-6 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-3 rounded-theme bg-theme-tertiary p-6"
      data-testid="deposit-facts"
    >
      <dt className="text-mono/70">Method</dt>
      <dd className="text-right">{methodName}</dd>
      <dt className="text-mono/70">Amount</dt>
      <dd className="text-right text-xl font-extrabold" data-testid="deposit-amount">
        {formatMoney(deposit.amount, locale)}
      </dd>
      <dt className="text-mono/70">Status</dt>
      <dd className="text-right font-semibold" data-testid="deposit-status">
        {DEPOSIT_STATUS_TEXT[deposit.status].label}
      </dd>
      <dt className="text-mono/70">Date</dt>
      <dd className="text-right">{formatDateTime(deposit.createdAt, locale)}</dd>
      <dt className="text-mono/70">Reference</dt>
      <dd className="text-right font-mono text-sm break-all">{deposit.depositId}</dd>
    </dl>
  );
}
