/**
 * Payment gateways' webhooks (POST /webhooks/{gateway}): called by the gateway, not the shop's apps, so unsigned
 * by the app keys (the gateway signs the raw body instead, checked by the use-case).
 */

import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { GatewayKeySchema } from '../wallet.ts';

const WebhookParams = z.object({ gateway: GatewayKeySchema });

/** What a webhook did: applied, or not (a replay, or an event of no deposit), and the deposit's status. */
const WebhookAnswerDto = z.object({
  applied: z.boolean(),
  depositId: z.string().nullable(),
  status: z.string(),
});

export const receive = endpoint({
  method: 'POST',
  family: 'root',
  path: '/webhooks/:gateway',
  summary: "A payment gateway's event about a deposit, signed by the gateway over the raw body",
  caller: 'app',
  params: WebhookParams,
  body: z.string(),
  response: WebhookAnswerDto,
});
