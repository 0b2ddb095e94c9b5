/** `npm run ops -- verifications …` and `excluded-identities …` against a listening test server. */
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRouteApp, signUpForm } from './route-app.ts';

const CLI = join(import.meta.dirname, '../../../../scripts/ops/main.ts');

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
      ['--import', 'tsx', CLI, ...args],
      { env: { ...process.env, API_URL: apiUrl, OPS_TOKEN: 'test-ops-token-0123456789' } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run ops -- verifications and excluded-identities', () => {
  it('refuses bad arguments with exit code 2', async () => {
    for (const args of [
      ['verifications'],
      ['verifications', 'approve', 'not-an-id'],
      ['verifications', 'reject', '019c0000-0000-7000-8000-000000000000'],
      ['excluded-identities', 'add', '--first', 'Jo'],
      ['excluded-identities', 'add', '--first', 'Jo', '--last', 'Lee', '--dob', '3/2/1985'],
      ['excluded-identities', 'remove'],
    ]) {
      const res = await ops(args);
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.stderr).toContain('Usage:');
    }
  });

  it('lists the review queue and rejects with a reason; adds, lists and removes an excluded identity', async () => {
    const form = signUpForm({ lastname: 'Referred' });
    const signup = await t.send('POST', '/v2/signup', form, { version: '3.5' });
    const token = signup.json().result.access_token as string;
    await t.send(
      'POST',
      '/v2/customer/verify',
      {
        firstname: form.firstname,
        lastname: form.lastname,
        date_of_birth: form.date_of_birth,
        address_line_1: form.address_line_1,
        suburb: form.suburb,
        state: form.state,
        postcode: form.postcode,
      },
      { bearer: token, version: '3.0' },
    );
    const list = await ops(['verifications', 'list']);
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toContain('1 verification(s) waiting for review:');
    const id = /^([0-9a-f-]{36}) {2}Alex Referred/m.exec(list.stdout)?.[1] ?? '';
    expect(id).not.toBe('');
    const reject = await ops([
      'verifications',
      'reject',
      id,
      '--reason',
      'Your address could not be confirmed.',
    ]);
    expect(reject.stdout).toContain('The customer reads: Your address could not be confirmed.');
    expect((await ops(['verifications', 'list'])).stdout).toContain('Nothing waits for review.');
    const again = await ops(['verifications', 'approve', id]);
    expect(again.code).toBe(1);

    const add = await ops([
      'excluded-identities',
      'add',
      '--first',
      'Jo',
      '--last',
      "O'Neill",
      '--dob',
      '1985-02-03',
    ]);
    expect(add.code, add.stderr).toBe(0);
    expect(add.stdout).toContain('Added to the register: ');
    const entry = /([0-9a-f-]{36}) {2}Jo O'Neill \(born 1985-02-03\)/.exec(add.stdout)?.[1] ?? '';
    expect((await ops(['excluded-identities', 'list'])).stdout).toContain(entry);
    const removed = await ops(['excluded-identities', 'remove', entry]);
    expect(removed.stdout).toContain('Removed from the register');
    expect((await ops(['excluded-identities', 'list'])).stdout).toContain(
      'The register of excluded identities is empty.',
    );
  });
});
