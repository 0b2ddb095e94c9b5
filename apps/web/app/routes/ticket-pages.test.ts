import { describe, expect, it } from 'vitest';
import { lineResultOf } from '../features/tickets/ticket-view.tsx';
import { type FakeReply, type FakeRequest, startFakeApi } from '../test/fake-api.server.ts';
import { loader as ticketLoader } from './my-account.upcoming-tickets.ticket.$id.tsx';
import { loader as ticketsLoader } from './my-account.upcoming-tickets.tsx';

const api = startFakeApi();

const CUSTOMER = '01a20575-63b1-7da4-a55e-c5140322ac22';
const aud = (amount: number) => ({ amount, currency: 'AUD' });

/** A scored Powerball ticket on the wire: line 1 wins division 9 (2 + PB). */
const TICKET = {
  id: 'tkt_1',
  checkout_id: 'chk_1',
  product_offer_key: 'super_jackpot_lottery',
  product_offer_name: 'Super Jackpot',
  product_type: 'lottery_ticket',
  game_type: 'standard',
  game_offer: 'Standard',
  num_games: 2,
  num_draws: 1,
  price: aud(1200),
  purchased_at: '2026-11-20T01:00:00.000Z',
  lines: [
    { Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [8] },
    { Numbers: [11, 12, 13, 14, 15, 16, 17], Powerball: [9] },
  ],
  draws: [
    {
      draw_no: 1501,
      draw_date: '2026-11-21T09:30:00.000Z',
      status: 'DRAW_PAID',
      numbers: { main: [1, 2, 20, 21, 22, 23, 24], supplementary: [], bonus: [8] },
      line_results: [
        {
          line_no: 1,
          matched_numbers: [1, 2],
          matched_supplementary: [],
          matched_bonus: [8],
          division: 9,
          prize: aud(1250),
        },
        {
          line_no: 2,
          matched_numbers: [],
          matched_supplementary: [],
          matched_bonus: [],
          division: null,
          prize: null,
        },
      ],
      prize: aud(1250),
    },
  ],
  total_prize: aud(1250),
};

function useApi(routes: Record<string, (req: FakeRequest) => FakeReply>, capabilities = ['viewing_orders']) {
  const all: Record<string, (req: FakeRequest) => FakeReply> = {
    'GET /v2/config': () => ({ status: 200, body: { result: {} } }),
    'GET /v2/capabilities': () => ({
      status: 200,
      body: {
        result: {
          current_segment: 'customer',
          segments: [{ segment_name: 'customer', description: '', capabilities }],
        },
      },
    }),
    ...routes,
  };
  api.handler = (req) => {
    const answer = all[`${req.method} ${req.url.split('?')[0]}`];
    return answer ? answer(req) : { status: 404, body: { error: 'Not found', code: 'not_found' } };
  };
}

function signedIn(path: string): Request {
  return new Request(`http://shop.test${path}`, {
    headers: { Cookie: `customer_id=${CUSTOMER}; customer_token=ctok_1; web_access_token=a.b.c` },
  });
}

const args = (request: Request, params: Record<string, string> = {}) =>
  ({ request, params, context: {} }) as never;

async function thrownStatus(run: () => Promise<unknown>): Promise<number | undefined> {
  try {
    await run();
  } catch (err) {
    const e = err as { init?: { status?: number }; status?: number };
    return e.init?.status ?? e.status;
  }
  throw new Error('expected the call to throw');
}

function unwrap(value: unknown) {
  return (value as { data: Record<string, unknown> }).data;
}

describe('ticket lists', () => {
  it('asks for upcoming or past tickets by the URL, 10 a page', async () => {
    useApi({
      'GET /v2/orders': () => ({
        status: 200,
        body: { result: [TICKET], page_info: { limit: 10, offset: 0, total: 1 } },
      }),
    });
    const upcoming = unwrap(
      await ticketsLoader(args(signedIn('/my-account/upcoming-tickets/1'), { page: '1' })),
    );
    expect(upcoming).toMatchObject({ kind: 'upcoming', page: 1, pageCount: 1 });
    const past = unwrap(await ticketsLoader(args(signedIn('/my-account/past-tickets'), {})));
    expect(past).toMatchObject({ kind: 'past', page: 1 });
    expect((past.items as { totalPrize: unknown }[])[0]?.totalPrize).toEqual(aud(1250));
    const urls = api.seen.filter((s) => s.url.startsWith('/v2/orders')).map((s) => s.url);
    expect(urls).toEqual([
      '/v2/orders?status=upcoming_products&limit=10&offset=0',
      '/v2/orders?status=past_products&limit=10&offset=0',
    ]);
  });

  it('is a 404 past the last page, for a bad page, or without the viewing_orders capability', async () => {
    useApi({
      'GET /v2/orders': () => ({
        status: 200,
        body: { result: [], page_info: { limit: 10, offset: 10, total: 2 } },
      }),
    });
    expect(
      await thrownStatus(() => ticketsLoader(args(signedIn('/my-account/past-tickets/2'), { page: '2' }))),
    ).toBe(404);
    expect(
      await thrownStatus(() => ticketsLoader(args(signedIn('/my-account/past-tickets/x'), { page: 'x' }))),
    ).toBe(404);
    useApi({}, []);
    expect(
      await thrownStatus(() => ticketsLoader(args(signedIn('/my-account/past-tickets/1'), { page: '1' }))),
    ).toBe(404);
  });
});

describe('ticket page', () => {
  it('loads the ticket with its details and results', async () => {
    useApi({ 'GET /v2/orders/tkt_1': () => ({ status: 200, body: { result: TICKET } }) });
    const res = unwrap(
      await ticketLoader(args(signedIn('/my-account/past-tickets/ticket/tkt_1'), { id: 'tkt_1' })),
    );
    expect(res.past).toBe(true);
    const ticket = res.ticket as { draws: { lineResults: unknown[] }[] };
    expect(api.seen.find((s) => s.url.startsWith('/v2/orders/'))?.url).toBe(
      '/v2/orders/tkt_1?show_details=true',
    );
    const draw = ticket.draws[0] as Parameters<typeof lineResultOf>[0];
    expect(lineResultOf(draw, 0)).toMatchObject({ division: 9, matchedBonus: [8], prize: aud(1250) });
    expect(lineResultOf(draw, 1)).toMatchObject({ division: null });
  });

  it("is a 404 for someone else's ticket, an unknown one, or an id that cannot be one", async () => {
    useApi({});
    expect(
      await thrownStatus(() =>
        ticketLoader(args(signedIn('/my-account/upcoming-tickets/ticket/tkt_9'), { id: 'tkt_9' })),
      ),
    ).toBe(404);
    const before = api.seen.length;
    expect(
      await thrownStatus(() =>
        ticketLoader(args(signedIn('/my-account/upcoming-tickets/ticket/a%2Fb'), { id: '../customer' })),
      ),
    ).toBe(404);
    expect(api.seen.slice(before).some((s) => s.url.includes('customer'))).toBe(false);
  });
});
