import {
  CHANNEL_NAMES,
  type CommunicationChannel,
  type CommunicationPreferencesDto,
} from '@lottoshop/contracts/communication';
import { Form, Link, useNavigation } from 'react-router';

/** What a refused link looks like: it says so, and offers to log in instead. */
export function InvalidLink({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-xl py-10">
      <h1 className="text-3xl font-extrabold text-theme-primary">This link is not valid</h1>
      <p className="mt-4">{message}</p>
      <p className="mt-6">
        <Link
          to="/login?redirectTo=%2Fcommunication-preferences"
          className="rounded-theme bg-action-primary px-4 py-3 font-bold text-white hover:opacity-90"
        >
          Log in
        </Link>
      </p>
    </div>
  );
}

/** One checkbox per channel the site offers, in the spec's order (push is never shown). */
export function PreferencesForm({ current }: { current: CommunicationPreferencesDto }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const shown = current.features.methods.filter((m) => current.features.methodsEnabled.includes(m.key));
  return (
    <Form method="post" className="mt-8 space-y-6">
      <fieldset className="space-y-4">
        <legend className="font-bold">Tell me about draws, jackpots and offers by:</legend>
        {shown.map((method) => (
          <div key={method.key} className="flex items-center gap-3">
            <input
              id={`channel-${method.key}`}
              type="checkbox"
              name="channel"
              value={method.key}
              defaultChecked={current.preferences[method.key as CommunicationChannel]}
              className="size-5 accent-action-secondary"
            />
            <label htmlFor={`channel-${method.key}`}>{method.name || CHANNEL_NAMES[method.key]}</label>
          </div>
        ))}
      </fieldset>
      {current.unsubscribedOffers.length > 0 ? (
        <p className="text-sm text-mono/80" data-testid="unsubscribed-offers">
          You have stopped e-mails about: {current.unsubscribedOffers.join(', ')}. Saving with e-mail ticked
          starts them again.
        </p>
      ) : null}
      <p className="text-sm text-mono/80">
        Account e-mails (receipts, prizes, security and password messages) are always sent.
      </p>
      <button
        type="submit"
        disabled={busy}
        className="rounded-theme bg-action-primary px-6 py-3 font-bold text-white hover:opacity-90 disabled:opacity-60"
      >
        {busy ? 'Please wait…' : 'Save preferences'}
      </button>
    </Form>
  );
}
