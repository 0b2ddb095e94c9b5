/**
 * A draw's lines read a page at a time (`listDrawLines` with `after`, as settlement, hashing and publishing read
 * them): every line once, in (ticket, line) order, whatever the page size — pages that end inside a ticket
 * included.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { buyTickets, type DrawLine, listDrawLines } from '../src/modules/orders/index.ts';
import {
  asCustomer,
  checkoutItem,
  freshShop,
  LINES,
  newCustomer,
  type Shop,
  TICKET_MINOR,
} from './orders-fixture.ts';

let db: Db;
let shop: Shop;

beforeAll(async () => {
  ({ db, shop } = await freshShop());
  // Three customers, each with a one-game and a four-game ticket: 15 lines, tickets of 1 and 4 lines interleaved.
  for (let c = 0; c < 3; c++) {
    const customerId = (await newCustomer(db, 10_000n)).id;
    await buyTickets(asCustomer(db, shop, customerId), {
      idempotencyKey: `paging-${c}`,
      items: [
        checkoutItem(shop, { numGames: 1, lines: LINES.slice(0, 1), unitPriceMinor: TICKET_MINOR / 4n }),
        checkoutItem(shop),
      ],
    });
  }
});

const key = (l: DrawLine) => `${l.ticketId}:${l.lineNo}`;

describe("a draw's lines read a page at a time", () => {
  it.each([1, 2, 3, 4, 5, 7, 15, 100])('gives every line once, in order, %i at a time', async (limit) => {
    const drawId = shop.draws[0]!.id;
    const all = await listDrawLines({ db }, { drawId, limit: 1000 });
    expect(all).toHaveLength(15);
    const sorted = [...all].sort((a, b) =>
      a.ticketId === b.ticketId ? a.lineNo - b.lineNo : a.ticketId < b.ticketId ? -1 : 1,
    );
    expect(all.map(key)).toEqual(sorted.map(key));

    const paged: DrawLine[] = [];
    let after: { ticketId: string; lineNo: number } | undefined;
    for (let pages = 0; pages < 100; pages++) {
      const page = await listDrawLines({ db }, { drawId, limit, ...(after ? { after } : {}) });
      paged.push(...page);
      const last = page.at(-1);
      if (!last || page.length < limit) break;
      after = { ticketId: last.ticketId, lineNo: last.lineNo };
    }
    expect(paged.map(key)).toEqual(all.map(key));
  });
});
