/**
 * Buying (spec 1 §7 cart purchase and checkout): paying the whole cart from the wallet, the receipt of a purchase
 * and the raffle ticket numbers it bought. All are the signed-in customer's own.
 */

import { z } from 'zod';
import { versionsFrom } from '../api-versions.ts';
import { endpoint } from '../endpoint.ts';
import { CheckoutParams, PurchaseBody, ReceiptDto } from '../orders.ts';
import { CheckoutIdParams, RaffleTicketDto } from '../raffles.ts';

export const purchase = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/cart/purchase',
  summary:
    "Pays the customer's whole cart from the wallet; a retry with the same idempotency key answers 200",
  versions: versionsFrom('3.3'),
  caller: 'customer',
  body: PurchaseBody,
  status: 201,
  // A retry with the same idempotency key answers the first purchase's receipt with 200.
  otherStatuses: [200],
  response: ReceiptDto,
  cache: false,
});

export const receipt = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/checkout/:checkoutId',
  summary: "The receipt of one of the customer's purchases",
  versions: versionsFrom('3.4'),
  caller: 'customer',
  params: CheckoutParams,
  response: ReceiptDto,
  cache: false,
});

export const raffleTickets = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/checkout/:checkoutId/raffle-tickets',
  summary: "The raffle ticket numbers of one of the customer's purchases",
  versions: versionsFrom('3.4'),
  caller: 'customer',
  params: CheckoutIdParams,
  response: z.array(RaffleTicketDto),
  cache: false,
});
