import { Link } from 'react-router';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import type { Route } from './+types/close-my-account.success';

/** /close-my-account/success: where closing the account ends, signed out (spec 1 §2, §4). */
export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Your account is closed', siteNameFrom(matches)) }];
}

export default function CloseMyAccountSuccess() {
  return (
    <div className="mx-auto max-w-xl py-10">
      <h1 className="text-3xl font-extrabold text-theme-primary">Your account is closed</h1>
      <p className="mt-4" role="status">
        You have been logged out, and your account can no longer be used to log in. Thank you for playing with
        us.
      </p>
      <p className="mt-6">
        <Link to="/" className="font-semibold text-action-secondary underline">
          Back to the home page
        </Link>
      </p>
    </div>
  );
}
