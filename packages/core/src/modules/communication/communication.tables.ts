import type { CommunicationChannel, UnsubscribeReason } from '@lottoshop/contracts/communication';
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from '../../db/columns.ts';
import { productOffers } from '../catalog/catalog.tables.ts';
import { customers } from '../identity/identity.tables.ts';

/**
 * Which channels a customer lets the shop use for marketing. A customer without a row has never set them: e-mail
 * follows the opt-in of their sign-up, the other channels are off.
 */
export const communicationPreferences = pgTable('communication_preferences', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  email: boolean('email').notNull(),
  phone: boolean('phone').notNull(),
  sms: boolean('sms').notNull(),
  directmail: boolean('directmail').notNull(),
  push: boolean('push').notNull(),
  updatedAt: updatedAt(),
});
export type CommunicationPreferencesRow = typeof communicationPreferences.$inferSelect;

/** Offers whose marketing e-mails a customer stopped from an e-mail's link, while e-mail stays on for the rest. */
export const offerOptOuts = pgTable(
  'offer_opt_outs',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productOfferKey: text('product_offer_key')
      .notNull()
      .references(() => productOffers.key, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productOfferKey] })],
);

/** Every unsubscribe, with the reasons given and where it came from: the record a marketing team learns from. */
export const unsubscribeEvents = pgTable(
  'unsubscribe_events',
  {
    id: idColumn(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<CommunicationChannel>().notNull(),
    productOfferKey: text('product_offer_key'),
    reasons: text('reasons').array().$type<UnsubscribeReason[]>().notNull(),
    via: text('via').$type<'link' | 'account'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('unsubscribe_events_customer_idx').on(t.customerId)],
);
