/**
 * A raffle's page (/{raffleOfferKey}): the draw and its prizes (main first, then by timestamp, then id), the odds,
 * the causes and what each ticket gives them, and the buy form — a bundle, how many of it, and a cause.
 */
import { formatDrawDateTime } from '@lottoshop/contracts/draw-dates';
import { formatMoney } from '@lottoshop/contracts/formatting';
import type { FreePostalEntryDto, RaffleDetailsDto } from '@lottoshop/contracts/raffles';
import { Form, Link } from 'react-router';
import { PurchaseStatusBadge } from './raffle-cards.tsx';
import type { RaffleFormErrors, RaffleFormValues } from './raffle-form.server.ts';

const percent = (basisPoints: number) => `${(basisPoints / 100).toLocaleString('en-AU')}%`;

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-semibold text-error">
      {message}
    </p>
  ) : null;
}

/** The legal no-purchase route: where to post an entry, what to write, and by when. */
function FreePostalEntry({ postal, locale }: { postal: FreePostalEntryDto; locale: string }) {
  return (
    <section
      id="free-postal-entry"
      aria-labelledby="postal-heading"
      className="mt-6 rounded-theme border border-mono/20 p-5"
      data-testid="free-postal-entry"
    >
      <h2 id="postal-heading" className="text-xl font-bold text-theme-primary">
        Enter for free by post
      </h2>
      <p className="mt-2">
        No purchase is necessary. You can enter {postal.drawName} by posting a letter to:
      </p>
      <address className="mt-2 not-italic font-semibold" data-testid="postal-address">
        {postal.address.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
      <p className="mt-3 font-semibold">Write on it:</p>
      <ul className="mt-1 list-disc pl-6">
        {postal.include.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-3">
        Entries must reach us before sales close at{' '}
        <strong data-testid="postal-closes">{formatDrawDateTime(postal.closesAt, { locale })}</strong>. Each
        entry gets a ticket number and is drawn with the tickets bought.
      </p>
    </section>
  );
}

export function RafflePage({
  raffle,
  postal,
  locale,
  values,
  errors,
}: {
  raffle: RaffleDetailsDto;
  postal: FreePostalEntryDto | null;
  locale: string;
  values: RaffleFormValues | null;
  errors: RaffleFormErrors | null;
}) {
  // A draw not open yet can be pre-ordered: the tickets are numbered, and paid for, when it opens.
  const preOrder = raffle.purchaseStatus === 'pre_order';
  const buyable = raffle.purchaseStatus === 'open' || preOrder;
  const chosenBundle = values?.numRaffleTickets ?? String(raffle.bundles[0]?.numTickets ?? 1);
  const odds =
    raffle.ticketsSold > 0
      ? `1 ticket in ${raffle.ticketsSold.toLocaleString(locale)} sold so far (at most 1 in ${raffle.ticketCap.toLocaleString(locale)})`
      : `At most 1 in ${raffle.ticketCap.toLocaleString(locale)} for the main prize`;
  return (
    <div className="mx-auto max-w-6xl py-8">
      <div className="grid gap-8 lg:grid-cols-2">
        <div>
          {raffle.featureImage ? (
            <img
              src={raffle.featureImage}
              alt={raffle.prizeDescription}
              className="w-full rounded-theme shadow-theme"
              width={640}
              height={360}
            />
          ) : null}
          <h2 className="mt-6 mb-3 text-xl font-bold text-theme-primary">Prizes</h2>
          <ol className="space-y-3" data-testid="raffle-prizes">
            {raffle.prizes.map((p) => (
              <li key={p.id} className="rounded-theme bg-theme-tertiary p-4">
                <p className="font-bold">
                  {p.kind === 'main' ? 'Main prize: ' : ''}
                  {p.name}
                </p>
                <p className="text-sm text-mono/80">{p.description}</p>
                <p className="text-sm">
                  Value {formatMoney(p.value, locale)} ·{' '}
                  {p.payout === 'wallet' ? 'paid into your wallet' : 'delivered to the winner'}
                </p>
              </li>
            ))}
          </ol>
        </div>
        <div>
          <div className="flex items-center gap-3">
            <h1 className="text-3xl font-extrabold text-theme-primary">{raffle.drawName}</h1>
            <PurchaseStatusBadge status={raffle.purchaseStatus} />
          </div>
          <p className="mt-2 text-mono/80">{raffle.description}</p>
          <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
            <div>
              <dt className="text-mono/75">Prize value</dt>
              <dd className="text-lg font-bold">{formatMoney(raffle.prizeValue, locale)}</dd>
            </div>
            <div>
              <dt className="text-mono/75">Tickets left</dt>
              <dd className="text-lg font-bold" data-testid="tickets-left">
                {raffle.ticketsLeft.toLocaleString(locale)} of {raffle.ticketCap.toLocaleString(locale)}
              </dd>
            </div>
            <div>
              <dt className="text-mono/75">Sales close</dt>
              <dd className="font-semibold">{formatDrawDateTime(raffle.drawStop, { locale })}</dd>
            </div>
            <div>
              <dt className="text-mono/75">Drawn</dt>
              <dd className="font-semibold">{formatDrawDateTime(raffle.drawDate, { locale })}</dd>
            </div>
            <div className="col-span-2">
              <dt className="text-mono/75">Odds</dt>
              <dd className="font-semibold">{odds}</dd>
            </div>
          </dl>
          {raffle.causes.length > 0 ? (
            <section aria-labelledby="causes-heading" className="mt-6">
              <h2 id="causes-heading" className="mb-2 text-xl font-bold text-theme-primary">
                Who your tickets support
              </h2>
              <ul className="space-y-2 text-sm">
                {raffle.causes.map((c) => (
                  <li key={c.key}>
                    <strong>{c.name}</strong>: {percent(c.shareBasisPoints)} of every ticket (
                    {formatMoney(c.perTicket, locale)} of a {formatMoney(raffle.ticketPrice, locale)} ticket)
                    goes to the cause. {c.description}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {preOrder && raffle.drawPreOrderStartDate ? (
            <p
              role="status"
              className="mt-6 rounded-theme border-l-4 border-action-secondary bg-theme-tertiary p-4"
              data-testid="pre-order-note"
            >
              <strong>Pre-order now.</strong> Sales open{' '}
              {formatDrawDateTime(raffle.drawPreOrderStartDate, { locale })}. Your tickets get their numbers
              then; until then their price is held in your account, and it is taken when they are issued.
            </p>
          ) : null}
          {buyable ? (
            <Form
              method="post"
              className="mt-6 space-y-4 rounded-theme bg-white p-5 shadow-theme ring-1 ring-black/5"
            >
              <fieldset>
                <legend className="mb-2 font-bold">How many tickets?</legend>
                <div className="grid gap-2 sm:grid-cols-3">
                  {raffle.bundles.map((b) => (
                    <label
                      key={b.numTickets}
                      className="flex cursor-pointer flex-col rounded-theme border border-mono/20 p-3 has-[:checked]:border-action-primary has-[:checked]:ring-2 has-[:checked]:ring-action-primary"
                    >
                      <span className="flex items-center gap-2">
                        <input
                          type="radio"
                          name="numRaffleTickets"
                          value={b.numTickets}
                          defaultChecked={String(b.numTickets) === chosenBundle}
                        />
                        <span className="font-bold">
                          {b.numTickets} {b.numTickets === 1 ? 'ticket' : 'tickets'}
                        </span>
                      </span>
                      <span>{formatMoney(b.price, locale)}</span>
                      {b.label ? <span className="text-xs text-mono/75">{b.label}</span> : null}
                    </label>
                  ))}
                </div>
                <FieldError id="bundle-error" message={errors?.fieldErrors.numRaffleTickets} />
              </fieldset>
              <div>
                <label htmlFor="raffle-quantity" className="block font-bold">
                  How many of that bundle
                </label>
                <input
                  id="raffle-quantity"
                  name="quantity"
                  type="number"
                  min={1}
                  max={20}
                  defaultValue={values?.quantity ?? '1'}
                  className="mt-1 w-24 rounded-theme border border-mono/30 px-3 py-2"
                  aria-describedby={errors?.fieldErrors.quantity ? 'quantity-error' : undefined}
                />
                <FieldError id="quantity-error" message={errors?.fieldErrors.quantity} />
              </div>
              {raffle.causes.length > 0 ? (
                <div>
                  <label htmlFor="raffle-cause" className="block font-bold">
                    Cause to support
                  </label>
                  <select
                    id="raffle-cause"
                    name="causeKey"
                    defaultValue={
                      values?.causeKey ?? (raffle.causes.length === 1 ? raffle.causes[0]?.key : '')
                    }
                    className="mt-1 w-full rounded-theme border border-mono/30 px-3 py-2"
                    aria-describedby={errors?.fieldErrors.causeKey ? 'cause-error' : undefined}
                  >
                    {raffle.causes.length > 1 ? <option value="">Choose a cause</option> : null}
                    {raffle.causes.map((c) => (
                      <option key={c.key} value={c.key}>
                        {c.name}
                      </option>
                    ))}
                  </select>
                  <FieldError id="cause-error" message={errors?.fieldErrors.causeKey} />
                </div>
              ) : null}
              {errors?.formError ? (
                <p
                  role="alert"
                  className="rounded-theme border-l-4 border-error bg-error/10 p-3 font-semibold"
                >
                  {errors.formError}
                </p>
              ) : null}
              <button
                type="submit"
                className="rounded-theme bg-action-primary px-6 py-3 text-lg font-bold text-white shadow-theme hover:brightness-110"
              >
                {preOrder ? 'Pre-order tickets' : 'Add to cart'}
              </button>
            </Form>
          ) : (
            <p
              role="status"
              className="mt-6 rounded-theme border-l-4 border-warning bg-warning/10 p-4 font-semibold"
            >
              {raffle.purchaseStatus === 'sold_out'
                ? `${raffle.drawName} is sold out. No more tickets can be bought.`
                : `Sales for ${raffle.drawName} have closed.`}
            </p>
          )}
          {postal ? (
            <FreePostalEntry postal={postal} locale={locale} />
          ) : raffle.purchaseStatus === 'open' || preOrder ? (
            <p className="mt-4 text-sm">
              <Link to="?free-postal-entry" className="font-semibold text-action-secondary underline">
                Enter without buying (free postal entry)
              </Link>
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
