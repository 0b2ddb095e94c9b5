/** Rewrites property names of a generated JSON Schema to the wire casing, so the docs show what is sent. */
import { camelToSnake, isPreservedKey } from '@lottoshop/contracts/casing';

type Json = Record<string, unknown>;

const NESTED_ONE = [
  'items',
  'additionalProperties',
  'not',
  'contains',
  'propertyNames',
  'if',
  'then',
  'else',
];
const NESTED_MANY = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const NESTED_MAPS = ['$defs', 'definitions', 'patternProperties'];

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function snakeCaseJsonSchema<T>(schema: T): T {
  if (!isObject(schema)) return schema;
  const out: Json = { ...schema };
  if (isObject(schema.properties)) {
    const properties: Json = {};
    for (const [key, child] of Object.entries(schema.properties)) {
      properties[isPreservedKey(key) ? key : camelToSnake(key)] = isPreservedKey(key)
        ? child
        : snakeCaseJsonSchema(child);
    }
    out.properties = properties;
  }
  if (Array.isArray(schema.required)) {
    out.required = schema.required.map((key) =>
      typeof key === 'string' && !isPreservedKey(key) ? camelToSnake(key) : key,
    );
  }
  for (const key of NESTED_ONE) {
    if (isObject(schema[key])) out[key] = snakeCaseJsonSchema(schema[key]);
  }
  for (const key of NESTED_MANY) {
    const list = schema[key];
    if (Array.isArray(list)) out[key] = list.map((item) => snakeCaseJsonSchema(item));
  }
  for (const key of NESTED_MAPS) {
    const map = schema[key];
    if (isObject(map)) {
      out[key] = Object.fromEntries(Object.entries(map).map(([k, v]) => [k, snakeCaseJsonSchema(v)]));
    }
  }
  return out as T;
}
