import type { BankDepositDetailsDto } from '@lottoshop/contracts/banking';

/**
 * BPAY and direct deposit on the deposit page: the shop's biller code and bank account with the customer's own
 * reference. The money is credited once the shop's bank statement shows it (usually the next business day).
 */
export function BankDepositDetails({ details }: { details: BankDepositDetailsDto }) {
  if (!details.bpay && !details.directDeposit) return null;
  return (
    <section aria-labelledby="bank-deposit-heading" className="mt-8 rounded-theme border border-mono/20 p-4">
      <h2 id="bank-deposit-heading" className="text-xl font-bold">
        Pay from your bank
      </h2>
      <p className="mt-2 text-sm text-mono/80">
        Use your own reference below every time. The money reaches your account once it arrives in ours,
        usually the next business day.
      </p>
      {details.bpay ? (
        <div className="mt-4" data-testid="bpay-details">
          <h3 className="font-semibold">BPAY</h3>
          <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1">
            <dt className="text-mono/70">Biller code</dt>
            <dd className="font-mono" data-testid="bpay-biller-code">
              {details.bpay.billerCode}
            </dd>
            <dt className="text-mono/70">Reference (CRN)</dt>
            <dd className="font-mono font-bold" data-testid="bpay-reference">
              {details.bpay.reference}
            </dd>
          </dl>
        </div>
      ) : null}
      {details.directDeposit ? (
        <div className="mt-4" data-testid="direct-deposit-details">
          <h3 className="font-semibold">Direct deposit</h3>
          <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1">
            <dt className="text-mono/70">Account name</dt>
            <dd>{details.directDeposit.accountName}</dd>
            <dt className="text-mono/70">BSB</dt>
            <dd className="font-mono">{details.directDeposit.bsb}</dd>
            <dt className="text-mono/70">Account number</dt>
            <dd className="font-mono">{details.directDeposit.accountNumber}</dd>
            <dt className="text-mono/70">Reference</dt>
            <dd className="font-mono font-bold" data-testid="direct-deposit-reference">
              {details.directDeposit.reference}
            </dd>
          </dl>
        </div>
      ) : null}
    </section>
  );
}
