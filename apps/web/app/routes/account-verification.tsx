import { data, Link } from 'react-router';
import { loadVerification } from '../features/verification/verification.server.ts';
import { VerificationStatus } from '../features/verification/verification-view.tsx';
import { forSession, requireAccountPage } from '../lib/account-page.server.ts';
import { requireCapability } from '../lib/capabilities.server.ts';
import { loadPageContext } from '../lib/guards.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { requestSession } from '../lib/session.server.ts';
import type { Route } from './+types/account-verification';

/**
 * /account-verification (the landing, capability verify_id; spec 1 §2): why we verify a customer's identity and
 * where they stand, with the way on to verify. Links and e-mails that ask a customer to verify come here. It is a
 * landing page, open signed out: a visitor reads why and how, and is asked to log in to verify (the site must have
 * verify_id on; it is a customer-only capability, so the site's switch decides, not the anonymous segment).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = requestSession(request, context);
  if (!session.signedIn) {
    const { config } = await loadPageContext(request);
    requireCapability(config.siteCapabilities, 'verify_id');
    return data(
      { verification: null, loginTo: `/login?redirectTo=${encodeURIComponent('/account-verification')}` },
      { headers: session.headers() },
    );
  }
  const { session: customer } = await requireAccountPage(request, 'verify_id');
  const verification = await forSession(request, customer, () => loadVerification(customer));
  return data({ verification, loginTo: null }, { headers: customer.headers() });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Account verification', siteNameFrom(matches)) }];
}

export default function AccountVerification({ loaderData }: Route.ComponentProps) {
  const { verification, loginTo } = loaderData;
  return (
    <div className="mx-auto max-w-3xl py-10">
      <h1 className="text-3xl font-extrabold text-theme-primary">Account verification</h1>
      <p className="mt-2 mb-6 text-mono/80">
        As a licensed Australian lottery reseller we must confirm who our customers are and that they are over
        18. We verify you once: before your first withdrawal, and once you have spent a set amount with us.
      </p>
      {verification === null ? (
        <>
          <p className="mb-6 text-mono/80">
            We check your details with an identity service or against your Australian driver licence; when
            that cannot be done online, you upload a copy of an identity document for us to review. Prizes are
            credited to your account straight away, verified or not.
          </p>
          <p>
            <Link
              to={loginTo ?? '/login'}
              className="inline-block rounded-theme bg-action-primary px-4 py-2 font-bold text-white hover:opacity-90"
            >
              Log in to verify your account
            </Link>
          </p>
        </>
      ) : (
        <VerificationStatus verification={verification} />
      )}
      {verification === null ? null : verification.isVerified ? (
        <p className="mt-6">
          <Link to="/my-account" className="font-semibold text-theme-primary underline">
            Back to my account
          </Link>
        </p>
      ) : (
        <p className="mt-6">
          <Link
            to="/my-account/verify-account"
            className="inline-block rounded-theme bg-action-primary px-4 py-2 font-bold text-white hover:opacity-90"
          >
            Verify my account
          </Link>
        </p>
      )}
    </div>
  );
}
