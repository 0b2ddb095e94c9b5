/** The append-only record of what happened to a draw (`draw_audit`; a trigger refuses updates and deletes). */
import type { Ctx } from '../../use-case.ts';
import { type DrawAuditEvent, drawAudit } from './results.tables.ts';

export async function recordDrawAudit(
  ctx: Pick<Ctx, 'db' | 'clock'>,
  input: { drawId: string; event: DrawAuditEvent; detail: Record<string, unknown> },
): Promise<void> {
  await ctx.db
    .insert(drawAudit)
    .values({ drawId: input.drawId, event: input.event, detail: input.detail, at: ctx.clock.now() });
}
