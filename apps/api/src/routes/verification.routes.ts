/**
 * Identity verification (spec 2 §7): GET /v2/customer/verification (where the customer's verification stands),
 * POST /v2/customer/verify (the automatic check of name, birth date and address), POST
 * /v2/customer/verification/licence (a driver licence), POST /v2/customer/verification (multipart: a photo ID or the
 * completed verification form, for an operator to review). Decision 040. ConnectID: POST
 * /v2/customer/verification/connectid (the bank's sign-in address) and .../connectid/callback; the provider's hosted
 * page: POST /v2/customer/verification/greenid (its address) and .../greenid/complete. Decision 050. Declared in
 * the catalogue's `endpoints/verification.ts`.
 */

import multipart from '@fastify/multipart';
import * as verification from '@lottoshop/contracts/endpoints/verification';
import {
  PHOTO_ID_DOCUMENTS,
  PHOTO_ID_MAX_BYTES,
  type PhotoIdDocument,
} from '@lottoshop/contracts/verification';
import { DomainError } from '@lottoshop/core/errors';
import {
  autoVerify,
  completeConnectId,
  completeHostedVerification,
  documentKey,
  getVerification,
  startConnectId,
  startHostedVerification,
  uploadDocument,
  verifyLicence,
} from '@lottoshop/core/verification';
import type { FastifyRequest } from 'fastify';
import type { ApiApp } from '../http/app-types.ts';
import { route } from '../http/endpoint-route.ts';
import { ok } from '../http/envelope.ts';

const fileError = (message: string) => new DomainError('validation_failed', { fields: { file: [message] } });

/** The upload's parts: one file and the kind of document; every refusal names the field. */
async function readUpload(req: FastifyRequest) {
  if (!req.isMultipart())
    throw new DomainError('unsupported_media_type', {
      message: 'Send the document as multipart/form-data with a "file" part.',
    });
  let document: PhotoIdDocument | undefined;
  let file: { bytes: Buffer; fileName: string; declaredType: string } | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'document') {
          const value = String(part.value);
          if (!(PHOTO_ID_DOCUMENTS as readonly string[]).includes(value))
            throw new DomainError('validation_failed', {
              fields: { document: ['Choose the kind of document you are uploading.'] },
            });
          document = value as PhotoIdDocument;
        }
        continue;
      }
      // Every file stream is read to its end, or the request never settles.
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'file' || file) continue;
      file = { bytes, fileName: part.filename, declaredType: part.mimetype };
    }
  } catch (err) {
    if (err instanceof DomainError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw fileError(`The file is too large: the most we accept is ${PHOTO_ID_MAX_BYTES / 1024 / 1024} MB.`);
    if (code?.startsWith('FST_')) throw fileError('Upload one file of your ID.');
    throw err;
  }
  if (!file) throw fileError('Choose a file to upload.');
  return { document: document ?? 'passport', ...file };
}

export default async function verificationRoutes(app: ApiApp): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: PHOTO_ID_MAX_BYTES, files: 2, fields: 5, parts: 8, fieldSize: 1024 },
  });

  route(app, verification.get, async (req) => ok(await getVerification(req.ctx)));

  route(app, verification.autoVerify, async (req) => ok(await autoVerify(req.ctx, { body: req.body })));

  route(app, verification.verifyLicence, async (req) => ok(await verifyLicence(req.ctx, { body: req.body })));

  route(app, verification.uploadDocument, async (req) =>
    ok(
      await uploadDocument(req.ctx, {
        ...(await readUpload(req)),
        key: documentKey(req.ctx.config.documentKey),
      }),
    ),
  );

  route(app, verification.startConnectId, async (req) =>
    ok(await startConnectId(req.ctx, { config: req.ctx.config.connectId })),
  );

  route(app, verification.completeConnectId, async (req) =>
    ok(await completeConnectId(req.ctx, { config: req.ctx.config.connectId, body: req.body })),
  );

  route(app, verification.startHosted, async (req) =>
    ok(
      await startHostedVerification(req.ctx, {
        config: req.ctx.config.hostedVerification,
        returnUrl: req.body.returnUrl,
      }),
    ),
  );

  route(app, verification.completeHosted, async (req) =>
    ok(
      await completeHostedVerification(req.ctx, {
        config: req.ctx.config.hostedVerification,
        sessionId: req.body.session,
      }),
    ),
  );
}
