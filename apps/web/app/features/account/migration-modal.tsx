import { formatMoney } from '@lottoshop/contracts/formatting';
import { MIGRATION_MESSAGES, MIGRATION_POLL } from '@lottoshop/contracts/migration-messages';
import type { MoneyDto } from '@lottoshop/contracts/money';
import { useEffect, useRef, useState } from 'react';
import { Form, useFetcher, useLocation, useRevalidator } from 'react-router';

type Step = 'prompt' | 'in_progress' | 'failure' | 'success';
type Answer = { status?: string; legacyBalance?: MoneyDto | null; error?: string };

/**
 * The account migration modal (spec 2 §2, §9): four steps — the prompt (the accept-terms box must be ticked
 * before 'Move my account' enables), in progress, failure (with retry) and success (which refreshes the page's
 * offers). Accepting posts to /migration; a 202 is polled by posting again, first after 3 seconds, then every 3
 * seconds, 5 tries at most; a 200 is success. A soft migration can be put off ('Not now': the dismissed cookie, 7
 * days); a hard one cannot.
 */
export function MigrationModal({
  start,
}: {
  start: 'eligible_soft' | 'eligible_hard' | 'in_progress' | null;
}) {
  const location = useLocation();
  const fetcher = useFetcher<Answer>();
  const revalidator = useRevalidator();
  const [step, setStep] = useState<Step>(start === 'in_progress' ? 'in_progress' : 'prompt');
  const [agreed, setAgreed] = useState(false);
  const [closed, setClosed] = useState(false);
  const tries = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  const [balance, setBalance] = useState<string | null>(null);
  // Once the move starts, the modal stays until closed: the page's data moves on (in progress, then migrated)
  // meanwhile. At the prompt it follows the page (put off: gone).
  const [opened, setOpened] = useState(start);
  useEffect(() => {
    if (start && !opened) setOpened(start);
    if (!start && opened && step === 'prompt') setOpened(null);
  }, [start, opened, step]);

  const migrate = () =>
    fetcher.submit(
      { intent: 'migrate', acceptTerms: 'yes', mode: 'fetch' },
      { method: 'post', action: '/migration' },
    );

  // A move already in progress when the page opened is polled the same way.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the modal opens
  useEffect(() => {
    if (start === 'in_progress') timer.current = window.setTimeout(migrate, MIGRATION_POLL.initialDelayMs);
    return () => window.clearTimeout(timer.current);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to each answer
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== 'idle' || !answer) return;
    if (answer.status === 'migrated') {
      setBalance(answer.legacyBalance ? formatMoney(answer.legacyBalance) : null);
      setStep('success');
      return;
    }
    if (answer.status === 'in_progress' && tries.current < MIGRATION_POLL.maxTries) {
      setStep('in_progress');
      tries.current += 1;
      timer.current = window.setTimeout(
        migrate,
        tries.current === 1 ? MIGRATION_POLL.initialDelayMs : MIGRATION_POLL.intervalMs,
      );
      return;
    }
    setStep('failure');
  }, [fetcher.state, fetcher.data]);

  if (closed || !opened) return null;
  const soft = opened === 'eligible_soft';
  const title = {
    prompt: MIGRATION_MESSAGES.promptTitle,
    in_progress: MIGRATION_MESSAGES.inProgressTitle,
    failure: MIGRATION_MESSAGES.failureTitle,
    success: MIGRATION_MESSAGES.successTitle,
  }[step];
  const button =
    'rounded-theme bg-action-primary px-4 py-2 font-bold text-white hover:opacity-90 disabled:opacity-60';
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/60 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="migration-title"
        className="w-full max-w-[550px] rounded-theme bg-white p-6 shadow-xl"
        data-testid="migration-modal"
        data-step={step}
      >
        <h2 id="migration-title" className="text-xl font-extrabold text-theme-primary">
          {title}
        </h2>
        {step === 'prompt' ? (
          <Form
            method="post"
            action="/migration"
            className="mt-3 space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              tries.current = 0;
              setStep('in_progress');
              migrate();
            }}
          >
            <p>{MIGRATION_MESSAGES.prompt}</p>
            <input type="hidden" name="intent" value="migrate" />
            <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
            <label className="flex items-start gap-3">
              <input
                type="checkbox"
                name="acceptTerms"
                value="yes"
                checked={agreed}
                onChange={(e) => setAgreed(e.currentTarget.checked)}
                className="mt-1 h-5 w-5"
              />
              <span>{MIGRATION_MESSAGES.acceptTerms}</span>
            </label>
            <div className="flex flex-wrap items-center gap-3">
              <button type="submit" className={button} disabled={!agreed}>
                Move my account
              </button>
            </div>
          </Form>
        ) : null}
        {step === 'prompt' && soft ? (
          <Form method="post" action="/migration" className="mt-3">
            <input type="hidden" name="intent" value="dismiss" />
            <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
            <button type="submit" className="font-semibold text-action-secondary underline">
              Not now
            </button>
          </Form>
        ) : null}
        {step === 'in_progress' ? (
          <p role="status" className="mt-3">
            {MIGRATION_MESSAGES.inProgress}
          </p>
        ) : null}
        {step === 'failure' ? (
          <div className="mt-3 space-y-4">
            <p role="alert">{fetcher.data?.error ?? MIGRATION_MESSAGES.failure}</p>
            <button
              type="button"
              className={button}
              onClick={() => {
                tries.current = 0;
                setStep('in_progress');
                migrate();
              }}
            >
              Try again
            </button>
          </div>
        ) : null}
        {step === 'success' ? (
          <div className="mt-3 space-y-4">
            <p role="status">{MIGRATION_MESSAGES.success(balance ?? 'Your balance')}</p>
            <button
              type="button"
              className={button}
              onClick={() => {
                setClosed(true);
                // Success refreshes the page's data (its offers and the wallet).
                void revalidator.revalidate();
              }}
            >
              Continue
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
