/** A charity raffle with bundles, two causes and prizes, on the purchase tests' clock: the raffle tests' setting. */
import type { AddRaffleItemBody } from '@lottoshop/contracts/raffles';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { addRaffleItem } from '../src/modules/cart/index.ts';
import { createCause, createProductOffer } from '../src/modules/catalog/testing.ts';
import { draws } from '../src/modules/draws/draws.tables.ts';
import { createRaffleDraw } from '../src/modules/raffles/testing.ts';
import { customerCtx } from '../src/testing/index.ts';
import { makeShop } from './orders-fixture.ts';

export type RaffleShop = Awaited<ReturnType<typeof makeRaffleShop>>;

/** Raffle tickets at $10, 3 for $25; causes sharing 40% and 25%; a cap of `cap` tickets; three prizes. */
export async function makeRaffleShop(db: Db, opts: { cap?: number } = {}) {
  const shop = await makeShop(db);
  const now = shop.clock.now();
  const kids = await createCause(db, { key: 'kids_research', name: 'Kids Research' });
  const surf = await createCause(db, { key: 'surf_rescue', name: 'Surf Rescue' });
  const offer = await createProductOffer(db, {
    key: 'home_raffle',
    kind: 'raffle',
    name: 'Home Raffle',
    ticketPriceMinor: 10_00n,
    causeId: kids.id,
    bundles: [
      { numTickets: 1, priceMinor: 10_00n },
      { numTickets: 3, priceMinor: 25_00n, label: 'Save $5' },
    ],
    causes: [
      { causeId: kids.id, shareBasisPoints: 4000 },
      { causeId: surf.id, shareBasisPoints: 2500 },
    ],
  });
  const { draw, prizes } = await createRaffleDraw(
    db,
    {
      offerId: offer.id,
      drawNo: 7,
      name: 'Home Raffle 7',
      drawAt: new Date(now.getTime() + 14 * 86_400_000),
      ticketCap: opts.cap ?? 1000,
      prizeValueMinor: 750_000_00n,
      prizeDescription: 'A three-bedroom home',
    },
    now,
  );
  return { ...shop, raffle: { offer, draw, prizes, causes: { kids, surf } } };
}

/**
 * A second raffle in the shop ("Car Raffle", $10 a ticket, the surf cause), made after the first, so its draw's id
 * sorts after the first's; with `salesOpenInDays` its tickets are pre-ordered until then.
 */
export async function addCarRaffle(db: Db, shop: RaffleShop, opts: { salesOpenInDays?: number } = {}) {
  const now = shop.clock.now();
  const offer = await createProductOffer(db, {
    key: 'car_raffle',
    kind: 'raffle',
    name: 'Car Raffle',
    ticketPriceMinor: 10_00n,
    causeId: shop.raffle.causes.surf.id,
    bundles: [{ numTickets: 1, priceMinor: 10_00n }],
    causes: [{ causeId: shop.raffle.causes.surf.id, shareBasisPoints: 4000 }],
  });
  const { draw } = await createRaffleDraw(
    db,
    {
      offerId: offer.id,
      drawNo: 1,
      name: 'Car Raffle 1',
      drawAt: new Date(now.getTime() + 14 * 86_400_000),
      ticketCap: 1000,
      prizeValueMinor: 60_000_00n,
      prizeDescription: 'A new hatchback',
    },
    now,
  );
  if (opts.salesOpenInDays !== undefined) {
    await db
      .update(draws)
      .set({ salesOpenAt: new Date(now.getTime() + opts.salesOpenInDays * 86_400_000) })
      .where(eq(draws.id, draw.id));
  }
  return { offer, draw };
}

export function raffleBody(overrides: Partial<AddRaffleItemBody> = {}): AddRaffleItemBody {
  return {
    lotteryKey: 'home_raffle',
    numRaffleTickets: 1,
    quantity: 1,
    causeKey: 'kids_research',
    ...overrides,
  };
}

export async function addRaffleToCart(
  db: Db,
  shop: RaffleShop,
  customerId: string,
  overrides: Partial<AddRaffleItemBody> = {},
) {
  return addRaffleItem(customerCtx(db, shop.clock, customerId), { body: raffleBody(overrides) });
}
