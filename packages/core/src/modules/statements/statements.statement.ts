/**
 * GET /statements: the acting customer's activity statement for a month (the current month to date when none is
 * named) — opening and closing balance, deposits, spend, wins, withdrawals and net, and every wallet movement
 * behind them, read through the ledger's face. A month that is malformed, still to come or before the account was
 * opened is refused with a message saying which months there are.
 */
import type { StatementDto } from '@lottoshop/contracts/statements';
import { STATEMENT_MONTH_MESSAGE } from '@lottoshop/contracts/statements';
import { DomainError } from '../../errors.ts';
import { moneyDto } from '../../shared/money.ts';
import { type Ctx, customerIdOf } from '../../use-case.ts';
import { findCustomerById } from '../identity/index.ts';
import { walletMovementsBetween } from '../ledger/index.ts';
import {
  compareMonths,
  type Month,
  monthKey,
  monthName,
  monthOf,
  monthStart,
  monthsBetween,
  nextMonth,
  parseMonth,
  statementFigures,
} from './statements.rules.ts';
import { isEmailedMonthly } from './statements.settings.ts';

const badMonth = (message: string) => new DomainError('validation_failed', { fields: { month: [message] } });

/** The statement of one customer for one month (no checks: the caller chose a month that exists). */
export async function buildStatement(
  ctx: Pick<Ctx, 'db' | 'clock'>,
  input: { customerId: string; month: Month; first: Month; emailMonthly: boolean },
): Promise<StatementDto> {
  const from = monthStart(input.month);
  const to = monthStart(nextMonth(input.month));
  const period = await walletMovementsBetween(ctx, { customerId: input.customerId, from, to });
  const figures = statementFigures(period.movements);
  const m = (minor: bigint) => moneyDto(minor, period.currency);
  return {
    month: monthKey(input.month),
    monthName: monthName(input.month),
    periodStart: from.toISOString(),
    periodEnd: to.toISOString(),
    openingBalance: m(period.openingBalanceMinor),
    closingBalance: m(period.closingBalanceMinor),
    deposits: m(figures.depositsMinor),
    spend: m(figures.spendMinor),
    wins: m(figures.winsMinor),
    withdrawals: m(figures.withdrawalsMinor),
    net: m(figures.netMinor),
    lines: period.movements.map((mv) => ({
      id: mv.id,
      date: mv.createdAt.toISOString(),
      type: mv.kind,
      description: mv.description,
      amount: m(mv.amountMinor),
      balanceAfter: m(mv.balanceAfterMinor),
    })),
    availableMonths: monthsBetween(input.first, monthOf(ctx.clock.now())),
    emailMonthly: input.emailMonthly,
  };
}

export async function getStatement(ctx: Ctx, input: { month?: string | undefined }): Promise<StatementDto> {
  const customerId = customerIdOf(ctx);
  const customer = await findCustomerById(ctx, customerId);
  if (!customer) throw new DomainError('unauthorized');
  const current = monthOf(ctx.clock.now());
  const first = monthOf(customer.createdAt);
  let month = current;
  if (input.month !== undefined) {
    const parsed = parseMonth(input.month);
    if (!parsed) throw badMonth(STATEMENT_MONTH_MESSAGE);
    if (compareMonths(parsed, current) > 0) {
      throw badMonth(
        `There is no statement for ${monthName(parsed)} yet. Choose ${monthName(current)} or earlier.`,
      );
    }
    if (compareMonths(parsed, first) < 0) {
      throw badMonth(
        `Your account was opened in ${monthName(first)}. Choose ${monthName(first)} or a later month.`,
      );
    }
    month = parsed;
  }
  return buildStatement(ctx, {
    customerId,
    month,
    first,
    emailMonthly: await isEmailedMonthly(ctx, customerId),
  });
}
