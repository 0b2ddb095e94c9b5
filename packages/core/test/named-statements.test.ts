/**
 * Statements sent again and again are named, so PostgreSQL parses them once per connection (decision 056): a text
 * is named from its second sighting, never when it is too long or takes no parameters, and the answers are the
 * same as unnamed ones.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_NAMED_PER_CONNECTION,
  MAX_TEXT_LENGTH,
  NamingClient,
  statementName,
} from '../src/db/named-statements.ts';
import { getTestDb, testDatabaseUrl } from '../src/testing/test-db.ts';

describe('statementName', () => {
  it('names a text from its second sighting, with the same name each time', () => {
    const text = `select $1::int as n -- ${randomUUID()}`;
    expect(statementName(text)).toBeUndefined();
    const name = statementName(text);
    expect(name).toMatch(/^q_[0-9a-f]{24}$/);
    expect(statementName(text)).toBe(name);
  });

  it('never names a text longer than the limit', () => {
    const text = `select $1::int as n -- ${'x'.repeat(MAX_TEXT_LENGTH)}`;
    expect(statementName(text)).toBeUndefined();
    expect(statementName(text)).toBeUndefined();
  });
});

describe.skipIf(!testDatabaseUrl())('a pool of naming clients (PostgreSQL)', () => {
  let pool: pg.Pool;
  beforeAll(async () => {
    const workerPool = (await getTestDb()) as unknown as { $client: pg.Pool };
    // One connection, so every query below runs in the session whose prepared statements are listed.
    pool = new pg.Pool({
      connectionString: workerPool.$client.options.connectionString,
      max: 1,
      Client: NamingClient,
    });
  });
  afterAll(async () => {
    await pool.end();
  });

  const prepared = async () =>
    (await pool.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map((r) =>
      r.statement.trim(),
    );

  it('prepares a repeated statement once on its connection and answers as before', async () => {
    const text = `select $1::int + 1 as n -- repeated ${randomUUID()}`;
    const answers = [];
    for (let i = 1; i <= 3; i++) answers.push((await pool.query<{ n: number }>(text, [i])).rows[0]?.n);
    expect(answers).toEqual([2, 3, 4]);
    expect((await prepared()).filter((s) => s === text)).toHaveLength(1);
  });

  it('leaves a statement seen once, or one without parameters, unprepared', async () => {
    const once = `select $1::int as n -- once ${randomUUID()}`;
    await pool.query(once, [1]);
    const bare = `select 1 as n -- bare ${randomUUID()}`;
    await pool.query(bare);
    await pool.query(bare);
    const list = await prepared();
    expect(list).not.toContain(once);
    expect(list).not.toContain(bare);
  });

  it('keeps a name the caller gave', async () => {
    const text = `select $1::int as n -- own name ${randomUUID()}`;
    await pool.query({ name: 'own_name_test', text, values: [1] });
    await pool.query({ name: 'own_name_test', text, values: [2] });
    const rows = await pool.query<{ name: string }>(
      'select name from pg_prepared_statements where statement = $1',
      [text],
    );
    expect(rows.rows.map((r) => r.name)).toEqual(['own_name_test']);
  });

  it('prepares at most MAX_NAMED_PER_CONNECTION statements on one connection, and answers the rest unnamed', async () => {
    const url = (await getTestDb()) as unknown as { $client: pg.Pool };
    const own = new pg.Pool({
      connectionString: url.$client.options.connectionString,
      max: 1,
      Client: NamingClient,
    });
    try {
      const marker = randomUUID();
      const texts = Array.from(
        { length: MAX_NAMED_PER_CONNECTION + 2 },
        (_, i) => `select $1::int + ${i} as n -- cap ${marker}`,
      );
      for (const text of texts) {
        for (let i = 0; i < 2; i++)
          expect((await own.query<{ n: number }>(text, [1])).rows[0]?.n).toBeGreaterThan(0);
      }
      const { rows } = await own.query<{ count: string }>(
        'select count(*) from pg_prepared_statements where statement like $1',
        [`%cap ${marker}`],
      );
      expect(Number(rows[0]?.count)).toBe(MAX_NAMED_PER_CONNECTION);
    } finally {
      await own.end();
    }
  });
});
