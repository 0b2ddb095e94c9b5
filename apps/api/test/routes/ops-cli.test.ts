/** `npm run ops` (scripts/ops/main.ts, run through tsx) against a listening test server: arguments in dollars, a readable summary. */
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createProductOffer } from '@lottoshop/core/catalog/testing';
import { createDraw } from '@lottoshop/core/draws/testing';
import { createCustomer } from '@lottoshop/core/identity/testing';
import { getWalletBalance, walletAccountKey } from '@lottoshop/core/ledger';
import { buyTestTicket } from '@lottoshop/core/orders/testing';
import { fundWallet } from '@lottoshop/core/payments/testing';
import { createSiteSettings } from '@lottoshop/core/site/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRouteApp } from './route-app.ts';

const CLI = join(import.meta.dirname, '../../../../scripts/ops/main.ts');
const TOKEN = 'test-ops-token-0123456789';

let t: Awaited<ReturnType<typeof buildRouteApp>>;
let apiUrl: string;
beforeAll(async () => {
  t = await buildRouteApp({ seed: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.app.close());

function ops(args: string[], token = TOKEN): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI, ...args],
      { env: { ...process.env, API_URL: apiUrl, OPS_TOKEN: token } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run ops', () => {
  it('prints help, and refuses bad arguments with exit code 2', async () => {
    const help = await ops(['help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: npm run ops -- <command>/);
    for (const args of [
      ['bogus', 'saturday_lotto', '1'],
      ['close', 'saturday_lotto'],
      ['result', 'saturday_lotto', '1', '--main', '1,2,x', '--dividends', '1=5'],
      ['result', 'saturday_lotto', '1', '--main', '1,2,3', '--dividends', '1=5.123'],
      ['close', 'saturday_lotto', '1', '--main', '1'],
    ]) {
      const res = await ops(args);
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.stderr).toContain('Usage:');
    }
  });

  it('closes, enters a result in dollars and pays, then prints the summary; errors exit 1 with the message', async () => {
    const now = t.clock.now();
    // The site's name and address: settling a draw e-mails its winners.
    await createSiteSettings(t.db);
    const offer = await createProductOffer(t.db, { key: 'saturday_lotto', name: 'Saturday Lotto' });
    const draw = await createDraw(
      t.db,
      { offerId: offer.id, drawNo: 4520, drawAt: new Date(now.getTime() + 86_400_000) },
      now,
    );
    const ada = await createCustomer(t.db);
    await buyTestTicket(t.db, t.clock, {
      customerId: ada.id,
      offerId: offer.id,
      drawId: draw.id,
      lines: [{ Numbers: [3, 11, 19, 27, 38, 7] }],
    });

    const wrongToken = await ops(['close', 'saturday_lotto', '4520'], 'not-the-token-0123456789');
    expect(wrongToken.code).toBe(1);
    expect(wrongToken.stderr).toContain('Error 401');

    const resultArgs = [
      'result',
      'saturday_lotto',
      '4520',
      '--main',
      '3,11,19,27,38,44',
      '--supp=7,45',
      '--dividends',
      '1=1000000,2=7512.35,3=1502.1,4=41.25,5=20.05,6=12.35',
    ];
    const early = await ops(resultArgs);
    expect(early.code).toBe(1);
    expect(early.stderr).toContain('Close sales first');

    const close = await ops(['close', 'saturday_lotto', '4520']);
    expect(close.code).toBe(0);
    expect(close.stdout).toContain('saturday_lotto draw 4520: sales closed (DRAW_CLOSED');

    const bad = await ops([
      'result',
      'saturday_lotto',
      '4520',
      '--main',
      '3,11,19,27,38',
      '--dividends',
      '1=5',
    ]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('main: Enter exactly 6 main numbers (got 5).');

    const result = await ops(resultArgs);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Saturday Lotto draw 4520 — DRAW_EMAILED (official result)');
    expect(result.stdout).toContain('Winning numbers: 3 11 19 27 38 44   Supplementary: 7 45');
    expect(result.stdout).toMatch(/ {2}2 {2}5 winning numbers \+ 1 supplementary +1 +\$7,512\.35/);
    expect(result.stdout).toMatch(/ {2}1 {2}6 winning numbers +0 +\$1,000,000\.00/);
    expect(result.stdout).toContain('total paid: $7,512.35');
    expect((await getWalletBalance({ db: t.db }, { customerId: ada.id })).balanceMinor).toBe(7_512_35n);

    const settle = await ops(['settle', 'saturday_lotto', '4520']);
    expect(settle.code).toBe(0);
    expect(settle.stdout).toContain('prizes paid now: 0');
    expect((await getWalletBalance({ db: t.db }, { customerId: ada.id })).balanceMinor).toBe(7_512_35n);
  });

  it('ledger-check: sound books exit 0; books changed behind the ledger exit 1 with the account named', async () => {
    expect((await ops(['ledger-check', 'extra'])).code).toBe(2);
    const sound = await ops(['ledger-check']);
    expect(sound.stderr).toBe('');
    expect(sound.code).toBe(0);
    expect(sound.stdout).toContain('Ledger sound: the books balance.');
    expect(sound.stdout).toContain('Sum of all balances: $0.00 (must be $0.00)');

    const person = await createCustomer(t.db);
    await fundWallet(t.db, person.id, 5_000n, { now: t.clock.now() });
    await t.db.execute(
      sql`update ledger_accounts set balance_minor = balance_minor + 1 where key = ${walletAccountKey(person.id, 'AUD')}`,
    );
    const broken = await ops(['ledger-check']);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain('LEDGER MISMATCH: the books do not balance.');
    expect(broken.stdout).toContain('Sum of all balances: $0.01 (must be $0.00)');
    expect(broken.stdout).toContain(`wallet:${person.id}:AUD`);
    expect(broken.stdout).toContain('balance $50.01 stored, $50.00 by transfers');
    // Put right again for the other tests of this file.
    await t.db.execute(
      sql`update ledger_accounts set balance_minor = balance_minor - 1 where key = ${walletAccountKey(person.id, 'AUD')}`,
    );

    expect((await ops(['ledger-check'], 'not-the-token-000000')).code).toBe(1);
  });
});
