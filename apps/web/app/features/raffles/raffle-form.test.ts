import { describe, expect, it } from 'vitest';
import { readRaffleForm } from './raffle-form.server.ts';

const RAFFLE = {
  productOfferKey: 'mater_raffle',
  drawNo: 7,
  bundles: [
    { numTickets: 1, price: { amount: 1000, currency: 'AUD' } },
    { numTickets: 5, price: { amount: 4000, currency: 'AUD' } },
  ],
  causes: [{ key: 'kids_first', name: 'Kids First' }],
} as unknown as Parameters<typeof readRaffleForm>[1];

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [name, value] of Object.entries(fields)) f.set(name, value);
  return f;
};

describe('readRaffleForm', () => {
  it("reads a bundle of the raffle's, how many, and a cause of its list into the add body", () => {
    const read = readRaffleForm(
      form({ numRaffleTickets: ' 5 ', quantity: '2', causeKey: 'kids_first' }),
      RAFFLE,
    );
    expect(read).toEqual({
      ok: true,
      values: { numRaffleTickets: '5', quantity: '2', causeKey: 'kids_first' },
      body: {
        lotteryKey: 'mater_raffle',
        drawNo: 7,
        numRaffleTickets: 5,
        quantity: 2,
        causeKey: 'kids_first',
      },
    });
  });

  it('takes one of the bundle when no quantity is given', () => {
    const read = readRaffleForm(form({ numRaffleTickets: '1', causeKey: 'kids_first' }), RAFFLE);
    expect(read.ok && read.body.quantity).toBe(1);
    expect(read.values.quantity).toBe('1');
  });

  it('names each field it cannot take, and keeps what was sent to show again', () => {
    const read = readRaffleForm(
      form({ numRaffleTickets: '3', quantity: '21', causeKey: 'elsewhere' }),
      RAFFLE,
    );
    expect(read).toEqual({
      ok: false,
      values: { numRaffleTickets: '3', quantity: '21', causeKey: 'elsewhere' },
      errors: {
        formError: null,
        fieldErrors: {
          numRaffleTickets: 'Choose how many tickets you want.',
          quantity: 'Choose from 1 to 20.',
          causeKey: 'Choose a cause from the list.',
        },
      },
    });
  });

  it('refuses a quantity that is not a whole number of one or two digits, and an empty bundle', () => {
    for (const quantity of ['0', '1.5', '-1', '100', 'two']) {
      const read = readRaffleForm(form({ numRaffleTickets: '1', quantity, causeKey: 'kids_first' }), RAFFLE);
      expect(read.ok ? null : read.errors.fieldErrors, quantity).toEqual({
        quantity: 'Choose from 1 to 20.',
      });
    }
    const read = readRaffleForm(form({ causeKey: 'kids_first' }), RAFFLE);
    expect(read.ok ? null : read.errors.fieldErrors).toEqual({
      numRaffleTickets: 'Choose how many tickets you want.',
    });
  });

  it('asks for no cause when the raffle has none, and sends none', () => {
    const read = readRaffleForm(form({ numRaffleTickets: '1', causeKey: 'anything' }), {
      ...RAFFLE,
      causes: [],
    });
    expect(read.ok && read.body).toEqual({
      lotteryKey: 'mater_raffle',
      drawNo: 7,
      numRaffleTickets: 1,
      quantity: 1,
    });
  });

  it('cuts a long value to 100 characters', () => {
    const read = readRaffleForm(form({ numRaffleTickets: '1', causeKey: 'x'.repeat(150) }), RAFFLE);
    expect(read.values.causeKey).toHaveLength(100);
  });
});
