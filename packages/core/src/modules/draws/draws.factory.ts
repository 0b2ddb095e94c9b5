import { BASE_CURRENCY } from '@lottoshop/contracts/money';
import type { Db } from '../../db/client.ts';
import { type DrawRow, draws } from './draws.tables.ts';

let sequence = 0;

export type DrawInput = Partial<typeof draws.$inferInsert> & { offerId: string };

/** Inserts one draw; by default open, drawn a week from `now` with sales closing 30 minutes before. */
export async function createDraw(db: Db, input: DrawInput, now: Date = new Date()): Promise<DrawRow> {
  const drawAt = input.drawAt ?? new Date(now.getTime() + 7 * 86_400_000);
  const [row] = await db
    .insert(draws)
    .values({
      drawNo: input.drawNo ?? 10_000 + ++sequence,
      drawType: 'lottery_ticket_draw',
      status: 'DRAW_OPEN',
      salesCloseAt: new Date(drawAt.getTime() - 30 * 60_000),
      currency: BASE_CURRENCY,
      ...input,
      drawAt,
    })
    .returning();
  return row!;
}
