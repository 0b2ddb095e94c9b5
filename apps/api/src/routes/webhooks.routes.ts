/**
 * Payment gateways' webhooks (POST /webhooks/{gateway}): unsigned by the app keys, signed by the gateway instead,
 * so the body is read raw (the signature is over its exact bytes) and handed to the one use-case that verifies and
 * applies it (and completes the purchase a deposit pays for). A replay answers 200 and changes nothing.
 */
import { receiveGatewayWebhook } from '@lottoshop/core/deposit-purchases';
import { z } from 'zod';
import type { ApiApp } from '../http/app-types.ts';
import { ok } from '../http/envelope.ts';

const Params = z.object({
  gateway: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/, 'A gateway has lower-case letters, digits, dashes and underscores.'),
});

const Answer = z.object({ applied: z.boolean(), depositId: z.string().nullable(), status: z.string() });

export default async function webhooksRoutes(app: ApiApp): Promise<void> {
  // This plugin's own parser: the raw text, unparsed (the gateway signed these bytes).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_req, body, done) => done(null, body),
  );

  app.post(
    '/webhooks/:gateway',
    {
      config: { cache: false },
      schema: { params: Params, body: z.string(), response: { 200: Answer } },
    },
    async (req) => {
      const header = app.paymentGateways.get(req.params.gateway)?.signatureHeader ?? 'processor-signature';
      const signature = req.headers[header];
      return ok(
        await receiveGatewayWebhook(req.ctx, {
          gateway: req.params.gateway,
          rawBody: req.body,
          signature: typeof signature === 'string' ? signature : undefined,
          gateways: app.paymentGateways,
        }),
      );
    },
  );
}
