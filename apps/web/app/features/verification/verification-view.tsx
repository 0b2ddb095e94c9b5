/** The pieces of the verification pages: where the customer stands, the attempts, a labelled field. */
import type { VerificationDto } from '@lottoshop/contracts/verification';
import { attemptedFlags } from '@lottoshop/contracts/verification';
import { formatDateTime } from '../../lib/date-format.ts';

export const METHOD_NAMES: Record<string, string> = {
  auto_verification: 'Automatic check',
  connect_id: 'ConnectID',
  drivers_licence: 'Driver licence',
  greenid_ui: 'greenID',
  pdf_form: 'Verification form (PDF)',
  photo_id_upload: 'Photo ID upload',
};

const OUTCOME_NAMES: Record<string, string> = {
  verified: 'Verified',
  failed: 'Not verified',
  review: 'Waiting for our team',
  rejected: 'Rejected',
};

/** Verified, being checked, or why the customer is asked to verify. */
export function VerificationStatus({ verification }: { verification: VerificationDto }) {
  if (verification.isVerified) {
    return (
      <p
        className="rounded-theme border-l-4 border-success bg-success/10 p-3 font-semibold"
        data-testid="verification-status"
      >
        Your identity is verified. Thank you.
      </p>
    );
  }
  const flags = attemptedFlags(verification.methods);
  const awaiting = verification.methods.some((m) => m.status === 'pending');
  return (
    <div className="flex flex-col gap-3" data-testid="verification-status">
      {verification.requiredBecause ? (
        <p className="rounded-theme border-l-4 border-warning bg-warning/10 p-3 font-semibold">
          {verification.requiredBecause}
        </p>
      ) : null}
      {verification.pending || awaiting ? (
        <p className="rounded-theme border-l-4 border-warning bg-warning/10 p-3">
          We are checking your details. You can still verify another way below.
        </p>
      ) : (
        <p className="text-mono/80">
          Your identity is not verified yet. Australian law asks us to verify who you are before you withdraw
          winnings, and once you have spent a set amount.
        </p>
      )}
      {flags.autoVerificationAttempted || flags.driversLicenceAttempted ? (
        <p className="text-mono/80">
          We could not verify you {flags.driversLicenceAttempted ? 'with your licence' : 'automatically'}.
          Check your details and try again, or upload a photo of your ID.
        </p>
      ) : null}
    </div>
  );
}

/** The customer's latest attempts, with the reason any was refused. */
export function AttemptList({ attempts, locale }: { attempts: VerificationDto['attempts']; locale: string }) {
  if (attempts.length === 0) return null;
  return (
    <section aria-labelledby="attempts-heading" className="mt-10">
      <h2 id="attempts-heading" className="text-xl font-bold text-theme-primary">
        Your verification attempts
      </h2>
      <ul className="mt-3 flex flex-col gap-2" data-testid="verification-attempts">
        {attempts.map((a) => (
          <li key={a.id} className="rounded-theme border border-mono/15 p-3">
            <span className="font-semibold">{METHOD_NAMES[a.method] ?? a.method}</span>:{' '}
            {OUTCOME_NAMES[a.outcome] ?? a.outcome}{' '}
            <span className="text-mono/70">({formatDateTime(a.createdAt, locale)})</span>
            {a.reason ? <p className="mt-1">{a.reason}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A labelled input with its error, described by it. */
export function Field({
  id,
  name,
  label,
  error,
  hint,
  defaultValue,
  type = 'text',
  autoComplete,
}: {
  id: string;
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  defaultValue?: string | undefined;
  type?: string;
  autoComplete?: string;
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-mono/70">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="mt-1 w-full rounded-theme border border-mono/30 px-3 py-2"
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
