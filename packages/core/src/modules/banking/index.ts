/**
 * The banking module: money between the shop and the customer's bank. The customer's bank accounts and PayIDs
 * (`bank_accounts`, the number encrypted), the ways to withdraw (`withdrawal_methods`, site data), withdrawals
 * (`withdrawals`: held on the wallet at once, then paid or rejected by the operator; `admitWithdrawal` decides
 * whether one may be made), each customer's BPAY / direct-deposit reference (`deposit_references`) and the bank
 * statement lines imported once each (`statement_lines`), credited through the payments module.
 */

export {
  addBankAccount,
  bankAccountDto,
  listBankAccounts,
  MAX_BANK_ACCOUNTS,
  removeBankAccount,
} from './banking.bank-accounts.ts';
export { listPayouts, type PayoutLine, payWithdrawal, rejectWithdrawal } from './banking.payouts.ts';
export { customerOfReference, customerReference, getBankDepositDetails } from './banking.references.ts';
export {
  BANK_MESSAGES,
  checkBankAccount,
  customerReferenceNumber,
  hasValidCheckDigit,
  luhnCheckDigit,
  referenceNumberOf,
} from './banking.rules.ts';
export {
  importStatement,
  readStatement,
  type StatementImport,
  type StatementLineOutcome,
  statementAmountMinor,
} from './banking.statements.ts';
export type { WithdrawalRow, WithdrawalStatus } from './banking.tables.ts';
export { WITHDRAWAL_MACHINE } from './banking.transitions.ts';
export { type Withdrawable, withdrawableFunds } from './banking.withdrawable.ts';
export { admitWithdrawal, findWithdrawalMethod } from './banking.withdrawal-admission.ts';
export {
  getWithdrawableFunds,
  getWithdrawal,
  listWithdrawals,
  type WithdrawInput,
  withdraw,
  withdrawalDto,
} from './banking.withdrawals.ts';
