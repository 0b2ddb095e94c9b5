import type { Db } from '../../db/client.ts';
import type { DrawRow } from '../draws/index.ts';
import { createDraw, type DrawInput } from '../draws/setup.ts';
import { commitSeed } from '../results/index.ts';
import { openRaffleSales } from './raffles.sales.ts';
import { type RafflePrizeRow, rafflePrizes } from './raffles.tables.ts';

export type RafflePrizeInput = {
  kind?: 'main' | 'secondary';
  name: string;
  description?: string;
  valueMinor: bigint;
  payout?: 'wallet' | 'fulfilment';
  /** The prize's timestamp (spec 2 §3); by default one minute apart in the order given. */
  awardAt?: Date;
};

/**
 * A raffle draw with its sales counter and prizes: by default open, with a cap of 1,000 tickets and one main prize
 * of its prize value paid into the wallet.
 */
export async function createRaffleDraw(
  db: Db,
  input: DrawInput & { prizes?: RafflePrizeInput[] },
  now: Date = new Date(),
): Promise<{ draw: DrawRow; prizes: RafflePrizeRow[] }> {
  const { prizes: prizeInputs, ...drawInput } = input;
  const draw = await createDraw(
    db,
    {
      drawType: 'raffle_ticket_draw',
      ticketCap: 1000,
      prizeValueMinor: 10_000_00n,
      ...drawInput,
    },
    now,
  );
  await openRaffleSales({ db }, draw);
  // The seed is committed while tickets are on sale: its hash is published from the start (commit-reveal).
  await commitSeed({ db, clock: { now: () => now } }, draw.id);
  const list = prizeInputs ?? [{ kind: 'main', name: 'First prize', valueMinor: draw.prizeValueMinor ?? 1n }];
  const prizes =
    list.length === 0
      ? []
      : await db
          .insert(rafflePrizes)
          .values(
            list.map((p, i) => ({
              drawId: draw.id,
              kind: p.kind ?? (i === 0 ? 'main' : 'secondary'),
              name: p.name,
              description: p.description ?? p.name,
              valueMinor: p.valueMinor,
              currency: draw.currency,
              payout: p.payout ?? 'wallet',
              awardAt: p.awardAt ?? new Date(draw.drawAt.getTime() + i * 60_000),
            })),
          )
          .returning();
  return { draw, prizes };
}
