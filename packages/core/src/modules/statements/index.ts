/**
 * The statements module: a customer's monthly activity statement (deposits, spend, wins, withdrawals, net and the
 * wallet movements behind them, read through the ledger's face), whether it is e-mailed each month
 * (`statement_settings`), and the monthly job that e-mails it once per customer and month (`statement_deliveries`).
 */
export { emailDueStatements } from './statements.monthly.ts';
export { monthStart } from './statements.rules.ts';
export { setStatementSettings } from './statements.settings.ts';
export { getStatement } from './statements.statement.ts';
