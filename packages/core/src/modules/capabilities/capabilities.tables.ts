import { sql } from 'drizzle-orm';
import { boolean, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from '../../db/columns.ts';

/** The catalogue of capability keys; `enabledOnSite` switches a feature for the whole site. */
export const capabilities = pgTable('capabilities', {
  key: text('key').primaryKey(),
  description: text('description').notNull(),
  enabledOnSite: boolean('enabled_on_site').notNull(),
});

/** A customer segment ('anonymous' for visitors, 'customer' for signed-in customers by default). */
export const segments = pgTable(
  'segments',
  {
    id: idColumn(),
    name: text('name').notNull().unique(),
    description: text('description').notNull(),
    /** Exactly one segment is the one anonymous visitors belong to. */
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    /** The segment a newly signed-up customer joins. */
    isDefaultCustomer: boolean('is_default_customer').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('segments_one_anonymous').on(t.isAnonymous).where(sql`${t.isAnonymous}`),
    uniqueIndex('segments_one_default_customer').on(t.isDefaultCustomer).where(sql`${t.isDefaultCustomer}`),
  ],
);

export const segmentCapabilities = pgTable(
  'segment_capabilities',
  {
    segmentId: uuid('segment_id')
      .notNull()
      .references(() => segments.id, { onDelete: 'cascade' }),
    capabilityKey: text('capability_key')
      .notNull()
      .references(() => capabilities.key, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.segmentId, t.capabilityKey] })],
);
