/**
 * Bank accounts, withdrawals and bank deposits through the API, and the operator's side through `npm run ops`
 * (scripts/ops.mjs) against the listening server: field messages on account_number, bsb and swift; a withdrawal
 * held, listed for the operator with where to pay it, paid or rejected; a statement imported twice credits once.
 */

import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getWalletBalance } from '@lottoshop/core/ledger';
import { createVerifiedAttempt } from '@lottoshop/core/verification/testing';
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

async function funded(cents: number) {
  const customer = await t.newCustomer();
  // Withdrawing needs a verified identity.
  await createVerifiedAttempt(t.db, { customerId: customer.customerId });
  const res = await t.send(
    'POST',
    '/v2/funds/td/test/deposit',
    { amount: cents, idempotency_key: `fund-${customer.customerId}` },
    { bearer: customer.token, version: '3.4' },
  );
  expect(res.statusCode, res.body).toBe(201);
  return customer;
}

describe('POST /v2/funds/bank-account', () => {
  it("answers each bad field on the spec's names, and saves a good account showing its last digits only", async () => {
    const { token } = await t.newCustomer();
    const bad = await t.send(
      'POST',
      '/v2/funds/bank-account',
      { type: 'national', code: '12-34', account_number: '12ab', account_name: 'Alex Citizen' },
      { bearer: token, version: '3.8' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      bsb: ['Please enter a valid 6 digit BSB, e.g. 062-000.'],
      account_number: ['Please enter a valid account number of 5 to 9 digits.'],
    });
    const iban = await t.send(
      'POST',
      '/v2/funds/bank-account',
      {
        type: 'international',
        code: 'XX',
        account_number: 'DE89370400440532013001',
        account_name: 'A Person',
      },
      { bearer: token, version: '3.8' },
    );
    expect(Object.keys(iban.json().errors).sort()).toEqual(['account_number', 'swift']);
    const older = await t.send(
      'POST',
      '/v2/funds/bank-account',
      { type: 'payid_email', account_number: 'alex@example.com', account_name: 'Alex Citizen' },
      { bearer: token, version: '3.7' },
    );
    expect(older.statusCode).toBe(400);
    const good = await t.send(
      'POST',
      '/v2/funds/bank-account',
      { type: 'national', code: '062-000', account_number: '87654321', account_name: 'Alex Citizen' },
      { bearer: token, version: '3.8' },
    );
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json().result).toMatchObject({ bank_code: '062-000', label: 'BSB 062-000 ·· 4321' });
    const list = await t.send('GET', '/v2/funds/bank-account', undefined, { bearer: token, version: '3.0' });
    expect(list.body).not.toContain('87654321');
  });
});

describe('withdrawals with the operator', () => {
  it('holds a withdrawal; the operator lists, pays and rejects through npm run ops', async () => {
    const customer = await funded(10_000);
    const headers = { bearer: customer.token, version: '3.8' };
    const account = await t.send(
      'POST',
      '/v2/funds/bank-account',
      { type: 'national', code: '062-000', account_number: '11223344', account_name: 'Sam Payee' },
      headers,
    );
    const funds = await t.send('GET', '/v2/customer/withdrawable-funds', undefined, headers);
    expect(funds.json().result).toMatchObject({ amount: 10_000, currency: 'AUD' });
    expect(funds.json().result.methods.map((m: { code: string }) => m.code)).toEqual([
      'tt',
      'pl',
      'do',
      'tw',
    ]);
    const withdraw = (method: string, body: Record<string, unknown>) =>
      t.send('POST', `/v2/${method}/withdraw`, body, { bearer: customer.token, version: '3.1' });
    const bank = await withdraw('tt', {
      amount: 6_000,
      bank_account_id: account.json().result.id,
      idempotency_key: 'api-withdraw-1',
    });
    expect(bank.statusCode, bank.body).toBe(201);
    expect(bank.json().result).toMatchObject({ status: 'pending', withdrawal_method_code: 'tt' });
    const tooMuch = await withdraw('tw', { amount: 5_000, idempotency_key: 'api-withdraw-2' });
    expect(tooMuch.json().errors).toEqual({
      amount: ['Please enter an amount equal to or less than $40.00.'],
    });
    const unknown = await withdraw('xx', { amount: 5_000, idempotency_key: 'api-withdraw-3' });
    expect(unknown.statusCode).toBe(400);
    const test = await withdraw('tw', { amount: 1_500, idempotency_key: 'api-withdraw-4' });
    expect(test.statusCode).toBe(201);

    const listed = await ops(['withdrawals', 'list']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toContain('Sam Payee, BSB 062-000, account 11223344');
    const paid = await ops(['withdrawals', 'pay', bank.json().result.id]);
    expect(paid.stdout).toContain(': paid.');
    const rejected = await ops([
      'withdrawals',
      'reject',
      test.json().result.id,
      '--reason',
      'Test withdrawals are not paid out',
    ]);
    expect(rejected.stdout).toContain('rejected (Test withdrawals are not paid out)');
    expect(await getWalletBalance({ db: t.db }, { customerId: customer.customerId })).toEqual({
      balanceMinor: 4_000n,
      heldMinor: 0n,
      availableMinor: 4_000n,
    });
    const details = await t.send('GET', `/v2/withdrawals/${test.json().result.id}`, undefined, headers);
    expect(details.json().result).toMatchObject({
      status: 'rejected',
      reject_reason: 'Test withdrawals are not paid out',
    });
    expect((await ops(['withdrawals', 'reject', bank.json().result.id])).code).toBe(2);
  });

  it('credits an imported statement by reference once, reporting what it did not match', async () => {
    const customer = await t.newCustomer();
    const details = await t.send('GET', '/v2/funds/bank-deposit', undefined, {
      bearer: customer.token,
      version: '3.0',
    });
    const reference: string = details.json().result.bpay.reference;
    expect(details.json().result.direct_deposit.reference).toBe(reference);
    const file = join(mkdtempSync(join(tmpdir(), 'statement-')), 'statement.csv');
    writeFileSync(
      file,
      `date,type,amount,reference,transaction_id\n2026-03-01,BPAY,50.00,${reference},T-1\n2026-03-01,DD,20.00,999,T-2\n`,
    );
    const first = await ops(['import-statement', file]);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('Credited 1 line(s), $50.00 in all; unmatched 1');
    const again = await ops(['import-statement', file]);
    expect(again.stdout).toContain('Credited 0 line(s), $0.00 in all; unmatched 0; already imported 2');
    expect((await getWalletBalance({ db: t.db }, { customerId: customer.customerId })).balanceMinor).toBe(
      5_000n,
    );
    expect((await ops(['import-statement', join(file, 'missing.csv')])).code).toBe(1);
  });
});
