import { EMAIL_CONFIRMATION_MESSAGES } from '@lottoshop/contracts/email-confirmation';
import { Form, Link, useLocation } from 'react-router';

/**
 * The confirmation banner (spec 2 §2): asks the signed-in customer to confirm their address, or else their
 * e-mail address, while the server flags it. Confirm posts to /my-account/confirm-address (a PATCH at the API) and
 * the next page shows the success notice; Update opens the account details. Not shown on the details page.
 */
export const DETAILS_PATH = '/my-account/my-details';

const BUTTON = 'rounded-theme px-3 py-1.5 text-sm font-bold';

export function ConfirmationBanner({ confirm }: { confirm: 'address' | 'email' | null }) {
  const location = useLocation();
  if (!confirm || location.pathname === DETAILS_PATH) return null;
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <section
      aria-label="Confirm your details"
      data-testid="confirmation-banner"
      className="bg-theme-tertiary px-4 py-3"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3">
        <p className="grow font-semibold">
          {confirm === 'address'
            ? EMAIL_CONFIRMATION_MESSAGES.addressBanner
            : EMAIL_CONFIRMATION_MESSAGES.emailBanner}
        </p>
        <Form method="post" action="/my-account/confirm-address">
          <input
            type="hidden"
            name="intent"
            value={confirm === 'address' ? 'confirm-address' : 'resend-email'}
          />
          <input type="hidden" name="returnTo" value={returnTo} />
          <button type="submit" className={`${BUTTON} bg-action-primary text-white`}>
            Confirm
          </button>
        </Form>
        <Link to={DETAILS_PATH} className={`${BUTTON} border border-action-primary text-action-primary`}>
          Update
        </Link>
      </div>
    </section>
  );
}
