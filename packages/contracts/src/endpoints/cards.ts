/**
 * The customer's saved cards and card deposits (spec 2 §7 Funds): the card gateways, saving a card from the
 * gateway's token, the saved funds of a method, the default card, removing one, a deposit with a saved card and
 * following or cancelling it, and Stripe's SetupIntent for Stripe.js to confirm.
 */

import { z } from 'zod';
import { API_VERSIONS, versionsFrom } from '../api-versions.ts';
import { endpoint } from '../endpoint.ts';
import {
  AddCardBody,
  CardDepositDto,
  CardGatewayDto,
  FundDepositBody,
  FundDto,
  StripeSetupDto,
} from '../funds.ts';
import { MethodGatewayParams, PaymentMethodCodeSchema, WalletIdSchema } from '../wallet.ts';

/** `/funds/{id}…`: a saved fund's id, or a deposit's. */
const FundIdParams = z.object({ id: WalletIdSchema });
const FundKeyParams = z.object({ key: PaymentMethodCodeSchema });

export const listGateways = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/funds/card_gateways',
  summary: 'The card gateways the customer can save a card with, and how each takes the card',
  versions: API_VERSIONS,
  caller: 'customer',
  response: z.array(CardGatewayDto),
});

export const list = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/funds/:key',
  summary: 'The saved funds of a payment method',
  versions: API_VERSIONS,
  caller: 'customer',
  params: FundKeyParams,
  response: z.array(FundDto),
});

export const startStripeSetup = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/funds/stripe/setup',
  summary: 'A Stripe SetupIntent for Stripe.js to confirm the card with',
  versions: API_VERSIONS,
  caller: 'customer',
  status: 201,
  response: StripeSetupDto,
});

export const add = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/funds/:method/:gateway',
  summary: "Saves a card from the gateway's token",
  versions: API_VERSIONS,
  caller: 'customer',
  params: MethodGatewayParams,
  body: AddCardBody,
  status: 201,
  response: FundDto,
});

export const setDefault = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/funds/:id/default',
  summary: "Makes a saved card the customer's default",
  versions: API_VERSIONS,
  caller: 'customer',
  params: FundIdParams,
  response: FundDto,
});

export const remove = endpoint({
  method: 'DELETE',
  family: 'platform',
  path: '/funds/:id',
  summary: 'Removes a saved card',
  versions: API_VERSIONS,
  caller: 'customer',
  params: FundIdParams,
});

export const deposit = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/funds/:id/deposit',
  summary: 'A deposit with a saved card (with its security code where the rules ask, and 3-D Secure data)',
  versions: versionsFrom('3.4'),
  caller: 'customer',
  params: FundIdParams,
  body: FundDepositBody,
  status: 201,
  response: CardDepositDto,
});

export const getDeposit = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/funds/:id/deposit',
  summary: 'A card deposit as it now stands',
  versions: API_VERSIONS,
  caller: 'customer',
  params: FundIdParams,
  response: CardDepositDto,
});

export const cancelDeposit = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/funds/:id/deposit/cancel',
  summary:
    "Cancels a deposit still waiting on the customer's 3-D Secure step (409 with the reason for any other)",
  versions: API_VERSIONS,
  caller: 'customer',
  params: FundIdParams,
  response: CardDepositDto,
});
