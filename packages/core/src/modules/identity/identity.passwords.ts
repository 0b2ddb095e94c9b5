/**
 * Password hashing: argon2id with the OWASP Password Storage Cheat Sheet minimum (19 MiB memory, 2 passes,
 * 1 lane). The result is a PHC string carrying its own parameters, so they can be raised later and old hashes
 * still verify (and can be re-hashed on the next login).
 */
import { hash, verify } from '@node-rs/argon2';

/** The library's default algorithm is argon2id (its `Algorithm` is a const enum, unusable from isolated modules). */
export const ARGON2_PARAMS = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

/** False for a wrong password and for a hash that cannot be read. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random, discarded password, made with ARGON2_PARAMS (a test keeps them in step). Checking
 * against it costs what a real check costs.
 */
export const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$n4gqDQT6l//hLfpHiDxxbA$VIuvKDcT1eFza+ei6ONvGYMvIoJotlaTiN7vWg9koWg';

/**
 * Spends the same work as a real check when the e-mail address is unknown, so response time does not tell
 * whether an account exists. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(DUMMY_HASH, password);
  return false;
}

/** Whether a stored hash was made with weaker parameters than today's. */
export function needsRehash(passwordHash: string): boolean {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(passwordHash);
  if (!match) return true;
  return (
    Number(match[1]) < ARGON2_PARAMS.memoryCost ||
    Number(match[2]) < ARGON2_PARAMS.timeCost ||
    Number(match[3]) !== ARGON2_PARAMS.parallelism
  );
}
