/**
 * The response envelope and error bodies (spec 1 §7-§8), described in camelCase as TypeScript sees them.
 * On the wire keys are snake_case (page_info, request_id) — see casing.ts.
 */
import { z } from 'zod';

export const Message = z.object({
  code: z.string(),
  message: z.string(),
});
export type Message = z.infer<typeof Message>;

export const PageInfo = z.object({
  limit: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  total: z.number().int().nonnegative().optional(),
  hasMore: z.boolean().optional(),
});
export type PageInfo = z.infer<typeof PageInfo>;

export const Links = z.record(z.string(), z.string());
export type Links = z.infer<typeof Links>;

export const Entities = z.record(z.string(), z.unknown());
export type Entities = z.infer<typeof Entities>;

export type Envelope<T> = {
  result?: T;
  pageInfo?: PageInfo;
  links?: Links;
  messages?: Message[];
  entities?: Entities;
};

function envelopeObject<T extends z.ZodType>(result: T) {
  return z.object({
    result: result.optional(),
    pageInfo: PageInfo.optional(),
    links: Links.optional(),
    messages: z.array(Message).optional(),
    entities: Entities.optional(),
  });
}

/** Marks a schema that already describes the whole envelope (read by the API's type provider and server). */
export type EnvelopeSchema<T extends z.ZodType> = ReturnType<typeof envelopeObject<T>> & {
  readonly '~envelope': true;
};

/** The envelope around a route's result schema. Route response schemas may give either form. */
export function envelopeOf<T extends z.ZodType>(result: T): EnvelopeSchema<T> {
  return Object.assign(envelopeObject(result), { '~envelope': true as const });
}

export function isEnvelopeSchema(schema: unknown): boolean {
  return (
    typeof schema === 'object' &&
    schema !== null &&
    (schema as { '~envelope'?: unknown })['~envelope'] === true
  );
}

/** `{ error }`: one readable message. */
export const ErrorSingleBody = z.object({
  error: z.string(),
  code: z.string(),
  requestId: z.string().optional(),
});

/** `{ errors }`: field path -> messages, for input a person can correct. */
export const ErrorFieldsBody = z.object({
  errors: z.record(z.string(), z.array(z.string())),
  code: z.string(),
  requestId: z.string().optional(),
});

/** `{ messages }`: a list of coded messages. */
export const ErrorMessagesBody = z.object({
  messages: z.array(Message).min(1),
  requestId: z.string().optional(),
});

export const ErrorBody = z.union([ErrorSingleBody, ErrorFieldsBody, ErrorMessagesBody]);
export type ErrorBody = z.infer<typeof ErrorBody>;

/** The first readable text of an error body, or the fallback (spec 1 §8: "the first message is the error text"). */
export function errorText(body: unknown, fallback = 'Something went wrong'): string {
  const parsed = ErrorBody.safeParse(body);
  if (!parsed.success) return fallback;
  const data = parsed.data;
  if ('error' in data) return data.error;
  if ('errors' in data) return Object.values(data.errors).flat()[0] ?? fallback;
  return data.messages[0]?.message ?? fallback;
}
