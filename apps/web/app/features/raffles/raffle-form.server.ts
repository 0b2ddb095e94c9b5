/**
 * The raffle buy form (spec 2 §9 add rule, checked again by the API): a bundle of the raffle's, how many of it (1 to
 * 20), and a cause from the raffle's list when it has causes. Read with `readForm` (decision 075) by a schema made
 * from the raffle itself, since what may be chosen is the raffle's; the values are kept to show again.
 */
import type { AddRaffleItemBody, RaffleDetailsDto } from '@lottoshop/contracts/raffles';
import { z } from 'zod';
import { readForm } from '../../lib/form-schema.server.ts';

export const RAFFLE_FORM_FIELDS = ['numRaffleTickets', 'quantity', 'causeKey'] as const;
type RaffleField = (typeof RAFFLE_FORM_FIELDS)[number];

export type RaffleFormValues = Record<RaffleField, string>;
export type RaffleFormErrors = {
  formError: string | null;
  fieldErrors: Partial<Record<RaffleField, string>>;
};

type RaffleChoices = Pick<RaffleDetailsDto, 'productOfferKey' | 'drawNo' | 'bundles' | 'causes'>;

/** A field as the form reads it: trimmed, at most 100 characters, empty when absent. */
const cut = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 100) : '');
const Text = z.string().optional().transform(cut);

const QUANTITY = /^\d{1,2}$/;

function raffleFormSchema(raffle: RaffleChoices) {
  return z.object({
    numRaffleTickets: Text.transform((sent) =>
      raffle.bundles.find((b) => String(b.numTickets) === sent),
    ).refine((bundle) => bundle !== undefined, 'Choose how many tickets you want.'),
    quantity: Text.transform((sent) =>
      QUANTITY.test(sent || '1') ? Number(sent || '1') : Number.NaN,
    ).refine((n) => n >= 1 && n <= 20, 'Choose from 1 to 20.'),
    causeKey: Text.transform((sent) => raffle.causes.find((c) => c.key === sent)).refine(
      (cause) => raffle.causes.length === 0 || cause !== undefined,
      'Choose a cause from the list.',
    ),
  });
}

/** The first value sent for each field, as the form shows it again. */
function sentValues(form: FormData): RaffleFormValues {
  const first: Partial<Record<string, FormDataEntryValue>> = {};
  for (const [name, value] of form) first[name] ??= value;
  return {
    numRaffleTickets: cut(first.numRaffleTickets),
    quantity: cut(first.quantity) || '1',
    causeKey: cut(first.causeKey),
  };
}

/** Reads the raffle buy form against the raffle's bundles and causes. */
export function readRaffleForm(
  form: FormData,
  raffle: RaffleChoices,
): { values: RaffleFormValues } & (
  | { ok: true; body: AddRaffleItemBody }
  | { ok: false; errors: RaffleFormErrors }
) {
  const values = sentValues(form);
  const read = readForm(form, raffleFormSchema(raffle), RAFFLE_FORM_FIELDS);
  if (!read.ok || !read.value.numRaffleTickets) {
    const fieldErrors = read.ok ? {} : read.errors.fieldErrors;
    return { values, ok: false, errors: { formError: null, fieldErrors } };
  }
  const { numRaffleTickets: bundle, quantity, causeKey: cause } = read.value;
  return {
    values,
    ok: true,
    body: {
      lotteryKey: raffle.productOfferKey,
      drawNo: raffle.drawNo,
      numRaffleTickets: bundle.numTickets,
      quantity,
      ...(cause ? { causeKey: cause.key } : {}),
    },
  };
}
