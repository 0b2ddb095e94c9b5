/**
 * Key casing on the wire (spec 1 §7): TypeScript speaks camelCase, the API wire speaks snake_case.
 * A key named Numbers, Powerball or Favourites (any letter case) is kept exactly as written, and so is every
 * key below it — those subtrees hold data keys (lottery keys, ball names) that must round-trip untouched.
 * Browser-safe: no Node imports.
 */
const PRESERVED_KEYS = new Set(['numbers', 'powerball', 'favourites']);

export function isPreservedKey(key: string): boolean {
  return PRESERVED_KEYS.has(key.toLowerCase());
}

/** `pageInfo` -> `page_info`, `checkoutID` -> `checkout_id`; snake keys are left as they are. */
export function camelToSnake(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

/** `page_info` -> `pageInfo`, `x-sub-variant` -> `xSubVariant`; a leading underscore is kept. */
export function snakeToCamel(key: string): string {
  return key.replace(/(?<=[A-Za-z0-9])[_-]+([A-Za-z0-9])/g, (_m, ch: string) => ch.toUpperCase());
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  // Query-string parsers build objects whose prototype itself has a null prototype.
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}

function convertKeys(value: unknown, mapKey: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, mapKey));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const newKey = isPreservedKey(key) ? key : mapKey(key);
    const newValue = isPreservedKey(key) ? child : convertKeys(child, mapKey);
    // defineProperty keeps a "__proto__" key as plain data instead of replacing the prototype.
    Object.defineProperty(out, newKey, {
      value: newValue,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/** Deeply converts object keys camelCase -> snake_case (outgoing API payloads). */
export function keysToSnake<T = unknown>(value: unknown): T {
  return convertKeys(value, camelToSnake) as T;
}

/** Deeply converts object keys snake_case / hyphen-case -> camelCase (incoming API payloads). */
export function keysToCamel<T = unknown>(value: unknown): T {
  return convertKeys(value, snakeToCamel) as T;
}
