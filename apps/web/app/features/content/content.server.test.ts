import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cacheClear } from '../../lib/api-cache.server.ts';
import { loadOfferCards } from './content.server.ts';

let server: Server;
let reply: { status: number; body: string } = { status: 200, body: '{}' };

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(reply.body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  process.env.API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => cacheClear());

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
    reply = {
      status: 200,
      body: JSON.stringify({
        result: [offer('b', 'available', 2), offer('hidden', 'unavailable', 0), offer('a', 'available', 1)],
      }),
    };
    expect((await loadOfferCards({}))?.map((o) => o.key)).toEqual(['a', 'b']);
  });

  it('answers an empty list when nothing is on sale (the home page then shows the 418 page)', async () => {
    reply = { status: 200, body: JSON.stringify({ result: [offer('hidden', 'unavailable', 0)] }) };
    expect(await loadOfferCards({})).toEqual([]);
    cacheClear();
    reply = { status: 200, body: JSON.stringify({ result: [] }) };
    expect(await loadOfferCards({})).toEqual([]);
  });

  it('answers null when the offers could not be loaded, so an outage is not taken for "no products"', async () => {
    reply = { status: 500, body: JSON.stringify({ error: 'Something went wrong' }) };
    expect(await loadOfferCards({})).toBeNull();
    cacheClear();
    reply = { status: 200, body: JSON.stringify({ result: { unexpected: true } }) };
    expect(await loadOfferCards({})).toBeNull();
  });
});
