/**
 * The customer's bank accounts, bank deposits and withdrawals (spec 2 §7): the saved accounts (3.8 to add one), the
 * BPAY and direct-deposit details with the customer's reference, the withdrawable funds, a withdrawal by method
 * (tt, pl, tw, do) and the customer's withdrawals.
 */

import { z } from 'zod';
import { API_VERSIONS, versionsFrom } from '../api-versions.ts';
import {
  BankAccountBody,
  BankAccountDto,
  BankDepositDetailsDto,
  WithdrawableFundsDto,
  WithdrawalDto,
  WithdrawalMethodCodeSchema,
  WithdrawBody,
} from '../banking.ts';
import { endpoint } from '../endpoint.ts';
import { intQuery } from '../int-query.ts';
import { WalletIdSchema } from '../wallet.ts';

const BankingIdParams = z.object({ id: WalletIdSchema });
const WithdrawalTransactionParams = z.object({ transactionId: WalletIdSchema });
const WithdrawParams = z.object({ method: WithdrawalMethodCodeSchema });
const WithdrawalsQuery = z.object({
  limit: intQuery({ min: 1, max: 100 }).optional(),
  offset: intQuery({ min: 0, max: Number.MAX_SAFE_INTEGER }).optional(),
});

export const listAccounts = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/funds/bank-account',
  summary: "The customer's saved bank accounts",
  versions: API_VERSIONS,
  caller: 'customer',
  response: z.array(BankAccountDto),
});

export const addAccount = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/funds/bank-account',
  summary: 'Saves a bank account (or PayID) to withdraw to',
  versions: versionsFrom('3.8'),
  caller: 'customer',
  body: BankAccountBody,
  status: 201,
  response: BankAccountDto,
});

export const removeAccount = endpoint({
  method: 'DELETE',
  family: 'platform',
  path: '/funds/bank-account/:id',
  summary: 'Removes a saved bank account',
  versions: API_VERSIONS,
  caller: 'customer',
  params: BankingIdParams,
});

export const getDepositDetails = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/funds/bank-deposit',
  summary: "BPAY and direct-deposit details with the customer's own reference",
  versions: API_VERSIONS,
  caller: 'customer',
  response: BankDepositDetailsDto,
});

export const getWithdrawableFunds = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/customer/withdrawable-funds',
  summary: 'How much of the wallet the customer may withdraw, and by which methods',
  versions: API_VERSIONS,
  caller: 'customer',
  response: WithdrawableFundsDto,
});

export const withdraw = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/:method/withdraw',
  summary: 'A withdrawal from the wallet by a withdrawal method',
  versions: versionsFrom('3.1'),
  caller: 'customer',
  params: WithdrawParams,
  body: WithdrawBody,
  status: 201,
  response: WithdrawalDto,
});

export const listWithdrawals = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/withdrawals',
  summary: "A page of the customer's withdrawals",
  versions: API_VERSIONS,
  caller: 'customer',
  query: WithdrawalsQuery,
  response: z.array(WithdrawalDto),
});

export const getWithdrawal = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/withdrawals/:id',
  summary: "One of the customer's withdrawals",
  versions: API_VERSIONS,
  caller: 'customer',
  params: BankingIdParams,
  response: WithdrawalDto,
});

export const getWithdrawalByTransaction = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/withdrawals/transaction/:transactionId',
  summary: "The withdrawal of one of the customer's transactions",
  versions: API_VERSIONS,
  caller: 'customer',
  params: WithdrawalTransactionParams,
  response: WithdrawalDto,
});
