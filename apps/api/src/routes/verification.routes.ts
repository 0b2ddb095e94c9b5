/**
 * Identity verification (spec 2 §7): GET /v2/customer/verification (where the customer's verification stands),
 * POST /v2/customer/verify (the automatic check of name, birth date and address), POST
 * /v2/customer/verification/licence (a driver licence), POST /v2/customer/verification (multipart: a photo ID or the
 * completed verification form, for an operator to review). Decision 040. ConnectID: POST
 * /v2/customer/verification/connectid (the bank's sign-in address) and .../connectid/callback; the provider's hosted
 * page: POST /v2/customer/verification/greenid (its address) and .../greenid/complete. Decision 050.
 */

import multipart from '@fastify/multipart';
import { API_VERSIONS } from '@lottoshop/contracts/api-versions';
import {
  AutoVerifyBody,
  ConnectIdCallbackBody,
  HostedVerificationCompleteBody,
  HostedVerificationStartBody,
  LicenceVerifyBody,
  PHOTO_ID_DOCUMENTS,
  PHOTO_ID_MAX_BYTES,
  type PhotoIdDocument,
  VerificationDto,
  VerificationRedirectDto,
  VerificationResultDto,
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
import type { ApiApp } from '../http/app-types.ts';
import { requireCustomer } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';

const config = { versions: API_VERSIONS, cache: false } as const;

const fileError = (message: string) => new DomainError('validation_failed', { fields: { file: [message] } });

/** The upload's parts: one file and the kind of document; every refusal names the field. */
async function readUpload(req: Parameters<typeof requireCustomer>[0]) {
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

  app.get(
    '/customer/verification',
    { config, preHandler: requireCustomer, schema: { response: { 200: VerificationDto } } },
    async (req) => ok(await getVerification(req.ctx)),
  );

  app.post(
    '/customer/verify',
    {
      config,
      preHandler: requireCustomer,
      schema: { body: AutoVerifyBody, response: { 200: VerificationResultDto } },
    },
    async (req) => ok(await autoVerify(req.ctx, { body: req.body })),
  );

  app.post(
    '/customer/verification/licence',
    {
      config,
      preHandler: requireCustomer,
      schema: { body: LicenceVerifyBody, response: { 200: VerificationResultDto } },
    },
    async (req) => ok(await verifyLicence(req.ctx, { body: req.body })),
  );

  app.post(
    '/customer/verification',
    { config, preHandler: requireCustomer, schema: { response: { 200: VerificationResultDto } } },
    async (req) => {
      const upload = await readUpload(req);
      return ok(await uploadDocument(req.ctx, { ...upload, key: documentKey(req.ctx.config.documentKey) }));
    },
  );

  app.post(
    '/customer/verification/connectid',
    { config, preHandler: requireCustomer, schema: { response: { 200: VerificationRedirectDto } } },
    async (req) => ok(await startConnectId(req.ctx, { config: req.ctx.config.connectId })),
  );

  app.post(
    '/customer/verification/connectid/callback',
    {
      config,
      preHandler: requireCustomer,
      schema: { body: ConnectIdCallbackBody, response: { 200: VerificationResultDto } },
    },
    async (req) => ok(await completeConnectId(req.ctx, { config: req.ctx.config.connectId, body: req.body })),
  );

  app.post(
    '/customer/verification/greenid',
    {
      config,
      preHandler: requireCustomer,
      schema: { body: HostedVerificationStartBody, response: { 200: VerificationRedirectDto } },
    },
    async (req) =>
      ok(
        await startHostedVerification(req.ctx, {
          config: req.ctx.config.hostedVerification,
          returnUrl: req.body.returnUrl,
        }),
      ),
  );

  app.post(
    '/customer/verification/greenid/complete',
    {
      config,
      preHandler: requireCustomer,
      schema: { body: HostedVerificationCompleteBody, response: { 200: VerificationResultDto } },
    },
    async (req) =>
      ok(
        await completeHostedVerification(req.ctx, {
          config: req.ctx.config.hostedVerification,
          sessionId: req.body.session,
        }),
      ),
  );
}
