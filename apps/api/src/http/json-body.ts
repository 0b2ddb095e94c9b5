/**
 * The JSON body parser: Fastify's own (prototype poisoning refused, empty or broken JSON answered 422), behind
 * a check of how deeply the text nests objects and arrays. No request of the API nests more than a few
 * levels, while a body of a few kilobytes can nest thousands deep and exhaust the stack of whatever walks
 * it later (key casing, validation): such a body is a 400 before it is parsed.
 */
import { DomainError } from '@lottoshop/core/errors';
import type { ApiApp } from './app-types.ts';

/** Objects and arrays inside each other, at most. */
export const MAX_JSON_DEPTH = 32;

export const JSON_TOO_DEEP_MESSAGE = `The JSON body nests objects and arrays too deeply (at most ${MAX_JSON_DEPTH} levels).`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x7b, 0x5b]); // { [
const CLOSERS = new Set([0x7d, 0x5d]); // } ]

/** Whether JSON text nests deeper than `max` (brackets inside strings do not count). Linear, no parsing. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (OPENERS.has(c)) {
      depth += 1;
      if (depth > max) return true;
    } else if (CLOSERS.has(c)) {
      depth -= 1;
    }
  }
  return false;
}

export function registerJsonBodyParser(app: ApiApp): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new DomainError('bad_request', { message: JSON_TOO_DEEP_MESSAGE }), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
