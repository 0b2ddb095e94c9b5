/**
 * Payment gateways' webhooks (POST /webhooks/{gateway}): unsigned by the app keys, signed by the gateway instead,
 * so the body is read raw (the signature is over its exact bytes) and handed to the one use-case that verifies and
 * applies it (and completes the purchase a deposit pays for). A replay answers 200 and changes nothing.
 */
import * as webhooks from '@lottoshop/contracts/endpoints/webhooks';
import { receiveGatewayWebhook } from '@lottoshop/core/deposit-purchases';
import type { PaymentGateways } from '@lottoshop/core/payments';
import type { FastifyRequest } from 'fastify';
import type { ApiApp } from '../http/app-types.ts';
import { route } from '../http/endpoint-route.ts';
import { ok } from '../http/envelope.ts';

/** The signature the gateway sent, in the header that gateway signs in. */
function signatureOf(req: FastifyRequest, gateway: string, gateways: PaymentGateways): string | undefined {
  const signature = req.headers[gateways.get(gateway)?.signatureHeader ?? 'processor-signature'];
  return typeof signature === 'string' ? signature : undefined;
}

export default async function webhooksRoutes(app: ApiApp): Promise<void> {
  const gateways = app.paymentGateways;
  // This plugin's own parser: the raw text, unparsed (the gateway signed these bytes).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_req, body, done) => done(null, body),
  );

  route(app, webhooks.receive, async (req) =>
    ok(
      await receiveGatewayWebhook(req.ctx, {
        gateway: req.params.gateway,
        rawBody: req.body,
        signature: signatureOf(req, req.params.gateway, gateways),
        gateways,
      }),
    ),
  );
}
