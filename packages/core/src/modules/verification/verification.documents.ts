/**
 * Uploaded verification documents (POST /customer/verification, multipart): a photo ID (passport, driver licence,
 * proof of age card) or the completed verification form. The type is sniffed from the bytes (file-type), never
 * taken from the name or the declared type, and a name or declared type that says otherwise is refused as a forged
 * file; the size is limited; the bytes are stored encrypted (verification.cipher.ts) and wait for an operator.
 * Nothing is stored when anything is refused.
 */
import { createHash } from 'node:crypto';
import {
  PHOTO_ID_MAX_BYTES,
  PHOTO_ID_TYPES,
  type PhotoIdDocument,
  type VerificationResultDto,
} from '@lottoshop/contracts/verification';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { uuidv7 } from 'uuidv7';
import { DomainError } from '../../errors.ts';
import { type Ctx, inTransaction } from '../../use-case.ts';
import { type DocumentKey, openDocument, sealDocument } from './verification.cipher.ts';
import { startAttempt, verificationOf } from './verification.methods.ts';
import { verificationAttempts, verificationDocuments } from './verification.tables.ts';

const EXTENSIONS: Record<string, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg', 'jfif'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
};

const TYPE_NAMES = 'a JPEG, PNG or WebP photo, or a PDF';
const fileError = (message: string) => new DomainError('validation_failed', { fields: { file: [message] } });

/** The sniffed type of an upload, or the refusal a person reads. */
export async function sniffUpload(input: {
  bytes: Buffer;
  fileName: string | undefined;
  declaredType: string | undefined;
  document: PhotoIdDocument;
}): Promise<{ mime: string }> {
  if (input.bytes.length === 0) throw fileError('Choose a file to upload.');
  if (input.bytes.length > PHOTO_ID_MAX_BYTES)
    throw fileError(`The file is too large: the most we accept is ${PHOTO_ID_MAX_BYTES / 1024 / 1024} MB.`);
  const sniffed = await fileTypeFromBuffer(input.bytes.subarray(0, 4100));
  const mime = sniffed?.mime;
  if (!mime || !(PHOTO_ID_TYPES as readonly string[]).includes(mime))
    throw fileError(`This file is not ${TYPE_NAMES}. Upload a photo or scan of your ID.`);
  if (input.document === 'verification_form' && mime !== 'application/pdf')
    throw fileError('Upload the completed verification form as a PDF.');
  const extension = input.fileName?.includes('.')
    ? input.fileName.split('.').pop()?.toLowerCase()
    : undefined;
  const declared = input.declaredType?.split(';')[0]?.trim().toLowerCase();
  const namedOtherwise = extension !== undefined && !(EXTENSIONS[mime] ?? []).includes(extension);
  const declaredOtherwise =
    declared !== undefined && declared !== '' && declared !== 'application/octet-stream' && declared !== mime;
  if (namedOtherwise || declaredOtherwise)
    throw fileError(
      `This file's name or type says it is something other than what it contains (${sniffed?.ext ?? 'unknown'}). Upload the original photo or scan.`,
    );
  return { mime };
}

/** POST /customer/verification: stores the document encrypted, for an operator to review. */
export async function uploadDocument(
  ctx: Ctx,
  input: {
    document: PhotoIdDocument;
    bytes: Buffer;
    fileName: string | undefined;
    declaredType: string | undefined;
    key: DocumentKey;
  },
): Promise<VerificationResultDto> {
  const method = input.document === 'verification_form' ? 'pdf_form' : 'photo_id_upload';
  const customer = await startAttempt(ctx, method);
  const { mime } = await sniffUpload(input);
  const documentId = uuidv7();
  const sealed = sealDocument(input.key, documentId, input.bytes);
  return inTransaction(ctx, async (tx) => {
    const [attempt] = await tx.db
      .insert(verificationAttempts)
      .values({ customerId: customer.id, method, outcome: 'review' })
      .returning();
    if (!attempt) throw new Error('attempt not stored');
    await tx.db.insert(verificationDocuments).values({
      id: documentId,
      attemptId: attempt.id,
      document: input.document,
      mime,
      sizeBytes: input.bytes.length,
      sha256: createHash('sha256').update(input.bytes).digest('hex'),
      ...sealed,
    });
    return {
      outcome: 'review' as const,
      message: 'Thank you: our team will check your document, usually within one business day.',
      verification: await verificationOf(tx, customer.id),
    };
  });
}

/** The operator's view of a document: its bytes decrypted, and its type. */
export async function readDocument(
  ctx: Ctx,
  input: { attemptId: string; key: DocumentKey },
): Promise<{ mime: string; bytes: Buffer } | null> {
  const [row] = await ctx.db
    .select()
    .from(verificationDocuments)
    .where(eq(verificationDocuments.attemptId, input.attemptId));
  if (!row) return null;
  return { mime: row.mime, bytes: openDocument(input.key, row.id, row) };
}
