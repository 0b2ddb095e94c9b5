/** Whether the acting customer's monthly statement is e-mailed (off until they turn it on). */
import type { StatementSettingsDto } from '@lottoshop/contracts/statements';
import { eq } from 'drizzle-orm';
import { type Ctx, customerIdOf } from '../../use-case.ts';
import { statementSettings } from './statements.tables.ts';

export async function isEmailedMonthly(ctx: Pick<Ctx, 'db'>, customerId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ on: statementSettings.emailMonthly })
    .from(statementSettings)
    .where(eq(statementSettings.customerId, customerId))
    .limit(1);
  return row?.on ?? false;
}

/** PUT /statements/settings. */
export async function setStatementSettings(
  ctx: Ctx,
  input: StatementSettingsDto,
): Promise<StatementSettingsDto> {
  const customerId = customerIdOf(ctx);
  const now = ctx.clock.now();
  await ctx.db
    .insert(statementSettings)
    .values({ customerId, emailMonthly: input.emailMonthly, updatedAt: now })
    .onConflictDoUpdate({
      target: statementSettings.customerId,
      set: { emailMonthly: input.emailMonthly, updatedAt: now },
    });
  return { emailMonthly: input.emailMonthly };
}
