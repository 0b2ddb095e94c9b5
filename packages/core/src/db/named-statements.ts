/**
 * A node-postgres client that names the statements this process sends again and again, so PostgreSQL parses each
 * one once per connection instead of on every call (decision 056). node-postgres sends a query without a name as
 * the unnamed statement, which PostgreSQL parses, analyses and plans anew each time; with a name the driver sends
 * the parse once per connection and then only binds and executes it. Drizzle builds the same SQL text for the same
 * query shape, so the text names the statement (a hash of it).
 *
 * Bounded: a text is named from its second sighting in this process (one-off statements, such as the demo seed's,
 * stay unnamed), texts longer than MAX_TEXT_LENGTH never, and a connection keeps at most MAX_NAMED_PER_CONNECTION
 * named statements (later texts go unnamed on it). A query that already carries a name (a drizzle prepared
 * statement) is left as it is.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

export const MAX_NAMED_PER_CONNECTION = 500;
export const MAX_TEXT_LENGTH = 16_384;
const MAX_TEXTS_REMEMBERED = 10_000;

/** Per text: how often it has been seen, and its name once it has one. */
const texts = new Map<string, { seen: number; name?: string }>();

/** The name for `text`, or undefined while it has been seen only once (or when too many texts are known). */
export function statementName(text: string): string | undefined {
  if (text.length > MAX_TEXT_LENGTH) return undefined;
  let entry = texts.get(text);
  if (!entry) {
    if (texts.size >= MAX_TEXTS_REMEMBERED) return undefined;
    entry = { seen: 0 };
    texts.set(text, entry);
  }
  entry.seen++;
  if (entry.seen < 2) return undefined;
  entry.name ??= `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  return entry.name;
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown[]; submit?: unknown };

export class NamingClient extends pg.Client {
  readonly #named = new Set<string>();

  // biome-ignore lint/suspicious/noExplicitAny: pg.Client#query is overloaded; this passes every form through.
  override query(config: any, values?: any, callback?: any): any {
    return super.query(this.#withName(config, values), values, callback);
  }

  // biome-ignore lint/suspicious/noExplicitAny: the config is handed on to pg.Client#query as it came.
  #withName(config: any, values: unknown): any {
    if (typeof config === 'string') return this.#withName({ text: config }, values);
    if (config === null || typeof config !== 'object') return config;
    const c = config as QueryConfig;
    if (typeof c.submit === 'function' || typeof c.text !== 'string' || c.name !== undefined) return config;
    const params = Array.isArray(values) ? values : c.values;
    if (!params || params.length === 0) return config;
    const name = statementName(c.text);
    if (name === undefined) return config;
    if (!this.#named.has(name)) {
      if (this.#named.size >= MAX_NAMED_PER_CONNECTION) return config;
      this.#named.add(name);
    }
    return { ...c, name };
  }
}
