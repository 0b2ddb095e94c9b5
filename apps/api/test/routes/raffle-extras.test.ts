/**
 * Free postal entries and pre-orders over HTTP and the operator's command line: how to enter without buying, the
 * ops postal-entry and open-sales commands, and refusals of bad input with a clear message and nothing changed.
 */
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRouteApp } from './route-app.ts';

const CLI = join(import.meta.dirname, '../../../../scripts/ops.mjs');
const TOKEN = 'test-ops-token-0123456789';

let t: Awaited<ReturnType<typeof buildRouteApp>>;
let apiUrl: string;
beforeAll(async () => {
  t = await buildRouteApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.app.close());

function ops(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { env: { ...process.env, API_URL: apiUrl, OPS_TOKEN: TOKEN } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const entrant = [
  '--first-name',
  'Jo',
  '--last-name',
  'Citizen',
  '--suburb',
  'Bondi',
  '--state',
  'nsw',
  '--postcode',
  '2026',
];

describe('free postal entry', () => {
  it('says where to write, what to write and by when', async () => {
    const res = await t.get('/v2/raffles/dream_home_raffle/free-postal-entry');
    expect(res.statusCode, res.body).toBe(200);
    const info = res.json().result;
    expect(info.address).toEqual(['Free Entry, lottoshop Raffles', 'PO Box 1234', 'Sydney NSW 2001']);
    expect(info.include.join(' ')).toContain('Dream Home');
    expect(info.closes_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('records an entry with the next ticket number; refuses bad input with a message', async () => {
    const first = await ops(['postal-entry', 'surf_club_members_raffle', ...entrant]);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain(
      'Postal entry recorded in Surf Club Members’ Raffle 19 (draw 19): ticket #1.',
    );
    const second = await ops(['postal-entry', 'surf_club_members_raffle', ...entrant]);
    expect(second.stdout).toContain('ticket #2.');
    const page = await t.get('/v2/raffles/surf_club_members_raffle');
    expect(page.json().result.tickets_left).toBe(198);

    const wrongPostcode = await ops([
      'postal-entry',
      'surf_club_members_raffle',
      ...entrant.slice(0, -1),
      '3000',
    ]);
    expect(wrongPostcode.code).toBe(1);
    expect(wrongPostcode.stderr).toContain('3000 is not a post code in NSW.');
    const missing = await ops(['postal-entry', 'surf_club_members_raffle', '--first-name', 'Jo']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('postal-entry needs --last-name, --suburb, --state, --postcode.');
    const badState = await t.send(
      'POST',
      '/ops/raffles/postal-entries',
      {
        product_offer_key: 'surf_club_members_raffle',
        first_name: 'Jo',
        last_name: 'C',
        suburb: 'X',
        state: 'XYZ',
        postcode: '2000',
      },
      { headers: { authorization: `Bearer ${TOKEN}` } },
    );
    expect(badState.statusCode).toBe(400);
    expect(badState.body).toContain('Choose the state or territory');
    expect((await t.get('/v2/raffles/surf_club_members_raffle')).json().result.tickets_left).toBe(198);
  });
});

describe('pre-orders', () => {
  it('lists the seeded pre-order raffle, and opening its sales issues what was pre-ordered', async () => {
    const raffle = (await t.get('/v2/raffles/fire_brigade_christmas_raffle')).json().result;
    expect(raffle.purchase_status).toBe('pre_order');
    expect(raffle.draw_pre_order_start_date).not.toBeNull();
    const out = await ops(['open-sales', 'fire_brigade_christmas_raffle', '7']);
    expect(out.code, out.stderr).toBe(0);
    expect(out.stdout).toContain('fire_brigade_christmas_raffle draw 7: on sale; 0 pre-order(s) issued now');
    expect((await t.get('/v2/raffles/fire_brigade_christmas_raffle')).json().result.purchase_status).toBe(
      'open',
    );
  });
});
