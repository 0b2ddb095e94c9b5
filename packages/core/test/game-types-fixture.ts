/**
 * What the game-type tests share: an offer with its game types (the demo shop's own, or a test's) and one draw on
 * sale a week after NOW, a cart body for one of its game types, and the field messages of an add the cart refuses.
 */
import type { AddCartItemBody } from '@lottoshop/contracts/cart';
import { fixedClock } from '../src/clock.ts';
import type { Db } from '../src/db/client.ts';
import { isDomainError } from '../src/errors.ts';
import { addItem } from '../src/modules/cart/index.ts';
import { createProductOffer, DEMO_LOTTERIES } from '../src/modules/catalog/testing.ts';
import { createDraw } from '../src/modules/draws/testing.ts';
import type { Ctx } from '../src/use-case.ts';
import { NOW } from './orders-fixture.ts';

export const clock = fixedClock(NOW);
const WEEK_MS = 7 * 86_400_000;

/** The offer, and its draw `drawNo` a week after NOW. */
export async function offerOnSale(db: Db, offer: Parameters<typeof createProductOffer>[1], drawNo: number) {
  const created = await createProductOffer(db, offer);
  const draw = await createDraw(
    db,
    { offerId: created.id, drawNo, drawAt: new Date(Date.parse(NOW) + WEEK_MS) },
    clock.now(),
  );
  return { offer: created, draw };
}

/** The demo shop's lottery `key` as an offer to create, with only the game types `keep` names (all by default). */
export function demoOffer(key: string, keep?: readonly string[]): Parameters<typeof createProductOffer>[1] {
  const demo = DEMO_LOTTERIES.find((l) => l.key === key);
  if (!demo) throw new Error(`the demo shop has no ${key}`);
  const all = demo.gameTypes ?? [];
  const gameTypes = keep ? all.filter((t) => keep.includes(t.gameType)) : all;
  if (gameTypes.length === 0) throw new Error(`the demo shop's ${key} sells none of ${keep?.join(', ')}`);
  return { key: demo.key, name: demo.name, rules: demo.rules, gameTypes };
}

/** Cart bodies for one ticket of `gameType` on `lotteryKey`, one draw, with the given overrides. */
export const cartBody =
  (lotteryKey: string, gameType: AddCartItemBody['gameType']) =>
  (overrides: Partial<AddCartItemBody>): AddCartItemBody => ({
    lotteryKey,
    gameType,
    numDraws: 1,
    games: [],
    quantity: 1,
    ...overrides,
  });

/** The field messages the cart refuses `body` with; fails the test when the item is added. */
export async function addRefusal(as: Ctx, body: AddCartItemBody) {
  try {
    await addItem(as, { body });
  } catch (error) {
    if (isDomainError(error)) return error.fields;
    throw error;
  }
  throw new Error('added');
}
