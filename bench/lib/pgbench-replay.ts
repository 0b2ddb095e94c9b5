/**
 * The purchase's own SQL, replayed by pgbench: the statements one purchase sends are captured from the driver
 * (node-postgres), turned into a pgbench custom script — each purchase's new ids and keys drawn fresh per
 * transaction, each client buying as its own customer — and run at the same concurrency against the same cluster.
 * What pgbench reaches is what the database can do with exactly this SQL; the API's figure beside it is what the
 * application adds.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { percentile } from './load.ts';

export type Statement = { text: string; values: unknown[] };

/** Runs `fn` and records every statement the process's node-postgres clients send meanwhile. */
export async function captureStatements<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; statements: Statement[] }> {
  const statements: Statement[] = [];
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string')
      statements.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      // Drizzle passes ({ text, rowMode, types }, values); node-postgres also takes ({ text, values }).
      const q = first as { text: string; values?: unknown[] };
      statements.push({ text: q.text, values: Array.isArray(second) ? second : (q.values ?? []) });
    }
    return original.apply(this, args);
  };
  try {
    return { result: await fn(), statements };
  } finally {
    proto.query = original;
  }
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** pgbench reads `:name` as a variable even inside quotes, so literal colons are spelled with chr(58). */
const COLON_MARK = '\u241e';

export type ReplayPlan = {
  /** Values that belong to the captured customer, by the variable (a column of the replay table) holding them. */
  perClient: Record<string, string>;
  /** Values every client shares (the offer, the draws): kept as they are. */
  shared: ReadonlySet<string>;
  /** Free strings the purchase chose (its idempotency key): drawn fresh per transaction, like new ids. */
  fresh: ReadonlySet<string>;
};

/** A pgbench script replaying `statements`, and how many fresh ids each transaction draws. */
export function replayScript(
  statements: readonly Statement[],
  plan: ReplayPlan,
): { script: string; freshIds: number } {
  const clientVarOf = new Map(
    Object.entries(plan.perClient).map(([name, value]) => [value.toLowerCase(), name]),
  );
  const freshVarOf = new Map<string, string>();
  const varFor = (value: string): string | undefined => {
    const lower = value.toLowerCase();
    const client = clientVarOf.get(lower);
    if (client) return client;
    if (plan.shared.has(lower)) return undefined;
    if (plan.fresh.has(value) || new RegExp(`^${UUID.source}$`, 'i').test(value)) {
      let name = freshVarOf.get(lower);
      if (!name) {
        name = `u${freshVarOf.size + 1}`;
        freshVarOf.set(lower, name);
      }
      return name;
    }
    return undefined;
  };
  const quote = (s: string) => `'${s.replaceAll("'", "''").replaceAll(':', COLON_MARK)}'`;
  // A value that needs work (a colon, an id inside it) is computed once per transaction into a variable of its
  // own: pgbench sends variables as untyped parameters, so PostgreSQL types it as it typed the original value.
  const computed: string[] = [];
  const literal = (s: string) => {
    let expr = quote(s);
    const parts = new Set([...s.matchAll(UUID)].map((m) => m[0]));
    for (const f of plan.fresh) if (s.includes(f) && s !== f) parts.add(f);
    for (const part of parts) {
      const v = varFor(part);
      if (v) expr = `replace(${expr}, ${quote(part)}, :${v})`;
    }
    if (s.includes(':')) expr = `replace(${expr}, '${COLON_MARK}', chr(58))`;
    if (expr === quote(s)) return expr;
    computed.push(`${expr} as e${computed.length + 1}`);
    return `:e${computed.length}`;
  };
  const param = (value: unknown): string => {
    if (value === null || value === undefined) return 'NULL';
    if (value instanceof Date) return literal(value.toISOString());
    if (typeof value === 'string') {
      const v = varFor(value);
      return v ? `:${v}` : literal(value);
    }
    if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
      return `'${value}'`;
    if (Array.isArray(value)) return literal(`{${value.map((x) => String(x)).join(',')}}`);
    return literal(JSON.stringify(value));
  };
  const body = statements.map(({ text, values }) => {
    const sqlText = text.replace(/\$(\d+)/g, (_, n: string) => param(values[Number(n) - 1]));
    return `${sqlText.trim().replace(/;$/, '')};`;
  });
  const freshIds = freshVarOf.size;
  const columns = [
    ...Object.keys(plan.perClient),
    ...[...freshVarOf.values()].map((name) => `gen_random_uuid() as ${name}`),
  ];
  const header = [`select ${columns.join(', ')} from bench_replay where client = :client_id`, '\\gset'];
  if (computed.length > 0) header.push(`select ${computed.join(', ')}`, '\\gset');
  return { script: `${header.join('\n')}\n${body.join('\n')}\n`, freshIds };
}

const run = promisify(execFile);

export type PgbenchResult = { tps: number; transactions: number; failed: number; p50: number; p99: number };

/**
 * Runs pgbench with `script` at `clients` concurrent clients for `seconds`, with each statement prepared once per
 * connection (`-M prepared`), as the API's driver prepares the statements it sends again and again (decision 056).
 */
export async function runPgbench(opts: {
  pgbench: string;
  databaseUrl: string;
  script: string;
  clients: number;
  seconds: number;
}): Promise<PgbenchResult> {
  const dir = mkdtempSync(join(tmpdir(), 'lottoshop-pgbench-'));
  try {
    const file = join(dir, 'purchase.sql');
    writeFileSync(file, opts.script);
    const { stdout } = await run(
      opts.pgbench,
      [
        '-n',
        '-M',
        'prepared',
        '-c',
        String(opts.clients),
        '-j',
        String(Math.min(2, opts.clients)),
        '-T',
        String(opts.seconds),
        '-l',
        '--log-prefix',
        join(dir, 'tx'),
        '-f',
        file,
        opts.databaseUrl,
      ],
      { maxBuffer: 16 * 1024 * 1024, timeout: (opts.seconds + 60) * 1000 },
    ).catch((error: unknown) => {
      // Kept for reading: the script pgbench refused.
      const kept = join(tmpdir(), `lottoshop-pgbench-failed-${process.pid}.sql`);
      writeFileSync(kept, opts.script);
      throw new Error(`pgbench failed (its script: ${kept}): ${String(error)}`);
    });
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1] ?? Number.NaN);
    const transactions = Number(/number of transactions actually processed: (\d+)/.exec(stdout)?.[1] ?? 0);
    const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
    // Per-transaction log lines: client transaction_no time_us script_no epoch epoch_us.
    const times: number[] = [];
    for (const name of readdirSync(dir).filter((f) => f.startsWith('tx'))) {
      for (const line of readFileSync(join(dir, name), 'utf8').split('\n')) {
        const us = Number(line.split(' ')[2]);
        if (Number.isFinite(us)) times.push(us / 1000);
      }
    }
    const sorted = Float64Array.from(times).sort();
    return { tps, transactions, failed, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
