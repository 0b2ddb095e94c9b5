import { describe, expect, it } from 'vitest';
import { cacheClear } from '../../lib/api-cache.server.ts';
import { startFakeApi } from '../../test/fake-api.server.ts';
import { loadOfferCards } from './content.server.ts';

const api = startFakeApi();

const offer = (key: string, availability: string, displayOrder: number) => ({
  key,
  name: key,
  kind: 'lottery',
  description: 'A draw',
  availability,
  display_order: displayOrder,
  ticket_price: null,
  branding: null,
  next_draw: null,
});

describe('loadOfferCards', () => {
  it('lists the offers on sale in display order', async () => {
    api.reply = {
      status: 200,
      body: JSON.stringify({
        result: [offer('b', 'available', 2), offer('hidden', 'unavailable', 0), offer('a', 'available', 1)],
      }),
    };
    expect((await loadOfferCards({}))?.map((o) => o.key)).toEqual(['a', 'b']);
  });

  it('answers an empty list when nothing is on sale (the home page then shows the 418 page)', async () => {
    api.reply = { status: 200, body: JSON.stringify({ result: [offer('hidden', 'unavailable', 0)] }) };
    expect(await loadOfferCards({})).toEqual([]);
    cacheClear();
    api.reply = { status: 200, body: JSON.stringify({ result: [] }) };
    expect(await loadOfferCards({})).toEqual([]);
  });

  it('answers null when the offers could not be loaded, so an outage is not taken for "no products"', async () => {
    api.reply = { status: 500, body: JSON.stringify({ error: 'Something went wrong' }) };
    expect(await loadOfferCards({})).toBeNull();
    cacheClear();
    api.reply = { status: 200, body: JSON.stringify({ result: { unexpected: true } }) };
    expect(await loadOfferCards({})).toBeNull();
  });
});
