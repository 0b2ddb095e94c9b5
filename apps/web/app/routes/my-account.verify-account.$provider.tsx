import { data, Link } from 'react-router';
import { AccountBreadcrumb } from '../components/shell/account-breadcrumb.tsx';
import { LimitNotice } from '../features/responsible-play/limits-view.tsx';
import {
  completeProviderVerification,
  loadVerification,
} from '../features/verification/verification.server.ts';
import { VerificationStatus } from '../features/verification/verification-view.tsx';
import { forSession, requireAccountPage } from '../lib/account-page.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import type { Route } from './+types/my-account.verify-account.$provider';

const PROVIDERS = { connectid: 'ConnectID', greenid: 'greenID' } as const;

/**
 * /my-account/verify-account/connectid and /my-account/verify-account/greenid (capability verify_id; decision
 * 050): where ConnectID and the provider's hosted page send the customer back. The API completes the verification
 * (checking ConnectID's state and nonce, or asking the hosted page's provider itself how it ended) and this page
 * says how it went.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { session } = await requireAccountPage(request, 'verify_id');
  const provider = params.provider;
  if (provider !== 'connectid' && provider !== 'greenid') throw data(null, { status: 404 });
  const answer = await forSession(request, session, () =>
    completeProviderVerification(session, provider, new URL(request.url).searchParams),
  );
  const verification = await forSession(request, session, () => loadVerification(session));
  return data(
    { answer, verification, name: PROVIDERS[provider] },
    { status: answer.error && !answer.outcome ? 400 : 200, headers: session.headers() },
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(`Verify with ${loaderData?.name ?? 'a provider'}`, siteNameFrom(matches)) }];
}

export default function VerifyAccountReturn({ loaderData }: Route.ComponentProps) {
  const { answer, verification, name } = loaderData;
  return (
    <div className="mx-auto max-w-3xl py-10">
      <AccountBreadcrumb />
      <h1 className="mt-2 text-3xl font-extrabold text-theme-primary">Verify with {name}</h1>
      <div className="mt-6">
        <LimitNotice notice={answer.notice} error={answer.error} />
      </div>
      <VerificationStatus verification={verification} />
      <p className="mt-6">
        <Link
          to={verification.isVerified ? '/my-account' : '/my-account/verify-account'}
          className="font-semibold text-theme-primary underline"
        >
          {verification.isVerified ? 'Back to my account' : 'Back to verifying your account'}
        </Link>
      </p>
    </div>
  );
}
