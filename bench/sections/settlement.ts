/**
 * Settling a draw on PostgreSQL: one Powerball draw with about a million game lines of mixed entry types (standard
 * games, System 10s, PowerHits and PowerHit System 9s, each customer's numbers drawn from a fixed seed), bought
 * through the real purchase use-case, then closed and given an official result. What is timed is the settlement
 * itself (`settle`: score every line, record every winning line, pay every prize through the ledger, queue the win
 * e-mails), beside `COPY` of the same draw's lines out of the table by psql as the floor: the least any settlement
 * must do is read every line once. Afterwards every prize is checked paid once and the ledger sound, and a second
 * settlement must pay nothing.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { GameType } from '@lottoshop/contracts/catalog';
import { validateTicket } from '@lottoshop/core/cart';
import { systemClock } from '@lottoshop/core/clock';
import { queryRows } from '@lottoshop/core/db';
import { isDomainError } from '@lottoshop/core/errors';
import { ledgerTotals } from '@lottoshop/core/ledger';
import { buyTickets } from '@lottoshop/core/orders';
import { fundWallets } from '@lottoshop/core/payments/testing';
import { enterOfficialResult } from '@lottoshop/core/results';
import { closeSales, settle } from '@lottoshop/core/settlement';
import { prepareDatabase } from '@lottoshop/core/setup';
import { seededRandom } from '@lottoshop/core/testing';
import { customerActor, operatorActor, useCaseCtx } from '@lottoshop/core/use-case';
import { sql } from 'drizzle-orm';
import { freshDatabase, makeCustomers, postgresServer } from '../lib/bench-postgres.ts';
import { loadCalls } from '../lib/load.ts';
import { onCleanup } from '../lib/proc.ts';
import { int, num, type Row, ratio, type Section } from '../lib/table.ts';

const OFFER = 'super_jackpot_lottery';
/** Powerball: 7 of 35, and a Powerball of 20. */
const MAIN_MAX = 35;
const BONUS_MAX = 20;

/** One customer's tickets: 20 + 120 + 20 + 720 = 880 lines. */
const MIX: Array<{ gameType: GameType; picked: number; games: number; lines: number; label: string }> = [
  { gameType: 'standard', picked: 7, games: 20, lines: 20, label: '20 standard games' },
  { gameType: 'reduced_system', picked: 10, games: 1, lines: 120, label: 'a System 10 (120 lines)' },
  { gameType: 'powerhit', picked: 7, games: 1, lines: 20, label: 'a PowerHit (20 lines)' },
  { gameType: 'powerhit', picked: 9, games: 1, lines: 720, label: 'a PowerHit System 9 (720 lines)' },
];
const LINES_PER_CUSTOMER = MIX.reduce((n, m) => n + m.lines, 0);

/** Dividends per division of the official result, in cents. */
const DIVIDENDS: Record<number, bigint> = {
  1: 20_000_000_00n,
  2: 150_000_00n,
  3: 5_000_00n,
  4: 500_00n,
  5: 150_00n,
  6: 60_00n,
  7: 40_00n,
  8: 25_00n,
  9: 12_00n,
};
const DRAWN = { main: [2, 9, 14, 21, 26, 30, 33], supplementary: [] as number[], bonus: [11] };

/** `count` distinct numbers of 1..max, ascending. */
function pick(random: () => number, count: number, max: number): number[] {
  const pool = Array.from({ length: max }, (_, i) => i + 1);
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count).sort((a, b) => a - b);
}

function psqlBinary(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  for (const v of readdirSync(base).sort((a, b) => Number(b) - Number(a))) {
    const bin = join(base, v, 'bin/psql');
    if (existsSync(bin)) return bin;
  }
  return undefined;
}

/** Seconds psql takes to COPY the query's rows out (to nothing), and how many rows it sent. */
function copyOut(
  psql: string,
  databaseUrl: string,
  query: string,
): Promise<{ seconds: number; rows: number }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(
      psql,
      ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', databaseUrl, '-c', `copy (${query}) to stdout`],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let rows = 0;
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      for (const byte of chunk) if (byte === 10) rows++;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`psql COPY failed (${code}): ${err}`));
      else resolve({ seconds: Number(process.hrtime.bigint() - started) / 1e9, rows });
    });
  });
}

export async function settlementSection(opts: { quick: boolean }): Promise<Section> {
  const targetLines = opts.quick ? 100_000 : 1_000_000;
  const customers = Math.ceil(targetLines / LINES_PER_CUSTOMER);
  const psql = psqlBinary();
  if (!psql) throw new Error('psql not found: install PostgreSQL (Debian: apt-get install postgresql)');

  const server = await postgresServer();
  const databaseUrl = await freshDatabase(server.url);
  const handle = await prepareDatabase({ databaseUrl });
  onCleanup('settlement database connection', () => handle.close());
  const operator = useCaseCtx({ db: handle.db, clock: systemClock, actor: operatorActor('bench') });

  // The bench's own database: no operator spend limit or verification threshold stops a big spender here.
  await handle.db.execute(sql`delete from operator_spend_limits`);
  await handle.db.execute(sql`update verification_settings set purchase_threshold_minor = null`);

  // Setup, untimed: customers, wallets, and each customer's four tickets bought through the purchase use-case.
  const setupStarted = Date.now();
  const buyers = await makeCustomers(handle, customers, { emailPrefix: 'settle' });
  await fundWallets(
    handle.db,
    buyers.map((b) => b.customerId),
    5_000_00n,
  );
  const random = seededRandom(20261124);
  const carts = buyers.map(() =>
    MIX.map((m) => ({
      lotteryKey: OFFER,
      gameType: m.gameType,
      numDraws: 1,
      quantity: 1,
      games: Array.from({ length: m.games }, () => ({
        Numbers: pick(random, m.picked, MAIN_MAX),
        Powerball: m.gameType === 'powerhit' ? [] : pick(random, 1, BONUS_MAX),
      })),
    })),
  );
  let firstDrawId = '';
  const bought = await loadCalls(buyers.length, 4, async (i) => {
    const buyer = useCaseCtx({
      db: handle.db,
      clock: systemClock,
      actor: customerActor(buyers[i]!.customerId),
    });
    const items = [];
    for (const body of carts[i]!) {
      const ticket = await validateTicket(buyer, body).catch((err: unknown) => {
        throw new Error(`${body.gameType}: ${JSON.stringify(isDomainError(err) ? err.fields : String(err))}`);
      });
      firstDrawId = ticket.firstDrawId;
      items.push({ ...ticket, itemId: crypto.randomUUID() });
    }
    const result = await buyTickets(buyer, { idempotencyKey: `settle-bench-${i}`, items });
    if (!result.created) throw new Error('a purchase answered an earlier receipt');
  });
  if (bought.failed > 0) throw new Error(`buying the tickets failed: ${bought.firstFailure}`);
  const [draw] = await queryRows<{ draw_no: number; lines: string }>(
    handle.db,
    sql`select d.draw_no, (select count(*) from ticket_draws td join ticket_lines tl on tl.ticket_id = td.ticket_id
          where td.draw_id = d.id)::text as lines
        from draws d where d.id = ${firstDrawId}`,
  );
  if (!draw) throw new Error('the draw bought into was not found');
  const lines = Number(draw.lines);
  if (lines !== customers * LINES_PER_CUSTOMER) {
    throw new Error(`${lines} lines entered, ${customers * LINES_PER_CUSTOMER} bought`);
  }
  const ref = { offerKey: OFFER, drawNo: draw.draw_no };
  await closeSales(operator, ref);
  await enterOfficialResult(operator, { ...ref, ...DRAWN, dividends: DIVIDENDS });
  await handle.db.execute(sql`vacuum analyze`);
  const setupSeconds = (Date.now() - setupStarted) / 1000;

  // The floor: every line of the draw (with its ticket's customer), out of the table once. Run twice, the second timed.
  const linesQuery =
    'select tl.ticket_id, t.customer_id, tl.line_no, tl.numbers, tl.bonus from ticket_draws td ' +
    'join ticket_lines tl on tl.ticket_id = td.ticket_id join tickets t on t.id = td.ticket_id ' +
    `where td.draw_id = '${firstDrawId}' order by tl.ticket_id, tl.line_no`;
  await copyOut(psql, databaseUrl, linesQuery);
  const copy = await copyOut(psql, databaseUrl, linesQuery);
  if (copy.rows !== lines) throw new Error(`COPY sent ${copy.rows} lines, not ${lines}`);

  // The first payout marks the end of scoring (every line is scored before any prize is paid).
  const started = process.hrtime.bigint();
  let firstPayout: bigint | undefined;
  const outcome = await settle(operator, ref, {
    afterPayout: () => {
      firstPayout ??= process.hrtime.bigint();
    },
  });
  const ended = process.hrtime.bigint();
  const settleSeconds = Number(ended - started) / 1e9;
  const scoreSeconds = Number((firstPayout ?? ended) - started) / 1e9;
  const s = outcome.settlement;

  // Checks: every line scored, every winning line paid once, the books sound; a second run pays nothing.
  const [paid] = await queryRows<{ n: string; total: string }>(
    handle.db,
    sql`select count(*)::text as n, coalesce(sum(amount_minor), 0)::text as total from ledger_transfers
        where kind = 'prize' and idempotency_key like ${`prize:${firstDrawId}:%`}`,
  );
  const again = (await settle(operator, ref)).settlement;
  const totals = await ledgerTotals(handle);
  if (
    s.linesScored !== lines ||
    s.prizesPaidNow !== s.winningLines ||
    Number(paid?.n) !== s.winningLines ||
    BigInt(paid?.total ?? '0') !== s.totalPrizesMinor ||
    s.totalPaidMinor !== s.totalPrizesMinor ||
    again.prizesPaidNow !== 0 ||
    totals.sumOfBalances !== 0n ||
    totals.mismatches.length > 0
  ) {
    throw new Error(
      `settlement not sound: scored ${s.linesScored} of ${lines}, ${s.winningLines} winning lines, ` +
        `${s.prizesPaidNow} paid now (${paid?.n} prize transfers), ${again.prizesPaidNow} paid by a second run`,
    );
  }

  const rows: Row[] = [
    {
      operation: `settle a draw of ${int(lines)} mixed lines (score + pay): lines/s`,
      baseline: `${num(lines / copy.seconds)} (COPY out)`,
      figure: num(lines / settleSeconds),
      ratio: ratio(lines / settleSeconds, lines / copy.seconds),
    },
    {
      operation: 'of which scoring every line: seconds',
      baseline: `${num(copy.seconds)} (COPY out)`,
      figure: num(scoreSeconds),
      ratio: ratio(scoreSeconds, copy.seconds),
    },
    {
      operation: `of which paying ${int(s.prizesPaidNow)} prizes (and e-mails): seconds`,
      baseline: '-',
      figure: num(settleSeconds - scoreSeconds),
      ratio: '-',
    },
    {
      operation: 'settle the draw: seconds',
      baseline: `${num(copy.seconds)} (COPY out)`,
      figure: num(settleSeconds),
      ratio: ratio(settleSeconds, copy.seconds),
    },
  ];
  return {
    title: `Settlement: a draw of ${int(lines)} mixed lines on PostgreSQL, beside COPY of its lines`,
    notes: [
      `PostgreSQL on the same machine (fresh database, migrated and seeded), reached over ${server.transport}.`,
      `${int(customers)} customers each bought ${MIX.map((m) => m.label).join(', ')} for one Powerball draw through ` +
        `the purchase use-case (${LINES_PER_CUSTOMER} lines each, numbers from a fixed seed): ${int(lines)} lines ` +
        `(setup, untimed: ${num(setupSeconds)} s).`,
      `Settlement (\`settle\`: score in pages of lines, record each winning line, pay each prize through the ledger, ` +
        `queue one win e-mail per winner): ${num(settleSeconds)} s; ${int(s.winningLines)} winning lines, ` +
        `${int(s.prizesPaidNow)} prizes paid, ${int(s.winEmailsNow)} win e-mails queued.`,
      `Baseline: psql \`COPY (the draw's lines with their ticket's customer, in the settlement's order) TO STDOUT\`, ` +
        `${num(copy.seconds)} s for ${int(copy.rows)} rows (the second of two runs).`,
      'Afterwards: every line scored, one prize transfer per winning line summing to the prizes, the ledger ' +
        'balanced, and a second settlement paid nothing.',
    ],
    rows,
  };
}
