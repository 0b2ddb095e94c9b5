/**
 * The crash test (`npm run test:pg`): the API, as its own process on a fresh PostgreSQL database, is killed with
 * SIGKILL a hundred times at random moments while customers deposit by card (frictionless and through a 3-D Secure
 * challenge, settled by the answer, the processor's signed webhooks or the browser's return), buy tickets from their
 * wallets, deposit and buy in one step (POST /deposit_purchase) and ask for withdrawals, and the operator pays or
 * rejects the withdrawals waiting (the /ops calls of `npm run ops -- withdrawals …`). It is restarted each time; the
 * customers and the operator retry what was cut off with the same idempotency keys, as the web server and the operator
 * do. After each kill, while the API is down and before anything is retried, every withdrawal's and deposit's status
 * must agree with its ledger transfers (a status and its money change in one transaction, so no kill can part them; a
 * retry would mend a parted one and hide it). Once every retry has finished, the reconciliation and deposit-purchase
 * jobs have settled what nobody finished and the operator has decided the last withdrawals, the books must be right:
 * the ledger sums to zero with nothing held, no wallet is negative, every deposit the processor took is credited
 * exactly once and every other one is not, every deposit purchase ended once (bought, or its money left in the wallet,
 * or nothing taken), every withdrawal is paid once or given back, every wallet holds exactly its credited deposits less
 * its paid purchases and paid withdrawals, and every purchase and operator decision a caller was told about stands.
 */

import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { test3dsBrowserBody } from '@lottoshop/contracts/testing/three-ds-browser';
import { openDb } from '@lottoshop/core/db';
import { accessTokenKeys } from '@lottoshop/core/identity';
import { createSignedInCustomers } from '@lottoshop/core/identity/testing';
import { ledgerTotals } from '@lottoshop/core/ledger';
import { testDatabaseUrl } from '@lottoshop/core/testing';
import { createVerifiedAttempt } from '@lottoshop/core/verification/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../bench/lib/proc.ts';
import { startCardProcessor } from '../../../../scripts/card-processor.mjs';
import { TICKET } from '../routes/route-access.ts';
import { signedHeaders, TEST_APP_KEYS } from '../signed-request.ts';
import { type ApiProcess, apiProcess, bundleApi } from './api-process.ts';

// CRASH_TEST_KILLS runs a shorter or longer test: 100 unless it is set; CI runs 30 (decision 066). Whatever the
// count, the test fails unless the kills cut off every kind of money call at least once (CUT_OFF_KINDS).
const KILLS = Number(process.env.CRASH_TEST_KILLS ?? 100);
/** The money calls a kill must have cut off at least once for a run to count, by the path they post to. */
const CUT_OFF_KINDS: ReadonlyArray<readonly [string, RegExp]> = [
  ['card deposit', /^\/funds\/[^/]+\/deposit$/],
  ['wallet purchase', /^\/cart\/purchase$/],
  ['deposit purchase', /^\/deposit_purchase$/],
  ['withdrawal', /^\/(pl|tw)\/withdraw$/],
  ['operator decision', /^\/withdrawals\/[^/]+\/(pay|reject)$/],
];
const CUSTOMERS = 12;
const WORKERS = 6;
const JWT_SECRET = 'crash-test-jwt-secret-0123456789abcdef';
const WEBHOOK_SECRET = 'whsec_crash_test';
const OPS_TOKEN = 'crash-test-ops-token-0123456789';
const SHOP_ORIGIN = 'http://shop.example';
const FRICTIONLESS = '4242424242424242';
const CHALLENGED = '4000002760003184';
const BROWSER = test3dsBrowserBody({ notificationUrl: `${SHOP_ORIGIN}/3ds/notify` });

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
    /** Deposit purchases made (by deposit id) and what their answers said. */
    depositPurchases: new Set<string>(),
    /** Withdrawals a customer was answered with (held), and those the operator was told it paid or rejected. */
    withdrawals: new Set<string>(),
    paid: new Set<string>(),
    rejected: new Set<string>(),
    counts: new Map<string, number>(),
    /** Money calls a kill cut off (each counted once, however often it was retried), by kind. */
    cutOff: new Map<string, number>(),
    /** Customers' operations finished (the kills wait for some between them). */
    operations: 0,
  };
  const count = (what: string) => observed.counts.set(what, (observed.counts.get(what) ?? 0) + 1);
  const cutOff = (method: string, path: string) => {
    const kind = method === 'POST' ? CUT_OFF_KINDS.find(([, p]) => p.test(path))?.[0] : undefined;
    if (kind) observed.cutOff.set(kind, (observed.cutOff.get(kind) ?? 0) + 1);
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
      OPS_TOKEN,
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
      if (attempt === 0) cutOff(method, path);
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
    else refused(bought);
  }

  /** Records why a request was refused (a 4xx other than the ones an operation expects). */
  function refused(answer: { status: number; body: string }): void {
    const why = `${answer.status} ${/"code":"(\w+)"/.exec(answer.body)?.[1] ?? answer.body.slice(0, 60)}`;
    observed.refused.set(why, (observed.refused.get(why) ?? 0) + 1);
  }

  /**
   * Deposit and buy in one step: a one-ticket cart paid by a saved card (through its challenge 30% of the time),
   * retried with the same deposit key; a challenge is completed at the processor and the browser's return asks
   * GET /deposit_purchase/{depositId}, as the checkout's pages do.
   */
  async function depositPurchase(c: Customer): Promise<void> {
    const cart = await call(c, 'GET', '/cart/items', undefined, '3.3');
    const items = cart.result.cart_items;
    if (!Array.isArray(items) || items.length === 0) await call(c, 'POST', '/cart/items', TICKET, '3.3');
    const challenged = Math.random() < 0.3;
    const answer = await call(
      c,
      'POST',
      '/deposit_purchase',
      {
        kind: 'checkout',
        deposit: {
          amount: 1000 + 500 * Math.floor(Math.random() * 4),
          idempotency_key: `crash-dp-${randomUUID()}`,
          customer_fund_id: c.fundIds[challenged ? 1 : 0],
          csc: '735',
          strong_customer_authentication: {
            ...BROWSER,
            notification_url: `${SHOP_ORIGIN}/3ds/notify?flow=checkout`,
          },
        },
        purchase: { channel_key: 'web' },
      },
      '3.3',
    );
    if (answer.status !== 201 && answer.status !== 200) return refused(answer);
    const deposit = answer.result.deposit as Record<string, unknown>;
    const depositId = String(deposit.deposit_id);
    observed.deposits.add(depositId);
    observed.depositPurchases.add(depositId);
    let status = String(answer.result.status);
    let checkoutId = answer.result.checkout_id;
    const challengeUrl = deposit.challenge_url;
    if (status === 'pending' && typeof challengeUrl === 'string' && Math.random() < 0.85) {
      await fetch(challengeUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ outcome: 'complete' }),
        redirect: 'manual',
      });
      const back = await call(c, 'GET', `/deposit_purchase/${depositId}`, undefined, '3.3');
      status = String(back.result.status);
      checkoutId = back.result.checkout_id;
    }
    count(`deposit purchase ${status}`);
    if (status === 'purchased') observed.receipts.add(String(checkoutId));
  }

  /** Asks for a withdrawal (test method or PayPal), retried with the same key; a wallet too short is refused. */
  async function withdrawal(c: Customer): Promise<void> {
    const paypal = Math.random() < 0.3;
    const answer = await call(
      c,
      'POST',
      paypal ? '/pl/withdraw' : '/tw/withdraw',
      {
        amount: paypal
          ? 1000 + 100 * Math.floor(Math.random() * 10)
          : 100 * (1 + Math.floor(Math.random() * 15)),
        idempotency_key: `crash-wd-${randomUUID()}`,
        ...(paypal ? { email: 'alex.citizen@example.com' } : {}),
      },
      '3.1',
    );
    if (answer.status === 201 || answer.status === 200) {
      observed.withdrawals.add(String(answer.result.id));
      count('withdrawal held');
    } else if (/insufficient_funds|not enough funds/i.test(answer.body)) count('withdrawal refused: funds');
    else refused(answer);
  }

  /** The operator's call (unsigned, bearer token), retried until the API answers, as the operator does. */
  async function ops(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; result: unknown }> {
    for (let attempt = 0; ; attempt++) {
      try {
        const res = await fetch(`${api.url}/ops${path}`, {
          method,
          headers: {
            authorization: `Bearer ${OPS_TOKEN}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: AbortSignal.timeout(20_000),
        });
        const text = await res.text();
        // A 409 is an answer here: the withdrawal was already decided the other way.
        if (res.status < 500) {
          return { status: res.status, result: (JSON.parse(text || '{}') as { result?: unknown }).result };
        }
      } catch {
        // Cut off, or not up yet.
      }
      observed.interrupted++;
      if (attempt === 0) cutOff(method, path);
      if (attempt > 2000) throw new Error(`${method} /ops${path} never finished`);
      await sleep(50 + Math.random() * 100);
    }
  }

  /** The operator pays (two in three) or rejects one withdrawal of those waiting, oldest first. */
  async function decideWithdrawal(): Promise<boolean> {
    const waiting = await ops('GET', '/withdrawals?status=pending');
    const list = Array.isArray(waiting.result) ? (waiting.result as { id: string }[]) : [];
    const next = list.length > 0 ? pick(list.slice(0, 5)) : undefined;
    if (!next) return false;
    const pay = Math.random() < 0.67;
    const decided = await ops(
      'POST',
      `/withdrawals/${next.id}/${pay ? 'pay' : 'reject'}`,
      pay ? undefined : { reason: 'Test payout refused by the crash test' },
    );
    // Another decision may have got there first (the operator's retry after a kill, or a second operator).
    if (decided.status === 200 || decided.status === 201) {
      const status = (decided.result as { status?: string } | undefined)?.status;
      if (status === 'paid') observed.paid.add(next.id);
      if (status === 'rejected') observed.rejected.add(next.id);
    }
    return true;
  }

  async function worker(customers: Customer[]): Promise<void> {
    while (!stopping) {
      const c = pick(customers);
      const roll = Math.random();
      if (roll < 0.35) await deposit(c);
      else if (roll < 0.6) await purchase(c);
      else if (roll < 0.8) await depositPurchase(c);
      else await withdrawal(c);
      observed.operations++;
    }
  }

  /** The operator: decides a waiting withdrawal every so often, through the kills. */
  async function operator(): Promise<number> {
    let done = 0;
    while (!stopping) {
      if (await decideWithdrawal()) done++;
      await sleep(100 + Math.random() * 300);
    }
    return done;
  }

  /**
   * What the books must say at every moment, so also the moment after a kill (each money call changes a status and
   * its ledger in one transaction): a withdrawal pending has its hold and nothing resolving it, a paid one its hold
   * posted, a rejected one its hold voided (the resolution its row names), no withdrawal's hold is without its
   * withdrawal, and a deposit is approved exactly when it is credited (by the transfer its row names). Read in one
   * statement (one snapshot); answers each disagreement, naming the row.
   */
  async function disagreements(books: pg.Client): Promise<string[]> {
    const { rows } = await books.query<{ what: string }>(
      `select 'withdrawal ' || w.id || ' is ' || w.status || ', but its hold is ' ||
              case when h.id is null then 'missing' when e.id is null then 'not resolved'
                   when e.phase = 'post_pending' then 'posted (paid out)' else 'voided (given back)' end ||
              case when e.id <> w.resolution_transfer_id then ' by another transfer than its row names' else '' end
              as what
         from (select *, case status when 'paid' then 'post_pending' when 'rejected' then 'void_pending' end as ends
                 from withdrawals) w
         left join ledger_transfers h on h.id = w.hold_transfer_id and h.phase = 'pending'
         left join ledger_transfers e on e.pending_id = h.id
        where h.id is null or e.phase is distinct from w.ends or e.id is distinct from w.resolution_transfer_id
       union all
       select 'withdrawal hold ' || h.id || ' has no withdrawal' from ledger_transfers h
        where h.kind = 'withdrawal' and h.phase = 'pending'
          and not exists (select 1 from withdrawals w where w.hold_transfer_id = h.id)
       union all
       select 'deposit ' || d.id || ' is ' || d.status || ', but ' ||
              case when t.id is null then 'not credited' else 'credited' end ||
              case when t.id <> d.transfer_id then ' by another transfer than its row names' else '' end
         from deposits d left join ledger_transfers t on t.idempotency_key = 'deposit:' || d.id::text
        where (d.status = 'approved') <> (t.id is not null) or t.id is distinct from d.transfer_id`,
    );
    return rows.map((r) => r.what);
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
      // Withdrawing needs a verified identity (decision 040).
      for (const c of customers) await createVerifiedAttempt(handle.db, { customerId: c.customerId });
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
    const operating = operator();
    const books = new pg.Client({ connectionString: databaseUrl });
    await books.connect();
    try {
      // The work is counted, not timed, so a slow machine takes longer rather than failing: each kill waits for two
      // operations to finish after the last restart, and the kills go on past KILLS (up to three times as many)
      // until every kind of money call has been cut off.
      const everyKindCutOff = () => CUT_OFF_KINDS.every(([kind]) => observed.cutOff.has(kind));
      const disagreed: string[] = [];
      let kills = 0;
      try {
        while (kills < KILLS || (!everyKindCutOff() && kills < 3 * KILLS)) {
          const target = observed.operations + 2;
          await sleep(150 + Math.random() * 900);
          for (let i = 0; observed.operations < target && i < 3000; i++) await sleep(20);
          await api.kill();
          kills++;
          // Read while the API is down, before any retry can mend what the kill left.
          disagreed.push(...(await disagreements(books)).map((what) => `after kill ${kills}: ${what}`));
          await api.start();
          if (disagreed.length > 0) break;
        }
      } finally {
        stopping = true;
      }
      await work;
      const decisions = await operating;
      expect(disagreed, 'a kill left a status its ledger disagrees with').toEqual([]);
      // The operator decides the withdrawals still waiting, so nothing is left held.
      while (await decideWithdrawal()) {}
      console.log(
        `[crash] ${kills} kills; ${observed.operations} operations and ${decisions} operator decisions during them; ` +
          `${observed.interrupted} requests cut off and retried; ${observed.receipts.size} purchases answered; ` +
          `${[...observed.counts].map(([what, n]) => `${n} × ${what}`).join(', ')}; ` +
          `cut off: ${[...observed.cutOff].map(([what, n]) => `${n} × ${what}`).join(', ')}; ` +
          `refused: ${[...observed.refused].map(([why, n]) => `${n} × ${why}`).join(', ') || 'none'}`,
      );
      expect(kills).toBeGreaterThanOrEqual(KILLS);
      // The kills cut requests in flight (each retried), and the work went on between them.
      expect(observed.interrupted).toBeGreaterThan(KILLS / 2);
      // Every kind of money call was cut off and retried: fewer kills than that would prove nothing of it.
      expect(
        Object.fromEntries(CUT_OFF_KINDS.map(([kind]) => [kind, (observed.cutOff.get(kind) ?? 0) > 0])),
      ).toEqual(Object.fromEntries(CUT_OFF_KINDS.map(([kind]) => [kind, true])));
      expect(observed.operations).toBeGreaterThan(KILLS);
      expect(observed.receipts.size).toBeGreaterThan(0);
      expect(observed.depositPurchases.size).toBeGreaterThan(0);
      expect(observed.withdrawals.size).toBeGreaterThan(0);

      // Retries have finished; the webhooks still owed and the reconciliation job settle every deposit left.
      const deadline = Date.now() + 120_000;
      let pending = -1;
      while (Date.now() < deadline) {
        pending = (await books.query(`select count(*)::int as n from deposits where status = 'pending'`))
          .rows[0].n;
        if (pending === 0) break;
        await sleep(500);
      }
      expect(pending, 'deposits still pending after the retries and reconciliation').toBe(0);
      // The deposit-purchase job (every 5 s) completes those whose deposit was settled by the reconciliation.
      while (Date.now() < deadline + 30_000) {
        pending = (
          await books.query(`select count(*)::int as n from deposit_purchases where status = 'pending'`)
        ).rows[0].n;
        if (pending === 0) break;
        await sleep(500);
      }
      expect(pending, 'deposit purchases still pending after their deposits were settled').toBe(0);
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
    const wallets = await q<{
      customer_id: string;
      balance: string;
      deposited: string;
      spent: string;
      withdrawn: string;
      paid_out: string;
    }>(
      `select c.id as customer_id, coalesce(a.balance_minor, 0)::text as balance,
              (select coalesce(sum(amount_minor), 0) from deposits d
                where d.customer_id = c.id and d.status = 'approved')::text as deposited,
              (select coalesce(sum(t.amount_minor), 0) from ledger_transfers t
                where t.debit_account_id = a.id and t.phase in ('posted', 'post_pending')
                  and t.kind = 'purchase')::text as spent,
              (select coalesce(sum(t.amount_minor), 0) from ledger_transfers t
                where t.debit_account_id = a.id and t.phase = 'post_pending'
                  and t.kind = 'withdrawal')::text as withdrawn,
              (select coalesce(sum(w.amount_minor), 0) from withdrawals w
                where w.customer_id = c.id and w.status = 'paid')::text as paid_out
         from unnest($1::uuid[]) as c(id)
         left join ledger_accounts a on a.customer_id = c.id and a.kind = 'customer_wallet'`,
      [customers.map((c) => c.customerId)],
    );
    expect(wallets).toHaveLength(customers.length);
    for (const w of wallets) {
      expect(BigInt(w.withdrawn), `withdrawals paid from ${w.customer_id}`).toBe(BigInt(w.paid_out));
      expect(BigInt(w.balance), `wallet of ${w.customer_id}`).toBe(
        BigInt(w.deposited) - BigInt(w.spent) - BigInt(w.paid_out),
      );
    }

    // Every withdrawal was held once and then paid once or given back once; what the operator was told stands.
    const held = await q<{ id: string; status: string; amount_minor: string; holds: number; ends: string }>(
      `select w.id, w.status, w.amount_minor::text,
              (select count(*)::int from ledger_transfers h
                where h.id = w.hold_transfer_id and h.phase = 'pending' and h.amount_minor = w.amount_minor) as holds,
              coalesce((select string_agg(e.phase || ':' || e.amount_minor::text, ',') from ledger_transfers e
                 where e.pending_id = w.hold_transfer_id), '') as ends
         from withdrawals w`,
    );
    for (const id of observed.withdrawals)
      expect(
        held.some((w) => w.id === id),
        `withdrawal ${id}`,
      ).toBe(true);
    for (const w of held) {
      expect(w.holds, `the hold of withdrawal ${w.id}`).toBe(1);
      const end = w.status === 'paid' ? 'post_pending' : w.status === 'rejected' ? 'void_pending' : null;
      expect(end, `withdrawal ${w.id} decided`).not.toBeNull();
      expect(w.ends, `withdrawal ${w.id} ${w.status}`).toBe(`${end}:${w.amount_minor}`);
    }
    for (const id of observed.paid) expect(held.find((w) => w.id === id)?.status, id).toBe('paid');
    for (const id of observed.rejected) expect(held.find((w) => w.id === id)?.status, id).toBe('rejected');

    // Every deposit purchase ended once: bought with its deposit approved, its money left in the wallet, or
    // nothing taken; a purchase it made is paid, and no two of them bought the same checkout.
    const intents = await q<{
      deposit_id: string;
      status: string;
      deposit_status: string;
      checkout_status: string | null;
      checkout_id: string | null;
    }>(
      `select p.deposit_id, p.status, d.status as deposit_status, c.status as checkout_status, p.checkout_id
         from deposit_purchases p join deposits d on d.id = p.deposit_id
         left join checkouts c on c.id = p.checkout_id`,
    );
    for (const id of observed.depositPurchases)
      expect(
        intents.some((p) => p.deposit_id === id),
        `deposit purchase ${id}`,
      ).toBe(true);
    for (const p of intents) {
      if (p.status === 'purchased') {
        expect(p, `deposit purchase ${p.deposit_id}`).toMatchObject({
          deposit_status: 'approved',
          checkout_status: 'paid',
        });
      } else if (p.status === 'purchase_failed') {
        expect(p, `deposit purchase ${p.deposit_id}`).toMatchObject({
          deposit_status: 'approved',
          checkout_id: null,
        });
      } else {
        expect(p, `deposit purchase ${p.deposit_id}`).toMatchObject({
          status: 'deposit_failed',
          deposit_status: 'declined',
          checkout_id: null,
        });
      }
    }
    const bought = intents.flatMap((p) => (p.checkout_id ? [p.checkout_id] : []));
    expect(new Set(bought).size).toBe(bought.length);
    const outcomes = await q<{ status: string; reason: string | null; n: number }>(
      `select status, decline_reason as reason, count(*)::int as n from deposits group by 1, 2 order by 3 desc`,
    );
    const ended = await q<{ kind: string; status: string; n: number }>(
      `select 'deposit purchase' as kind, status, count(*)::int as n from deposit_purchases group by 2
        union all select 'withdrawal', status, count(*)::int from withdrawals group by 2 order by 1, 3 desc`,
    );
    console.log(
      `[crash] ${ended.map((e) => `${e.n} ${e.kind} ${e.status}`).join(', ')}; ${paidIds.size} purchases paid; deposits: ${outcomes.map((o) => `${o.n} ${o.status}${o.reason ? ` (${o.reason})` : ''}`).join(', ')}`,
    );
    const [purchases] = await q<{ n: number }>(
      `select count(*)::int as n from ledger_transfers
        where kind = 'purchase' and phase in ('posted', 'post_pending')`,
    );
    expect(purchases?.n).toBe(paidIds.size);
  }
});
