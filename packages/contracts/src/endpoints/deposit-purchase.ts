/**
 * Deposit and buy in one step at checkout (spec 2 §7 POST /deposit_purchase, 3.3), and following it when the
 * browser comes back from the gateway's step.
 */

import { z } from 'zod';
import { versionsFrom } from '../api-versions.ts';
import { DepositPurchaseBody, DepositPurchaseDto } from '../deposit-purchase.ts';
import { endpoint } from '../endpoint.ts';
import { WalletIdSchema } from '../wallet.ts';

const DepositPurchaseParams = z.object({ depositId: WalletIdSchema });

/** 201 when the deposit purchase is made; 200 when the same idempotency key asks again. */
export const start = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/deposit_purchase',
  summary: 'A deposit and what it pays for, in one step',
  versions: versionsFrom('3.3'),
  caller: 'customer',
  body: DepositPurchaseBody,
  status: 201,
  otherStatuses: [200],
  response: DepositPurchaseDto,
});

export const get = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/deposit_purchase/:depositId',
  summary: 'A deposit purchase as it now stands (settled and bought once the gateway has confirmed it)',
  versions: versionsFrom('3.3'),
  caller: 'customer',
  params: DepositPurchaseParams,
  response: DepositPurchaseDto,
});
