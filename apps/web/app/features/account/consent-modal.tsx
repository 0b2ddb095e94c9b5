import { CONSENT_MESSAGES } from '@lottoshop/contracts/consent-messages';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import type { ShellConsent } from '../../lib/shell-data.ts';

/**
 * What a signed-in customer must consent to before going on, as a modal over every page: the terms in force
 * after an operator published a new version (POST /customer/terms-and-conditions), or, from a restricted
 * country, that they may play from there (POST /customer/terms-and-conditions/location). It cannot be closed;
 * the customer can read the terms, or log out. A plain form: it works without JavaScript.
 */
export function ConsentModal({ consent }: { consent: ShellConsent | null }) {
  const location = useLocation();
  const navigation = useNavigation();
  if (!consent) return null;
  const busy = navigation.state === 'submitting' && navigation.formAction === '/consents';
  const returnTo = `${location.pathname}${location.search}`;
  const terms = consent.kind === 'terms';
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/60 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="consent-title"
        aria-describedby="consent-intro"
        className="w-full max-w-[550px] rounded-theme bg-white p-6 shadow-xl"
        data-testid="consent-modal"
      >
        <h2 id="consent-title" className="text-xl font-extrabold text-theme-primary">
          {terms ? CONSENT_MESSAGES.termsTitle : CONSENT_MESSAGES.locationTitle}
        </h2>
        <p id="consent-intro" className="mt-2">
          {terms ? CONSENT_MESSAGES.termsIntro : CONSENT_MESSAGES.locationIntro(consent.country)}
        </p>
        {terms ? (
          <p className="mt-3 rounded-theme bg-theme-tertiary p-3 text-sm">
            <span className="font-semibold">What has changed: </span>
            {consent.summary}{' '}
            <Link
              to="/about/terms-and-conditions"
              target="_blank"
              className="font-semibold text-action-secondary underline"
            >
              Read the terms and conditions
            </Link>
          </p>
        ) : null}
        <Form method="post" action="/consents" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value={terms ? 'accept-terms' : 'confirm-location'} />
          {terms ? <input type="hidden" name="version" value={consent.version} /> : null}
          <input type="hidden" name="returnTo" value={returnTo} />
          <label className="flex items-start gap-3">
            <input type="checkbox" name="agree" value="yes" required className="mt-1 h-5 w-5" />
            <span>{terms ? CONSENT_MESSAGES.termsCheckbox : CONSENT_MESSAGES.locationCheckbox}</span>
          </label>
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="submit"
              disabled={busy}
              className="rounded-theme bg-action-primary px-4 py-2 font-bold text-white hover:opacity-90 disabled:opacity-60"
            >
              {busy ? 'Please wait…' : terms ? 'Accept and continue' : 'Confirm and continue'}
            </button>
          </div>
        </Form>
        <Form method="post" action="/logout" className="mt-3">
          <button type="submit" className="text-sm font-semibold text-action-secondary underline">
            Log out instead
          </button>
        </Form>
      </div>
    </div>
  );
}
