/**
 * The crash test (`npm run test:pg`): the API, as its own process on a fresh PostgreSQL database, is killed with
 * SIGKILL a hundred times at random moments while customers deposit by card (frictionless and through a 3-D Secure
 * challenge, settled by the answer, the processor's signed webhooks or the browser's return) and buy tickets from
 * their wallets. It is restarted each time; the customers retry what was cut off with the same idempotency keys, as
 * the web server does. Once every retry has finished and the reconciliation job has settled what nobody finished,
 * the books must be right: the ledger sums to zero with nothing held, no wallet is negative, every deposit the
 * processor took is credited exactly once and every other one is not, every wallet holds exactly its credited
 * deposits less its paid purchases, and every purchase a customer was told about is paid once.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { openDb } from '@lottoshop/core/db';
import { accessTokenKeys, createSignedInCustomers } from '@lottoshop/core/identity';
import { ledgerTotals } from '@lottoshop/core/ledger';
import { testDatabaseUrl } from '@lottoshop/core/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../bench/lib/proc.ts';
import { startCardProcessor } from '../../../../scripts/card-processor.mjs';
import { TICKET } from '../routes/route-access.ts';
import { signedHeaders, TEST_APP_KEYS } from '../signed-request.ts';
import { type ApiProcess, apiProcess, bundleApi } from './api-process.ts';

// CRASH_TEST_KILLS runs a shorter or longer test locally; the suite's figure is 100.
const KILLS = Number(process.env.CRASH_TEST_KILLS ?? 100);
const CUSTOMERS = 12;
const WORKERS = 6;
const JWT_SECRET = 'crash-test-jwt-secret-0123456789abcdef';
const WEBHOOK_SECRET = 'whsec_crash_test';
const SHOP_ORIGIN = 'http://shop.example';
const FRICTIONLESS = '4242424242424242';
const CHALLENGED = '4000002760003184';
const BROWSER = {
  browser_javascript_enabled: true,
  browser_java_enabled: false,
  browser_language: 'en-AU',
  browser_color_depth: 24,
  browser_screen_height: 900,
  browser_screen_width: 1440,
  browser_tz: -600,
  challenge_window_size: 'FullScreen',
  notification_url: `${SHOP_ORIGIN}/3ds/notify`,
};

type Customer = { customerId: string; customerToken: string; accessToken: string; fundIds: string[] };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

describe.skipIf(!testDatabaseUrl())('money when the API is killed (PostgreSQL, SIGKILL)', () => {
  const dbName = `lottoshop_crash_${process.pid}`;
  let admin: pg.Client;
  let databaseUrl: string;
  let api: ApiProcess;
  let processor: ReturnType<typeof startCardProcessor>;
  let processorUrl: string;
  let stopping = false;
  let bundle: string | undefined;
  const observed = {
    interrupted: 0,
    deposits: new Set<string>(),
    receipts: new Set<string>(),
    refused: new Map<string, number>(),
  };

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: testDatabaseUrl() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${dbName}`);
    const url = new URL(testDatabaseUrl()!);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();

    const apiPort = await freePort();
    processor = startCardProcessor({
      port: 0,
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: `http://127.0.0.1:${apiPort}/webhooks/simulated`,
      log: () => {},
    });
    processorUrl = await processor.listening;
    bundle = await bundleApi(`crash-${process.pid}`);
    api = apiProcess(bundle, apiPort, {
      DATABASE_URL: databaseUrl,
      APP_KEYS: TEST_APP_KEYS,
      JWT_SECRET,
      LOG_LEVEL: 'error',
      RATE_LIMIT_FACTOR: '1000',
      CARD_PROCESSOR_URL: processorUrl,
      CARD_PROCESSOR_WEBHOOK_SECRET: WEBHOOK_SECRET,
      DEPOSIT_RECONCILE_INTERVAL_SECONDS: '1',
      DEPOSIT_RECONCILE_AFTER_SECONDS: '2',
      DEPOSIT_EXPIRE_AFTER_SECONDS: '15',
      SMTP_URL: '',
    });
    await api.start();
  }, 180_000);

  afterAll(async () => {
    stopping = true;
    await api?.stop();
    await processor?.close();
    await admin?.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    await admin?.end();
    if (bundle) rmSync(dirname(bundle), { recursive: true, force: true });
  });

  /**
   * One signed call, retried with the same body (and so the same idempotency key) while the API is down or
   * restarting, until it answers something other than a 5xx. Returns the status and the result.
   */
  async function call(
    c: Customer | null,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    version = '3.4',
  ): Promise<{ status: number; result: Record<string, unknown>; body: string }> {
    for (let attempt = 0; ; attempt++) {
      try {
        const res = await fetch(`${api.url}/v2${path}`, {
          method,
          headers: {
            ...signedHeaders({ version, ...(c ? { customerToken: c.customerToken } : {}) }),
            ...(c ? { authorization: `Bearer ${c.accessToken}` } : {}),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: AbortSignal.timeout(20_000),
        });
        const text = await res.text();
        if (res.status < 500 && res.status !== 409) {
          const json = JSON.parse(text || '{}') as { result?: Record<string, unknown> };
          return { status: res.status, result: json.result ?? {}, body: text };
        }
      } catch {
        // Cut off: the API was killed with the request in flight, or is not up yet.
      }
      observed.interrupted++;
      if (attempt > 2000) throw new Error(`${method} ${path} never finished`);
      await sleep(50 + Math.random() * 100);
    }
  }

  /** Types a card into the processor's hosted field, as the browser does, and returns its token. */
  async function tokenise(number: string): Promise<string> {
    const res = await fetch(`${processorUrl}/hosted/card-fields`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        origin: SHOP_ORIGIN,
        key: 'pk_test_dev_change_me',
        name: 'Alex Citizen',
        number,
        expiry: '12/34',
        csc: '735',
      }),
    });
    const token = /"token":"(pm_[0-9a-f]+)"/.exec(await res.text())?.[1];
    if (!token) throw new Error('no token from the hosted field');
    return token;
  }

  /** A card deposit, retried until answered; a challenge is completed at the processor, as the customer does. */
  async function deposit(c: Customer): Promise<void> {
    const challenged = Math.random() < 0.3;
    const fundId = c.fundIds[challenged ? 1 : 0]!;
    const amount = 1000 + 500 * Math.floor(Math.random() * 9);
    const answer = await call(c, 'POST', `/funds/${fundId}/deposit`, {
      amount,
      idempotency_key: `crash-${randomUUID()}`,
      csc: '735',
      strong_customer_authentication: BROWSER,
    });
    expect(answer.status, JSON.stringify(answer.result)).toBe(201);
    const depositId = String(answer.result.deposit_id);
    observed.deposits.add(depositId);
    const challengeUrl = answer.result.challenge_url;
    if (typeof challengeUrl === 'string' && Math.random() < 0.85) {
      await fetch(challengeUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ outcome: 'complete' }),
        redirect: 'manual',
      });
      // The browser's return asks the API for the deposit (the API then asks the processor).
      await call(c, 'GET', `/funds/${depositId}/deposit`);
    }
  }

  /** Buys a one-ticket cart from the wallet, retrying the purchase with the same key. */
  async function purchase(c: Customer): Promise<void> {
    // One ticket at a time: a refused purchase leaves its ticket in the cart for the next try.
    const cart = await call(c, 'GET', '/cart/items', undefined, '3.3');
    const items = cart.result.cart_items;
    if (!Array.isArray(items) || items.length === 0) await call(c, 'POST', '/cart/items', TICKET, '3.3');
    const bought = await call(
      c,
      'POST',
      '/cart/purchase',
      { idempotency_key: `crash-${randomUUID()}`, payment_method: 'wallet' },
      '3.3',
    );
    // 201: bought now; 200: a retry answered with the receipt of the purchase its first try made before the kill.
    if (bought.status === 201 || bought.status === 200)
      observed.receipts.add(String(bought.result.checkout_id));
    else {
      const why = `${bought.status} ${/"code":"(\w+)"/.exec(bought.body)?.[1] ?? bought.body.slice(0, 60)}`;
      observed.refused.set(why, (observed.refused.get(why) ?? 0) + 1);
    }
  }

  async function worker(customers: Customer[]): Promise<number> {
    let done = 0;
    while (!stopping) {
      const c = pick(customers);
      if (Math.random() < 0.55) await deposit(c);
      else await purchase(c);
      done++;
    }
    return done;
  }

  it(`keeps every cent right through ${KILLS} kills`, { timeout: 20 * 60_000 }, async () => {
    const handle = await openDb({ databaseUrl });
    let customers: Customer[];
    try {
      const made = await createSignedInCustomers(handle.db, {
        count: CUSTOMERS,
        keys: accessTokenKeys(JWT_SECRET),
        emailPrefix: `crash-${process.pid}`,
      });
      customers = made.map((m) => ({ ...m, fundIds: [] }));
    } finally {
      await handle.close();
    }
    for (const c of customers) {
      for (const number of [FRICTIONLESS, CHALLENGED]) {
        const saved = await call(c, 'POST', '/funds/cc/simulated', { token: await tokenise(number) });
        expect(saved.status, JSON.stringify(saved.result)).toBe(201);
        c.fundIds.push(String(saved.result.id));
      }
    }

    // A first top-up with the test method, so purchases can start with the kills.
    for (const c of customers) {
      const topUp = await call(c, 'POST', '/funds/td/test/deposit', {
        amount: 2000,
        idempotency_key: `crash-first-${c.customerId}`,
      });
      expect(topUp.status, topUp.body).toBeLessThan(300);
    }

    const groups = Array.from({ length: WORKERS }, (_, w) => customers.filter((_, i) => i % WORKERS === w));
    const work = Promise.all(groups.map(worker));
    let kills = 0;
    try {
      while (kills < KILLS) {
        await sleep(150 + Math.random() * 900);
        await api.kill();
        kills++;
        await api.start();
      }
    } finally {
      stopping = true;
    }
    const operations = (await work).reduce((a, b) => a + b, 0);
    console.log(
      `[crash] ${kills} kills; ${operations} operations; ${observed.interrupted} requests cut off and retried; ` +
        `${observed.receipts.size} purchases answered; refused: ${[...observed.refused].map(([why, n]) => `${n} × ${why}`).join(', ') || 'none'}`,
    );
    expect(kills).toBe(KILLS);
    // The kills cut requests in flight (each retried), and the work went on between them.
    expect(observed.interrupted).toBeGreaterThan(KILLS / 2);
    expect(operations).toBeGreaterThan(KILLS);
    expect(observed.receipts.size).toBeGreaterThan(0);

    // Retries have finished; the webhooks still owed and the reconciliation job settle every deposit left.
    const books = new pg.Client({ connectionString: databaseUrl });
    await books.connect();
    try {
      const deadline = Date.now() + 120_000;
      let pending = -1;
      while (Date.now() < deadline) {
        pending = (await books.query(`select count(*)::int as n from deposits where status = 'pending'`))
          .rows[0].n;
        if (pending === 0) break;
        await sleep(500);
      }
      expect(pending, 'deposits still pending after the retries and reconciliation').toBe(0);
      await checkBooks(books, customers);
    } finally {
      await books.end();
    }
  });

  async function checkBooks(books: pg.Client, customers: Customer[]): Promise<void> {
    const q = async <T>(text: string, values: unknown[] = []) =>
      (await books.query(text, values)).rows as T[];

    // The ledger balances, nothing is left held, every account is the sum of its transfers, no wallet is negative.
    const handle = await openDb({ databaseUrl });
    try {
      expect(await ledgerTotals(handle)).toEqual({ sumOfBalances: 0n, sumOfHolds: 0n, mismatches: [] });
    } finally {
      await handle.close();
    }
    const [negative] = await q<{ n: number }>(
      `select count(*)::int as n from ledger_accounts
        where kind = 'customer_wallet' and (balance_minor < 0 or balance_minor - pending_debits_minor < 0)`,
    );
    expect(negative?.n).toBe(0);

    // Every deposit matches the processor: taken ⇔ approved, credited once, for its amount.
    const deposits = await q<{
      id: string;
      gateway: string;
      status: string;
      amount_minor: string;
      credits: number;
      credited: string | null;
    }>(
      `select d.id, d.gateway, d.status, d.amount_minor::text,
              count(t.id)::int as credits, sum(t.amount_minor)::text as credited
         from deposits d left join ledger_transfers t on t.idempotency_key = 'deposit:' || d.id::text
        group by d.id`,
    );
    for (const id of observed.deposits)
      expect(
        deposits.some((d) => d.id === id),
        id,
      ).toBe(true);
    for (const d of deposits) {
      if (d.gateway === 'test') {
        expect(d, `test deposit ${d.id}`).toMatchObject({ status: 'approved', credits: 1 });
        continue;
      }
      const found = await fetch(`${processorUrl}/v1/payments?reference=${d.id}`, {
        headers: { authorization: 'Bearer sk_test_dev_change_me' },
      }).then((r) => r.json() as Promise<{ data: { status: string; amount: number }[] }>);
      const taken = found.data.filter((p) => p.status === 'succeeded');
      expect(taken.length, `payments taken for deposit ${d.id}`).toBeLessThanOrEqual(1);
      if (taken.length === 1) {
        expect(d, `deposit ${d.id} was taken by the processor`).toMatchObject({
          status: 'approved',
          credits: 1,
          credited: d.amount_minor,
        });
        expect(String(taken[0]!.amount)).toBe(d.amount_minor);
      } else {
        expect(d, `deposit ${d.id} was not taken by the processor`).toMatchObject({
          status: 'declined',
          credits: 0,
        });
      }
    }

    // Every purchase a customer was answered is paid, once; each wallet is its deposits less its purchases.
    const paid = await q<{ id: string }>(`select id from checkouts where status = 'paid'`);
    const paidIds = new Set(paid.map((p) => p.id));
    for (const id of observed.receipts) expect(paidIds.has(id), `receipt ${id}`).toBe(true);
    // A customer whose every deposit was declined has no wallet yet: its balance is 0.
    const wallets = await q<{ customer_id: string; balance: string; deposited: string; spent: string }>(
      `select c.id as customer_id, coalesce(a.balance_minor, 0)::text as balance,
              (select coalesce(sum(amount_minor), 0) from deposits d
                where d.customer_id = c.id and d.status = 'approved')::text as deposited,
              (select coalesce(sum(t.amount_minor), 0) from ledger_transfers t
                where t.debit_account_id = a.id and t.phase in ('posted', 'post_pending')
                  and t.kind = 'purchase')::text as spent
         from unnest($1::uuid[]) as c(id)
         left join ledger_accounts a on a.customer_id = c.id and a.kind = 'customer_wallet'`,
      [customers.map((c) => c.customerId)],
    );
    expect(wallets).toHaveLength(customers.length);
    for (const w of wallets) {
      expect(BigInt(w.balance), `wallet of ${w.customer_id}`).toBe(BigInt(w.deposited) - BigInt(w.spent));
    }
    const outcomes = await q<{ status: string; reason: string | null; n: number }>(
      `select status, decline_reason as reason, count(*)::int as n from deposits group by 1, 2 order by 3 desc`,
    );
    console.log(
      `[crash] ${paidIds.size} purchases paid; deposits: ${outcomes.map((o) => `${o.n} ${o.status}${o.reason ? ` (${o.reason})` : ''}`).join(', ')}`,
    );
    const [purchases] = await q<{ n: number }>(
      `select count(*)::int as n from ledger_transfers
        where kind = 'purchase' and phase in ('posted', 'post_pending')`,
    );
    expect(purchases?.n).toBe(paidIds.size);
  }
});
