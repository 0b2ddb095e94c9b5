/**
 * Activity statements: a customer's month of play in figures (deposits, spend, wins, withdrawals, net) and the
 * wallet movements behind them; whether the statement is e-mailed each month. Browser-safe.
 */
import { z } from 'zod';
import { MoneyDto } from './money.ts';
import { TRANSACTION_TYPES } from './wallet.ts';

/** A statement's month as the URL and the API name it: `YYYY-MM`. */
export const STATEMENT_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const STATEMENT_MONTH_MESSAGE = 'Choose a month in the form YYYY-MM, for example 2026-10.';

export const StatementMonthQuery = z.object({
  month: z.string().regex(STATEMENT_MONTH, STATEMENT_MONTH_MESSAGE).optional(),
});

export const StatementLineDto = z.object({
  id: z.string(),
  date: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  description: z.string(),
  amount: MoneyDto,
  balanceAfter: MoneyDto,
});
export type StatementLineDto = z.infer<typeof StatementLineDto>;

export const StatementDto = z.object({
  month: z.string(),
  /** e.g. "October 2026". */
  monthName: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  openingBalance: MoneyDto,
  closingBalance: MoneyDto,
  deposits: MoneyDto,
  /** Tickets bought, less refunds. */
  spend: MoneyDto,
  wins: MoneyDto,
  withdrawals: MoneyDto,
  /** Wins less spend: what the month's play won (positive) or cost (negative). */
  net: MoneyDto,
  lines: z.array(StatementLineDto),
  /** The months a statement can be asked for, newest first (from the month the account was opened). */
  availableMonths: z.array(z.string()),
  emailMonthly: z.boolean(),
});
export type StatementDto = z.infer<typeof StatementDto>;

export const StatementSettingsBody = z.object({ emailMonthly: z.boolean() });
export type StatementSettingsBody = z.infer<typeof StatementSettingsBody>;
export const StatementSettingsDto = StatementSettingsBody;
export type StatementSettingsDto = z.infer<typeof StatementSettingsDto>;
