/**
 * The raffle side of the offer page /{productOfferKey}: loading the raffle, and adding its tickets to the cart
 * from the buy form (then to /cart). A refused add answers the form again with the message.
 */
import { data, redirect } from 'react-router';
import { isApiError } from '../../lib/api-errors.ts';
import type { RequestSession } from '../../lib/session.server.ts';
import { addRaffleCartItem } from '../cart-checkout/index.server.ts';
import { cartPathWithCampaign } from '../cart-checkout/index.ts';
import { type RaffleFormErrors, type RaffleFormValues, readRaffleForm } from './raffle-form.server.ts';
import { loadRaffle } from './raffles.server.ts';

export type RaffleActionResult = { kind: 'raffle'; values: RaffleFormValues; errors: RaffleFormErrors };

/** The raffle's page data, or the 404 page when the API knows no such raffle. */
export async function loadRafflePage(session: RequestSession, key: string) {
  try {
    return await loadRaffle(session.identity, key);
  } catch (err) {
    if (isApiError(err) && err.status === 404) throw data(null, { status: 404 });
    throw err;
  }
}

export async function raffleAction(request: Request, session: RequestSession, key: string, form: FormData) {
  const raffle = await loadRafflePage(session, key);
  const read = readRaffleForm(form, raffle);
  if (!read.ok) {
    return data<RaffleActionResult>(
      { kind: 'raffle', values: read.values, errors: read.errors },
      { status: 400 },
    );
  }
  try {
    await addRaffleCartItem(request, session, read.body);
  } catch (err) {
    if (!isApiError(err) || err.status >= 500) throw err;
    const fieldErrors = Object.fromEntries(
      Object.entries(err.fields ?? {}).map(([field, messages]) => [
        field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()),
        messages[0],
      ]),
    ) as RaffleFormErrors['fieldErrors'];
    return data<RaffleActionResult>(
      { kind: 'raffle', values: read.values, errors: { formError: err.message, fieldErrors } },
      { status: err.status, headers: session.headers() },
    );
  }
  throw redirect(cartPathWithCampaign(new URL(request.url)), { headers: session.headers() });
}
