/**
 * How a multi-draw ticket (or cart item) is shown (decision 052): which days it plays for how many weeks, that it
 * was bought with autoplay, and how many of its draws are still to come.
 */
import { dayLabel, EVERY_DAY } from '@lottoshop/contracts/draw-choice';
import type { DrawStatus } from '@lottoshop/contracts/draws';

/** Draws not drawn yet: on sale, or closed and waiting for their result. */
const TO_COME: readonly DrawStatus[] = ['DRAW_OPEN', 'DRAW_CLOSED'];

export function drawsLeft(draws: readonly { status: DrawStatus }[]): number {
  return draws.filter((d) => TO_COME.includes(d.status)).length;
}

/** "Mondays for 3 weeks", "Every draw day for 2 weeks"; null without a day chosen. */
export function dayPlanText(plan: { day: string | null; numWeeks: number | null }): string | null {
  if (plan.day === null) return null;
  const weeks = plan.numWeeks ?? 1;
  const days = plan.day === EVERY_DAY ? dayLabel(EVERY_DAY) : `${dayLabel(plan.day)}s`;
  return `${days} for ${weeks} ${weeks === 1 ? 'week' : 'weeks'}`;
}

/** What autoplay means for now: the flag is kept, the repeat purchases are not made yet. */
export const AUTOPLAY_NOTE =
  'Autoplay is on. This ticket is for 1 draw; repeat purchases are not made automatically yet.';

/** "Draws 4440, 4441 and 4442" (a single draw: "Draw 4440"). */
export function drawNumbersText(drawNos: readonly number[]): string {
  if (drawNos.length <= 1) return `Draw ${drawNos[0] ?? ''}`.trim();
  return `Draws ${drawNos.slice(0, -1).join(', ')} and ${drawNos[drawNos.length - 1]}`;
}
