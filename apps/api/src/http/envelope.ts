/** What route handlers return: the spec 1 §7 envelope, in camelCase (the server writes snake_case). */
import type { Entities, Envelope, Links, Message, PageInfo } from '@lottoshop/contracts/envelope';
import type { Page } from '@lottoshop/core/use-case';

export type EnvelopeParts = {
  pageInfo?: PageInfo;
  links?: Links;
  messages?: Message[];
  entities?: Entities;
};

const ENVELOPE_KEYS = new Set(['result', 'pageInfo', 'links', 'messages', 'entities']);

/** A successful answer. A null or undefined result with no other parts is answered as 204 No Content. */
export function ok<T>(result: T, parts: EnvelopeParts = {}): Envelope<T> {
  const envelope: Envelope<T> = {};
  if (result !== undefined && result !== null) envelope.result = result;
  if (parts.pageInfo) envelope.pageInfo = parts.pageInfo;
  if (parts.links) envelope.links = parts.links;
  if (parts.messages && parts.messages.length > 0) envelope.messages = parts.messages;
  if (parts.entities) envelope.entities = parts.entities;
  return envelope;
}

/** One page of a list: the items as the result, with the page info (spec 1 §7 pageInfo) every list answers. */
export function okPage<T>(page: Page<T>, parts: Omit<EnvelopeParts, 'pageInfo'> = {}): Envelope<T[]> {
  const { items, limit, offset, total } = page;
  return ok(items, { ...parts, pageInfo: { limit, offset, total, hasMore: offset + items.length < total } });
}

/** An empty result: the server answers 204 with no body. */
export function noContent(): Envelope<never> {
  return {};
}

/** True for an envelope with nothing in it (the 204 case). */
export function isEmptyEnvelope(payload: unknown): boolean {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return false;
  for (const [key, value] of Object.entries(payload)) {
    if (!ENVELOPE_KEYS.has(key)) return false;
    if (value !== undefined && value !== null) return false;
  }
  return true;
}
