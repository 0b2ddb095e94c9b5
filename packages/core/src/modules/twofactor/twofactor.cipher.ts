/**
 * Secrets at rest: AES-256-GCM with a key from configuration (TWO_FACTOR_KEY). The customer's id is the
 * additional authenticated data, so a ciphertext copied to another customer's row does not decrypt.
 * Stored as `v1.<iv>.<tag>.<ciphertext>`, each part base64url.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createSecretKey,
  type KeyObject,
  randomBytes,
} from 'node:crypto';

export type TwoFactorKey = { readonly key: KeyObject };

const MIN_SECRET_LENGTH = 32;

/** The key from a configured secret of at least 32 characters (hashed to the 32 bytes AES-256 takes). */
export function twoFactorKey(secret: string): TwoFactorKey {
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`the two-factor key must be at least ${MIN_SECRET_LENGTH} characters long`);
  }
  return { key: createSecretKey(createHash('sha256').update(secret, 'utf8').digest()) };
}

export function encryptSecret(key: TwoFactorKey, plaintext: string, customerId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv);
  cipher.setAAD(Buffer.from(customerId, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The plaintext, or an error when the ciphertext was altered, moved or made with another key. */
export function decryptSecret(key: TwoFactorKey, stored: string, customerId: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('unreadable two-factor secret');
  const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(customerId, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
