import {
  PREFERENCES_MESSAGES,
  UNSUBSCRIBE_REASON_LABELS,
  UNSUBSCRIBE_REASONS,
  type UnsubscribeReason,
} from '@lottoshop/contracts/communication';
import { data, Form, Link, useNavigation } from 'react-router';
import { loadPreferences, readLink, unsubscribe } from '../features/account/preferences.server.ts';
import { InvalidLink } from '../features/account/preferences-view.tsx';
import { loadOffers } from '../features/play/offers.server.ts';
import { isApiError } from '../lib/api-errors.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import { readVisitor } from '../lib/session.server.ts';
import type { Route } from './+types/unsubscribe.$customerId';

/**
 * /unsubscribe/{customerId}/{productOfferKey?}?token=… (open; the link at the foot of a marketing e-mail): stop
 * the shop's marketing e-mails, or just those about one offer, with optional reasons (PUT
 * /customer/{id}/communication-preferences/email). The link's signed token, not the id, is what allows it.
 */
const OFFER_KEY = /^[a-z0-9_]{1,64}$/;

function linkOf(request: Request, params: Route.LoaderArgs['params']) {
  const token = new URL(request.url).searchParams.get('token');
  const offerKey = params.productOfferKey;
  if (offerKey !== undefined && !OFFER_KEY.test(offerKey)) return null;
  const link = readLink(params.customerId, token);
  return link ? { link, offerKey, token: token ?? '' } : null;
}

const refused = () => data({ state: 'invalid' as const }, { status: 403 });

export async function loader({ request, params }: Route.LoaderArgs) {
  const found = linkOf(request, params);
  if (!found) return refused();
  try {
    const [current, offers] = await Promise.all([
      loadPreferences(found.link),
      found.offerKey ? loadOffers(readVisitor(request).identity) : Promise.resolve([]),
    ]);
    const offer = offers.find((o) => o.key === found.offerKey);
    if (found.offerKey && !offer) return refused();
    return {
      state: 'asking' as const,
      offerName: offer?.name ?? null,
      alreadyOff: offer ? current.unsubscribedOffers.includes(offer.key) : !current.preferences.email,
      preferencesHref: `/communication-preferences/${encodeURIComponent(found.link.customerId)}?token=${encodeURIComponent(found.token)}`,
    };
  } catch (err) {
    if (isApiError(err) && (err.status === 403 || err.status === 404)) return refused();
    throw err;
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await readFormData(request);
  const found = linkOf(request, params);
  if (!found) return refused();
  const reasons = form
    .getAll('reason')
    .filter((r): r is UnsubscribeReason => (UNSUBSCRIBE_REASONS as readonly unknown[]).includes(r));
  try {
    await unsubscribe(found.link, { reasons, productOfferKey: found.offerKey });
  } catch (err) {
    if (isApiError(err) && err.status < 500) return refused();
    throw err;
  }
  return { state: 'done' as const };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Unsubscribe', siteNameFrom(matches)) }];
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (loaderData.state === 'invalid' || actionData?.state === 'invalid') {
    return <InvalidLink message={PREFERENCES_MESSAGES.invalidLink} />;
  }
  const what = loaderData.offerName ? `e-mails about ${loaderData.offerName}` : 'marketing e-mails';
  const manage = (
    <Link to={loaderData.preferencesHref} className="font-semibold text-action-secondary underline">
      Manage all your communication preferences
    </Link>
  );
  if (actionData?.state === 'done' || loaderData.alreadyOff) {
    return (
      <div className="mx-auto max-w-xl py-10">
        <h1 className="text-3xl font-extrabold text-theme-primary">{PREFERENCES_MESSAGES.unsubscribed}</h1>
        <p className="mt-4" role="status">
          You will no longer receive {what} from us. Account e-mails (receipts, prizes and security messages)
          are still sent.
        </p>
        <p className="mt-6">{manage}</p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-xl py-10">
      <h1 id="unsubscribe-heading" className="text-3xl font-extrabold text-theme-primary">
        Unsubscribe
      </h1>
      <p className="mt-4">Stop receiving {what}?</p>
      <Form method="post" className="mt-6 space-y-6" aria-labelledby="unsubscribe-heading">
        <fieldset className="space-y-3">
          <legend className="font-bold">Tell us why (optional)</legend>
          {UNSUBSCRIBE_REASONS.map((reason) => (
            <div key={reason} className="flex items-center gap-3">
              <input
                id={`reason-${reason}`}
                type="checkbox"
                name="reason"
                value={reason}
                className="size-5 accent-action-secondary"
              />
              <label htmlFor={`reason-${reason}`}>{UNSUBSCRIBE_REASON_LABELS[reason]}</label>
            </div>
          ))}
        </fieldset>
        <button
          type="submit"
          disabled={navigation.state === 'submitting'}
          className="rounded-theme bg-action-primary px-6 py-3 font-bold text-white hover:opacity-90 disabled:opacity-60"
        >
          Unsubscribe
        </button>
      </Form>
      <p className="mt-6">{manage}</p>
    </div>
  );
}
