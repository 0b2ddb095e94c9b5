import { EMAIL_CONFIRMATION_MESSAGES } from '@lottoshop/contracts/email-confirmation-messages';
import { useEffect, useState } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { DetailsModal } from './details-modal.tsx';
import { DETAILS_PATH } from './details-path.ts';

/**
 * The confirmation banner (spec 2 §2): asks the signed-in customer to confirm their address, or else their
 * e-mail address, while the server flags it. Confirm posts to /my-account/confirm-address (a PATCH at the API) and
 * the next page shows the success notice; Update opens the account details. Not shown on the details page.
 */

const BUTTON = 'rounded-theme px-3 py-1.5 text-sm font-bold';

export function ConfirmationBanner({
  confirm,
  detailsInModal = false,
}: {
  confirm: 'address' | 'email' | null;
  /** The `account_details_manage` capability: 'Update' opens the details as a modal (a link without JavaScript). */
  detailsInModal?: boolean;
}) {
  const location = useLocation();
  const hydrated = useHydrated();
  const [editing, setEditing] = useState(false);
  // Saved, the details' action goes back to this page: a new location closes the modal.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new location on purpose
  useEffect(() => setEditing(false), [location.key]);
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
        <Link
          to={DETAILS_PATH}
          onClick={(event) => {
            if (!detailsInModal || !hydrated) return;
            event.preventDefault();
            setEditing(true);
          }}
          className={`${BUTTON} border border-action-primary text-action-primary`}
        >
          Update
        </Link>
      </div>
      {editing ? <DetailsModal onClose={() => setEditing(false)} /> : null}
    </section>
  );
}
