import { MIGRATION_MESSAGES } from '@lottoshop/contracts/migration-messages';
import { completeDueMigrations } from '@lottoshop/core/migration';
import { systemActor, useCaseCtx } from '@lottoshop/core/use-case';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildRouteApp, NOW } from './route-app.ts';

let t: Awaited<ReturnType<typeof buildRouteApp>>;
beforeAll(async () => {
  t = await buildRouteApp();
});
afterAll(() => t.app.close());
beforeEach(() => t.clock.set(NOW));

const ops = (body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/ops/customers/migration-eligible',
    headers: { authorization: 'Bearer test-ops-token-0123456789', 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
const migrate = (token: string, body: unknown = { accept_terms: true }) =>
  t.send('POST', '/v2/migration/migrate', body, { bearer: token });
const overview = async (token: string) =>
  (await t.send('GET', '/v2/customer', undefined, { bearer: token })).json().result;
const runJob = () =>
  completeDueMigrations(useCaseCtx({ db: t.db, clock: t.clock, actor: systemActor('test') }));

describe('account migration', () => {
  it('moves an eligible account: 202 while in progress, 200 once the job moved its balance, once', async () => {
    const person = await t.newCustomer();
    expect((await overview(person.token)).migration_status).toBe('ineligible');
    const nothing = await migrate(person.token);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.body).toContain(MIGRATION_MESSAGES.ineligible);

    const marked = await ops({ email: person.email, mode: 'soft', balance: 2550, reference: 'OLD-1001' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect((await overview(person.token)).migration_status).toBe('eligible_soft');

    const unticked = await migrate(person.token, {});
    expect(unticked.statusCode).toBe(400);
    expect(unticked.body).toContain(MIGRATION_MESSAGES.termsRequired);
    expect((await overview(person.token)).migration_status).toBe('eligible_soft');

    const started = await migrate(person.token);
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json().result).toEqual({
      status: 'in_progress',
      legacy_balance: { amount: 2550, currency: 'AUD' },
    });
    // Polling before the job ran: still 202, nothing moved.
    expect((await migrate(person.token)).statusCode).toBe(202);
    expect((await overview(person.token)).balance.amount).toBe(0);

    expect(await runJob()).toEqual({ migrated: 1 });
    expect(await runJob()).toEqual({ migrated: 0 });
    const done = await migrate(person.token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().result.status).toBe('migrated');
    const after = await overview(person.token);
    expect(after).toMatchObject({ migration_status: 'migrated', balance: { amount: 2550 } });
    const moves = (await t.send('GET', '/v2/transactions', undefined, { bearer: person.token })).json()
      .result;
    expect(moves.filter((m: { type: string }) => m.type === 'migration')).toHaveLength(1);

    // Once moved, it cannot be made eligible again (the balance would move twice).
    const again = await ops({ email: person.email, mode: 'hard', balance: 2550, reference: 'OLD-1001' });
    expect(again.statusCode).toBe(409);
  });

  it('refuses bad operator input and unknown customers', async () => {
    expect(
      (await ops({ email: 'nobody-at-all@example.com', mode: 'soft', balance: 0, reference: 'X' }))
        .statusCode,
    ).toBe(404);
    for (const body of [
      { email: 'a@example.com', mode: 'sometimes', balance: 0, reference: 'X' },
      { email: 'a@example.com', mode: 'soft', balance: -1, reference: 'X' },
      { email: 'a@example.com', mode: 'soft', balance: 1.5, reference: 'X' },
      { email: 'a@example.com', mode: 'soft', balance: 0, reference: '' },
    ]) {
      expect((await ops(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
