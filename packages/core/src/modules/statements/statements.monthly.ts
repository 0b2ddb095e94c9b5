/**
 * The monthly e-mail: once a month has ended, every customer who asked for it gets that month's statement through
 * the mail outbox, once. The delivery row and the outbox row are written in one transaction and the delivery's key
 * is (customer, month), so the job may run as often as it likes, in as many processes as there are.
 */
import { formatMoney } from '@lottoshop/contracts/formatting';
import type { StatementDto } from '@lottoshop/contracts/statements';
import { and, asc, eq, gt, notExists, sql } from 'drizzle-orm';
import { assertOperatorOrSystem, type Ctx, inTransaction } from '../../use-case.ts';
import { findCustomerById } from '../identity/index.ts';
import { enqueueEmail, type MailTemplate } from '../mail/index.ts';
import { compareMonths, monthKey, monthOf, previousMonth } from './statements.rules.ts';
import { buildStatement } from './statements.statement.ts';
import { statementDeliveries, statementSettings } from './statements.tables.ts';

/** How many opted-in customers are read at a time. */
const BATCH = 200;

export function statementEmail(input: { firstname: string; statement: StatementDto }): MailTemplate {
  const s = input.statement;
  return {
    kind: 'activity_statement',
    subject: `Your activity statement for ${s.monthName}`,
    firstname: input.firstname,
    paragraphs: [
      `Here is your activity statement for ${s.monthName}.`,
      `Deposits: ${formatMoney(s.deposits)}. Spend: ${formatMoney(s.spend)}. Wins: ${formatMoney(s.wins)}. Withdrawals: ${formatMoney(s.withdrawals)}. Net: ${formatMoney(s.net)}.`,
      `Balance on 1 ${s.monthName}: ${formatMoney(s.openingBalance)}; at the end of the month: ${formatMoney(s.closingBalance)}.`,
      'You can see every transaction and download the statement as a PDF in your account. You asked for this e-mail each month; you can turn it off on the same page.',
    ],
    action: { label: 'View statement', path: `/my-account/activity-statements?month=${s.month}` },
  };
}

/** E-mails last month's statement to every opted-in customer who has not had it yet; answers how many now. */
export async function emailDueStatements(ctx: Ctx): Promise<{ month: string; emailed: number }> {
  assertOperatorOrSystem(ctx);
  const month = previousMonth(monthOf(ctx.clock.now()));
  const key = monthKey(month);
  let emailed = 0;
  for (let after = '00000000-0000-0000-0000-000000000000'; ; ) {
    const due = await ctx.db
      .select({ customerId: statementSettings.customerId })
      .from(statementSettings)
      .where(
        and(
          eq(statementSettings.emailMonthly, true),
          gt(statementSettings.customerId, after),
          notExists(
            ctx.db
              .select({ one: sql`1` })
              .from(statementDeliveries)
              .where(
                and(
                  eq(statementDeliveries.customerId, statementSettings.customerId),
                  eq(statementDeliveries.month, key),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(statementSettings.customerId))
      .limit(BATCH);
    for (const { customerId } of due) {
      const sent = await inTransaction(ctx, async (tx) => {
        const customer = await findCustomerById(tx, customerId);
        // A customer who opened their account after the month has no statement for it; a closed one gets none.
        if (customer?.status !== 'active') return false;
        const first = monthOf(customer.createdAt);
        if (compareMonths(first, month) > 0) return false;
        const [claimed] = await tx.db
          .insert(statementDeliveries)
          .values({ customerId, month: key, emailedAt: tx.clock.now() })
          .onConflictDoNothing()
          .returning({ month: statementDeliveries.month });
        if (!claimed) return false;
        const statement = await buildStatement(tx, { customerId, month, first, emailMonthly: true });
        await enqueueEmail(tx, {
          to: customer.email,
          template: statementEmail({ firstname: customer.firstname, statement }),
        });
        return true;
      });
      if (sent) emailed++;
    }
    const last = due[due.length - 1];
    if (!last || due.length < BATCH) break;
    after = last.customerId;
  }
  if (emailed > 0) ctx.log.info({ month: key, emailed }, 'statements: monthly e-mails queued');
  return { month: key, emailed };
}
