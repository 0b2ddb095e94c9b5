/** The operator CLI's commands read into calls of the catalogue's endpoints (scripts/ops/commands.ts). */
import type { EndpointDefinition } from '@lottoshop/contracts/endpoint';
import { ENDPOINTS } from '@lottoshop/contracts/endpoints/catalogue';
import * as operations from '@lottoshop/contracts/endpoints/operations';
import { describe, expect, it } from 'vitest';
import type { OpsCall } from '../../../../scripts/ops/client.ts';
import { buildRequest, type Job } from '../../../../scripts/ops/commands.ts';

/** Runs a command against a client that records the call and answers with an error. */
async function callOf(args: string[]) {
  const job = buildRequest(args) as Job;
  let made: { e: EndpointDefinition; input: unknown } | undefined;
  const call = (async (e: EndpointDefinition, input: unknown) => {
    made = { e, input };
    return { ok: false, status: 418, body: undefined };
  }) as OpsCall;
  await job.run(call, 'date,type,amount,reference');
  return made;
}

describe('the ops CLI commands', () => {
  it('call an endpoint of the catalogue, with dollars sent as cents', async () => {
    const result = await callOf([
      'result',
      'saturday_lotto',
      '4520',
      '--main',
      '1,2,3,4,5,6',
      '--dividends',
      '1=1000000,2=7512.35',
    ]);
    expect(result?.e).toBe(operations.enterResult);
    expect(result?.input).toEqual({
      params: { offerKey: 'saturday_lotto', drawNo: '4520' },
      body: {
        main: [1, 2, 3, 4, 5, 6],
        supplementary: [],
        bonus: [],
        dividends: { 1: 100000000, 2: 751235 },
      },
    });
    const catalogued = new Set(ENDPOINTS.map((x) => x.endpoint));
    for (const args of [
      ['close', 'saturday_lotto', '1'],
      ['withdrawals', 'list'],
      ['import-statement', './statement.csv'],
      ['verifications', 'list'],
      ['excluded-identities', 'add', '--email', 'a@example.com'],
      ['ledger-check'],
    ]) {
      const made = await callOf(args);
      expect(made && catalogued.has(made.e as never), args.join(' ')).toBe(true);
    }
  });

  it('refuse an amount that is not dollars and cents, or too large, before any call', () => {
    const result = (dividends: string) => () =>
      buildRequest(['result', 'saturday_lotto', '4520', '--main', '1,2,3,4,5,6', '--dividends', dividends]);
    for (const amount of ['abc', '-5', '1.505', '1e3'])
      expect(result(`1=${amount}`), amount).toThrow(`"${amount}" is not an amount in dollars`);
    expect(result('1=99999999999999999')).toThrow('99999999999999999 is too large.');
    expect(() =>
      buildRequest([
        'migration-eligible',
        'alex@example.com',
        'soft',
        '--balance',
        '25.5x',
        '--reference',
        'A',
      ]),
    ).toThrow('"25.5x" is not an amount in dollars');
  });
});
