import { PAGE_FIELDS, type PageField, type PageFilter } from '@lottoshop/contracts/content';
import { and, asc, desc, eq, inArray, like, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import { pages } from './content.tables.ts';

/** Turns the content query's `fields`, `filter` and `sort` into SQL; bad `fields` or `sort` is a 400. */

const filterColumns = {
  id: pages.id,
  path: pages.path,
  template: pages.template,
  name: pages.name,
  status: pages.status,
} as const;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function badQuery(field: string, message: string): DomainError {
  return new DomainError('validation_failed', { fields: { [field]: [message] }, status: 400 });
}

/** The SQL condition of a checked content filter (the API parses and validates it: see PagesQuery). */
export function pageFilterSql(filter: PageFilter | undefined): SQL | undefined {
  return filter === undefined ? undefined : toSql(filter);
}

function toSql(filter: PageFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  for (const [field, column] of Object.entries(filterColumns) as [
    keyof typeof filterColumns,
    (typeof filterColumns)[keyof typeof filterColumns],
  ][]) {
    const condition = filter[field];
    if (!condition) continue;
    if (condition._eq !== undefined) parts.push(eq(column, condition._eq));
    if (condition._neq !== undefined) parts.push(ne(column, condition._neq));
    if (condition._in !== undefined)
      parts.push(condition._in.length ? inArray(column, condition._in) : sql`false`);
    if (condition._nin?.length) parts.push(notInArray(column, condition._nin));
    if (condition._starts_with !== undefined)
      parts.push(like(column, `${escapeLike(condition._starts_with)}%`));
    if (condition._contains !== undefined) parts.push(like(column, `%${escapeLike(condition._contains)}%`));
  }
  for (const nested of filter._and ?? []) parts.push(toSql(nested));
  return and(...parts);
}

const FIELD_ALIASES: Record<string, PageField> = {
  subnavigationMenu: 'subnavigation_menu',
  updatedAt: 'updated_at',
};

/** `fields=id,path,name` (or `*`); unknown fields are a 400. */
export function parsePageFields(raw: string | undefined): PageField[] {
  if (raw === undefined || raw.trim() === '' || raw.trim() === '*') return [...PAGE_FIELDS];
  const fields = raw
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  const result: PageField[] = [];
  for (const f of fields) {
    const field = FIELD_ALIASES[f] ?? f;
    if (!(PAGE_FIELDS as readonly string[]).includes(field)) {
      throw badQuery('fields', `Unknown field '${f}'. Fields: ${PAGE_FIELDS.join(', ')}.`);
    }
    if (!result.includes(field as PageField)) result.push(field as PageField);
  }
  return result;
}

const sortColumns = { path: pages.path, name: pages.name, updated_at: pages.updatedAt } as const;

/** `sort=path`, `sort=-updated_at`, several separated by commas. */
export function parsePageSort(raw: string | undefined): SQL[] {
  if (raw === undefined || raw.trim() === '') return [asc(pages.path)];
  return raw.split(',').map((part) => {
    const token = part.trim();
    const descending = token.startsWith('-');
    const name = descending ? token.slice(1) : token;
    const column = sortColumns[(FIELD_ALIASES[name] ?? name) as keyof typeof sortColumns];
    if (!column)
      throw badQuery('sort', `Cannot sort by '${name}'. Sort by: ${Object.keys(sortColumns).join(', ')}.`);
    return descending ? desc(column) : asc(column);
  });
}
