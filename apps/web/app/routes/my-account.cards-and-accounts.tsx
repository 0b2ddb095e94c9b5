import { data, Form, useActionData, useNavigation } from 'react-router';
import { FormError } from '../components/forms/form-field.tsx';
import { AccountBreadcrumb } from '../components/shell/account-breadcrumb.tsx';
import { sensitiveFormAction } from '../features/sign-in/elevation.server.ts';
import type { ElevationState } from '../features/sign-in/elevation.ts';
import { ElevationModal } from '../features/sign-in/elevation-modal.tsx';
import { BankAccountsSection } from '../features/wallet/bank-accounts-section.tsx';
import { loadBankAccounts, removeBankAccount } from '../features/wallet/banking.server.ts';
import { CardEntryField } from '../features/wallet/card-entry-field.tsx';
import {
  addBankAccountWith,
  addWith,
  type CardsFormAnswer,
  readRedirect,
  withFlash,
} from '../features/wallet/cards-page-actions.server.ts';
import {
  cardEntryOf,
  loadCardGateway,
  loadCards,
  makeDefaultCard,
  removeCard,
} from '../features/wallet/funds.server.ts';
import { forSession, requireAccountPage } from '../lib/account-page.server.ts';
import { isApiError } from '../lib/api-errors.ts';
import { readFormData } from '../lib/form-data.server.ts';
import { pageTitle, siteNameFrom } from '../lib/meta.ts';
import type { Route } from './+types/my-account.cards-and-accounts';

/**
 * /my-account/cards-and-accounts (protected, capability wallet_deposit): the customer's saved cards (brand, last
 * four digits, expiry, verification label), which one is the default, removing one, and adding one in the card
 * processor's hosted field (framed from the processor's origin) or, with Stripe, Stripe.js's card Element (a frame
 * on Stripe's origin, confirming a SetupIntent; decision 047): either way the card number never reaches the shop. Saving a
 * card is a sensitive action: with two-factor on, the session is elevated first (the two-factor modal). A
 * `redirectTo` (e.g. back to the deposit form) is followed once a card is saved.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ request }: Route.LoaderArgs) {
  const { session } = await requireAccountPage(request, 'wallet_deposit');
  const [cards, gateway, bankAccounts] = await forSession(request, session, () =>
    Promise.all([loadCards(session), loadCardGateway(session), loadBankAccounts(session)]),
  );
  const origin = new URL(request.url).origin;
  const entry = gateway
    ? await forSession(request, session, () => cardEntryOf(session, gateway, origin))
    : null;
  return data(
    {
      cards,
      bankAccounts,
      gateway: entry,
      redirectTo: readRedirect(new URL(request.url).searchParams.get('redirectTo')),
    },
    { headers: session.headers() },
  );
}

type CardsActionData = CardsFormAnswer & { elevation?: ElevationState };

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const { session } = await requireAccountPage(request, 'wallet_deposit');
  const intent = form.get('intent');
  if (intent === 'remove-bank-account') {
    const id = form.get('bankAccountId');
    if (typeof id !== 'string' || !UUID.test(id)) {
      return data<CardsActionData>(
        { formError: 'That bank account could not be found.' },
        { status: 400, headers: session.headers() },
      );
    }
    try {
      await forSession(request, session, () => removeBankAccount(session, id));
    } catch (err) {
      if (!isApiError(err)) throw err;
      return data<CardsActionData>(
        { formError: err.message },
        { status: err.status, headers: session.headers() },
      );
    }
    return withFlash(session, 'bank_account_removed', '/my-account/cards-and-accounts');
  }
  if (
    intent === 'add-bank-account' ||
    (intent === 'elevate' && form.get('replayIntent') === 'add-bank-account')
  ) {
    const out = await sensitiveFormAction<CardsActionData>({
      request,
      session,
      form,
      intent: 'add-bank-account',
      run: (f) => addBankAccountWith(session, f),
      secretFields: [],
      empty: () => ({}),
    });
    return out instanceof Response
      ? out
      : data(out.result, { status: out.status === 422 ? 400 : out.status, headers: session.headers() });
  }
  if (intent === 'default' || intent === 'remove') {
    const fundId = form.get('fundId');
    if (typeof fundId !== 'string' || !UUID.test(fundId)) {
      return data<CardsActionData>(
        { formError: 'That card could not be found.' },
        { status: 400, headers: session.headers() },
      );
    }
    try {
      await forSession(request, session, () =>
        intent === 'default' ? makeDefaultCard(session, fundId) : removeCard(session, fundId),
      );
    } catch (err) {
      if (!isApiError(err)) throw err;
      return data<CardsActionData>(
        { formError: err.message },
        { status: err.status, headers: session.headers() },
      );
    }
    return withFlash(
      session,
      intent === 'default' ? 'default_card_changed' : 'card_removed',
      '/my-account/cards-and-accounts',
    );
  }
  const gateway = await forSession(request, session, () => loadCardGateway(session));
  if (!gateway) {
    return data<CardsActionData>(
      { formError: 'Cards are not accepted at the moment. Please try again later.' },
      { status: 422, headers: session.headers() },
    );
  }
  const out = await sensitiveFormAction<CardsActionData>({
    request,
    session,
    form,
    intent: 'add-card',
    run: (f) => addWith(session, f, gateway.gateway),
    secretFields: [],
    empty: () => ({}),
  });
  return out instanceof Response ? out : data(out.result, { status: out.status, headers: session.headers() });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Cards and accounts', siteNameFrom(matches)) }];
}

const BUTTON =
  'rounded-theme border border-theme-primary px-3 py-1 text-sm font-semibold text-theme-primary hover:bg-theme-tertiary';

export default function CardsAndAccounts({ loaderData }: Route.ComponentProps) {
  const state = useActionData<typeof action>() as CardsActionData | undefined;
  const navigation = useNavigation();
  const saving = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'add-card';
  const { cards, gateway, redirectTo, bankAccounts } = loaderData;
  return (
    <div className="mx-auto max-w-xl py-10">
      <AccountBreadcrumb />
      <h1 id="cards-heading" className="mt-2 mb-6 text-3xl font-extrabold text-theme-primary">
        Cards and accounts
      </h1>
      <FormError message={state?.bankAccount ? undefined : state?.formError} />
      {state?.notice ? (
        <p role="status" className="mb-6 rounded-theme bg-theme-tertiary p-4 font-semibold">
          {state.notice}
        </p>
      ) : null}
      <section aria-labelledby="saved-cards-heading">
        <h2 id="saved-cards-heading" className="text-xl font-bold">
          Your cards
        </h2>
        {cards.length === 0 ? (
          <p className="mt-2 text-mono/80">You have no saved cards yet.</p>
        ) : (
          <ul className="mt-3 space-y-3" data-testid="saved-cards">
            {cards.map((card) => {
              const label = `${card.brand} ending ${card.lastFour}`;
              return (
                <li
                  key={card.id}
                  className="rounded-theme border border-mono/20 p-4"
                  data-testid="saved-card"
                >
                  <p className="font-semibold">
                    {label}
                    {card.default ? (
                      <span className="ml-2 rounded-theme bg-theme-tertiary px-2 py-0.5 text-sm">
                        Default
                      </span>
                    ) : null}
                  </p>
                  <p className="text-sm text-mono/80">
                    Expires {String(card.expiryMonth).padStart(2, '0')}/{String(card.expiryYear).slice(-2)} ·{' '}
                    {card.verification}
                  </p>
                  <div className="mt-2 flex gap-2">
                    {card.default ? null : (
                      <Form method="post">
                        <input type="hidden" name="intent" value="default" />
                        <input type="hidden" name="fundId" value={card.id} />
                        <button type="submit" className={BUTTON} aria-label={`Make default: ${label}`}>
                          Make default
                        </button>
                      </Form>
                    )}
                    <Form method="post">
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="fundId" value={card.id} />
                      <button type="submit" className={BUTTON} aria-label={`Remove ${label}`}>
                        Remove
                      </button>
                    </Form>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby="add-card-heading" className="mt-10">
        <h2 id="add-card-heading" className="text-xl font-bold">
          Add a card
        </h2>
        {gateway ? (
          <>
            <p className="mt-2 text-sm text-mono/80">
              Your card details go straight to our card processor; we keep only the card's last four digits
              and expiry.
            </p>
            <div className="mt-3">
              <CardEntryField entry={gateway} redirectTo={redirectTo} />
            </div>
            {saving ? (
              <p role="status" className="mt-2 font-semibold">
                Saving your card…
              </p>
            ) : null}
          </>
        ) : (
          <p role="status" className="mt-2 rounded-theme bg-theme-tertiary p-4">
            Cards are not accepted at the moment. Please try again later.
          </p>
        )}
      </section>
      <BankAccountsSection
        key={state?.bankAccount ? JSON.stringify(state.bankAccount.values) : 'new'}
        accounts={bankAccounts}
        state={state?.bankAccount}
      />
      {state?.elevation ? <ElevationModal key={state.elevation.id} state={state.elevation} /> : null}
    </div>
  );
}
