/**
 * Documents at rest: envelope encryption with AES-256-GCM (node:crypto). Each document has a random key of its own
 * (the data key) that encrypts the bytes; the data key is encrypted ("wrapped") under the site's document key, named
 * by its id so the site key can be rotated. The document's id is the additional authenticated data of both, so a
 * ciphertext moved to another row does not decrypt. Decision 040.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createSecretKey,
  type KeyObject,
  randomBytes,
} from 'node:crypto';

export type DocumentKey = { readonly id: string; readonly key: KeyObject };

/** The site's document key from a configured secret of at least 32 characters. */
export function documentKey(secret: string): DocumentKey {
  if (secret.length < 32) throw new Error('the document key must be at least 32 characters long');
  const digest = createHash('sha256').update(secret, 'utf8').digest();
  return {
    id: `k_${createHash('sha256').update(digest).digest('hex').slice(0, 12)}`,
    key: createSecretKey(digest),
  };
}

export type SealedDocument = {
  keyId: string;
  wrappedKey: Buffer;
  iv: Buffer;
  tag: Buffer;
  ciphertext: Buffer;
};

function gcm(
  key: KeyObject | Buffer,
  plaintext: Buffer,
  aad: string,
): { iv: Buffer; tag: Buffer; body: Buffer } {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { iv, tag: cipher.getAuthTag(), body };
}

function ungcm(key: KeyObject | Buffer, iv: Buffer, tag: Buffer, body: Buffer, aad: string): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]);
}

/** Encrypts `bytes` for the document `documentId`. The wrapped key holds its own iv and tag: iv(12) tag(16) key(32). */
export function sealDocument(siteKey: DocumentKey, documentId: string, bytes: Buffer): SealedDocument {
  const dataKey = randomBytes(32);
  const sealed = gcm(dataKey, bytes, documentId);
  const wrapped = gcm(siteKey.key, dataKey, documentId);
  dataKey.fill(0);
  return {
    keyId: siteKey.id,
    wrappedKey: Buffer.concat([wrapped.iv, wrapped.tag, wrapped.body]),
    iv: sealed.iv,
    tag: sealed.tag,
    ciphertext: sealed.body,
  };
}

/** The document's bytes; throws when the row was altered, moved, or sealed under another key. */
export function openDocument(siteKey: DocumentKey, documentId: string, sealed: SealedDocument): Buffer {
  if (sealed.keyId !== siteKey.id) throw new Error('this document was sealed under another document key');
  const w = sealed.wrappedKey;
  const dataKey = ungcm(siteKey.key, w.subarray(0, 12), w.subarray(12, 28), w.subarray(28), documentId);
  return ungcm(dataKey, sealed.iv, sealed.tag, sealed.ciphertext, documentId);
}
