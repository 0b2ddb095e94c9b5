import { TWO_FACTOR_MESSAGES } from '@lottoshop/contracts/two-factor';
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useFetcher, useLocation, useNavigation } from 'react-router';
import type { ElevationState } from './elevation.ts';
import { OtpField } from './otp-field.tsx';
import { ResendCodeButton } from './resend-code-button.tsx';

/** 'Resend code' inside the modal: posts to /two-factor/send-code with a fetcher, so the modal stays open. */
function ResendInModal({ locked }: { locked: boolean }) {
  const fetcher = useFetcher<{ notice?: string; error?: string }>();
  const answer = fetcher.data;
  return (
    <div className="text-sm">
      <ResendCodeButton
        type="button"
        locked={locked}
        key={answer?.notice ?? 'first'}
        disabled={fetcher.state !== 'idle'}
        onClick={() =>
          fetcher.submit({ intent: 'resend' }, { method: 'post', action: '/two-factor/send-code' })
        }
      />
      <p role="status" className="mt-1" data-testid="resend-answer">
        {answer?.notice ?? answer?.error ?? ''}
      </p>
    </div>
  );
}

const REPLAY_PREFIX = 'replay.';

/**
 * The two-factor modal (spec 2 §2): '2 factor authentication is required to complete this action', a code form
 * and a support link. It posts the code with the pending action's fields (intent `elevate`); Close or Escape
 * abandons the action (spec 1 §4 `abandoned`).
 */
export function ElevationModal({ state }: { state: ElevationState }) {
  const location = useLocation();
  const navigation = useNavigation();
  const [abandoned, setAbandoned] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const busy = navigation.state === 'submitting';

  // The page gives each answer of its action its own key, so another code asked for opens the modal afresh.
  useEffect(() => {
    dialogRef.current?.querySelector<HTMLInputElement>('input[name="otp"]')?.focus();
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setAbandoned(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (abandoned || state.status !== 'requesting_otp') return null;
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/50 p-4">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="elevation-title"
        className="w-full max-w-[550px] rounded-theme bg-white p-6 shadow-xl"
        data-testid="elevation-modal"
        data-elevation-status={state.status}
      >
        <h2 id="elevation-title" className="text-xl font-extrabold text-theme-primary">
          {TWO_FACTOR_MESSAGES.modalTitle}
        </h2>
        <p className="mt-2 text-mono/80">
          {state.emailedTo ? TWO_FACTOR_MESSAGES.emailed(state.emailedTo) : TWO_FACTOR_MESSAGES.required}
        </p>
        <Form method="post" noValidate className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="elevate" />
          <input type="hidden" name="replayIntent" value={state.pending.intent} />
          {state.emailedTo ? <input type="hidden" name="emailedTo" value={state.emailedTo} /> : null}
          {Object.entries(state.pending.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={`${REPLAY_PREFIX}${name}`} value={value} />
          ))}
          {state.error ? (
            <p role="alert" className="font-semibold text-error">
              {state.error}
            </p>
          ) : null}
          <OtpField locked={state.locked === true} />
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="submit"
              disabled={busy || state.locked === true}
              className="rounded-theme bg-action-primary px-4 py-2 font-bold text-white hover:opacity-90 disabled:opacity-60"
            >
              {busy ? 'Please wait…' : 'Verify'}
            </button>
            <Link
              to={location.pathname}
              replace
              onClick={() => setAbandoned(true)}
              className="rounded-theme border border-theme-primary px-4 py-2 font-semibold text-theme-primary"
            >
              Close
            </Link>
          </div>
          {state.emailedTo ? <ResendInModal locked={state.locked === true} /> : null}
          <p className="text-sm">
            Having trouble?{' '}
            <Link to="/about/contact-us" className="font-semibold text-action-secondary underline">
              Contact support
            </Link>
          </p>
        </Form>
      </div>
    </div>
  );
}
