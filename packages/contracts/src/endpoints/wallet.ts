/**
 * The customer's wallet (spec 2 §3, §7): the payment methods, a deposit by method and gateway, a PayPal deposit,
 * Apple Pay's merchant validation, and the customer's transactions.
 */

import { z } from 'zod';
import { API_VERSIONS, versionsFrom } from '../api-versions.ts';
import { ApplePaySessionBody, ApplePaySessionDto, PaypalDepositBody } from '../deposit-purchase.ts';
import { endpoint } from '../endpoint.ts';
import { CardDepositDto } from '../funds.ts';
import { intQuery } from '../int-query.ts';
import { DepositBody, DepositDto, MethodGatewayParams, PaymentMethodDto, TransactionDto } from '../wallet.ts';

const flag = z
  .enum(['true', 'false'], { error: 'Must be true or false.' })
  .transform((v) => v === 'true')
  .optional();

/** Bracket-style filters (`funds[cart]=true`); query keys arrive camel-cased, so `funds[digitalWallets]`. */
const PaymentMethodsQuery = z
  .object({
    'funds[cart]': flag,
    'funds[withdraw]': flag,
    'funds[digitalWallets]': flag,
    'funds[failedVerification]': flag,
  })
  .catchall(z.unknown())
  .superRefine((query, ctx) => {
    for (const key of Object.keys(query)) {
      if (
        key.startsWith('funds') &&
        !/^funds\[(cart|withdraw|digitalWallets|failedVerification)\]$/.test(key)
      ) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message:
            'Payment methods can be filtered by funds[cart], funds[withdraw], funds[digital_wallets] and funds[failed_verification].',
        });
      }
    }
  });

/** A page of transactions: at most 100 (the ledger's page size limit). */
const TransactionsQuery = z.object({
  limit: intQuery({ min: 1, max: 100 }).optional(),
  offset: intQuery({ min: 0, max: Number.MAX_SAFE_INTEGER }).optional(),
});

const TransactionParams = z.object({ id: z.string().min(1).max(100) });

export const listPaymentMethods = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/payment_methods',
  summary: 'The payment methods of the site, filtered by what they fund',
  versions: versionsFrom('3.1'),
  caller: 'app',
  query: PaymentMethodsQuery,
  response: z.array(PaymentMethodDto),
  cache: { ttlSeconds: 60 },
});

export const deposit = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/funds/:method/:gateway/deposit',
  summary: "A deposit into the customer's wallet by a payment method and gateway",
  versions: versionsFrom('3.4'),
  caller: 'customer',
  params: MethodGatewayParams,
  body: DepositBody,
  status: 201,
  response: DepositDto,
});

export const depositWithPaypal = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/funds/pl/braintree',
  summary: "A PayPal deposit, pending until the customer approves it on PayPal's page",
  versions: versionsFrom('3.4'),
  caller: 'customer',
  body: PaypalDepositBody,
  status: 201,
  response: CardDepositDto,
});

export const startApplePaySession = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/funds/ap/merchant_session',
  summary: "Apple Pay's merchant validation: the merchant session the page gives back to Apple Pay",
  versions: versionsFrom('3.4'),
  caller: 'customer',
  body: ApplePaySessionBody,
  response: ApplePaySessionDto,
});

export const listTransactions = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/transactions',
  summary: "A page of the customer's transactions, newest first",
  versions: API_VERSIONS,
  caller: 'customer',
  query: TransactionsQuery,
  response: z.array(TransactionDto),
});

export const getTransaction = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/transactions/:id',
  summary: "One of the customer's transactions",
  versions: API_VERSIONS,
  caller: 'customer',
  params: TransactionParams,
  response: TransactionDto,
});
