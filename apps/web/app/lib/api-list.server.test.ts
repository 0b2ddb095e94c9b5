import * as raffles from '@lottoshop/contracts/endpoints/raffles';
import { describe, expect, it } from 'vitest';
import { startFakeApi } from '../test/fake-api.server.ts';
import { callList } from './api-list.server.ts';

const api = startFakeApi();

const support = (causeKey: string) => ({
  cause_key: causeKey,
  cause_name: `Cause ${causeKey}`,
  cause_slug: causeKey.replace('_', '-'),
  tickets: 3,
  raised: { amount: 1200, currency: 'AUD' },
});

describe('callList', () => {
  it("reads each item by the endpoint's item schema and leaves out the ones it cannot read", async () => {
    const good = support('kids_first');
    api.reply = { status: 200, body: { result: [good, { cause_key: 'half_made' }, support('sea_rescue')] } };
    const res = await callList(raffles.mySupportOf, {
      identity: { accessToken: 'a.b.c' },
      params: { productOfferKey: 'mater_raffle' },
    });
    expect(api.seen.at(-1)?.url).toBe('/v2/raffles/mater_raffle/support');
    expect(res.result.map((s) => s.causeKey)).toEqual(['kids_first', 'sea_rescue']);
    expect(raffles.mySupportOf.response.element.safeParse(res.result[0]).success).toBe(true);
  });

  it('is a 422 when the answer is not a list at all', async () => {
    api.reply = { status: 200, body: { result: { cause_key: 'kids_first' } } };
    await expect(callList(raffles.mySupport, { identity: { accessToken: 'a.b.c' } })).rejects.toMatchObject({
      status: 422,
    });
  });
});
