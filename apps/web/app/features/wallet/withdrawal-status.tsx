import type { WithdrawalStatus as Status } from '@lottoshop/contracts/banking';

/** What each state of a withdrawal means to the customer. */
export const WITHDRAWAL_STATUS_TEXT: Record<Status, { label: string; meaning: string }> = {
  pending: {
    label: 'Requested',
    meaning: 'The amount is held from your balance while we pay it.',
  },
  paid: { label: 'Paid', meaning: 'The money has been sent.' },
  rejected: { label: 'Rejected', meaning: 'The money is back in your balance.' },
};

export function WithdrawalStatus({ status }: { status: Status }) {
  return (
    <span
      className="rounded-theme bg-theme-tertiary px-2 py-0.5 text-sm font-semibold"
      data-testid="withdrawal-status"
    >
      {WITHDRAWAL_STATUS_TEXT[status].label}
    </span>
  );
}
