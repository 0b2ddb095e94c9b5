/** A charity raffle with bundles, two causes and prizes, on the purchase tests' clock: the raffle tests' setting. */
import type { AddRaffleItemBody } from '@lottoshop/contracts/raffles';
import type { Db } from '../src/db/client.ts';
import { addRaffleItem } from '../src/modules/cart/index.ts';
import { createCause, createProductOffer } from '../src/modules/catalog/index.ts';
import { createRaffleDraw } from '../src/modules/raffles/index.ts';
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
