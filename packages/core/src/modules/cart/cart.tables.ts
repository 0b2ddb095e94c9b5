import type { GameType } from '@lottoshop/contracts/catalog';
import type { GameLineDto } from '@lottoshop/contracts/games';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from '../../db/columns.ts';
// Foreign keys only: an item names an offer and a draw, a cart its customer; nothing here reads those tables.
import { causes, productOffers } from '../catalog/catalog.tables.ts';
import { draws } from '../draws/draws.tables.ts';
import { customers } from '../identity/identity.tables.ts';

/**
 * A cart: a signed-in customer's (one each) or an anonymous visitor's, reached by its secret token.
 * An anonymous cart expires 14 days after its last change.
 */
export const carts = pgTable(
  'carts',
  {
    id: idColumn(),
    /** Short public reference (spec 1 §3 cartReference); not a secret. */
    reference: text('reference').notNull().unique(),
    customerId: uuid('customer_id')
      .unique()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Secret, cookie-safe token of an anonymous cart. */
    anonymousToken: text('anonymous_token').unique(),
    /** Anonymous carts only: when the cart stops existing. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('carts_one_owner', sql`(${t.customerId} is null) <> (${t.anonymousToken} is null)`),
    check('carts_anonymous_expiry', sql`${t.anonymousToken} is null or ${t.expiresAt} is not null`),
    index('carts_expires_at').on(t.expiresAt),
  ],
);
export type CartRow = typeof carts.$inferSelect;

/** A ticket in a cart, with the price per ticket as it was when added (checked again at purchase). */
export const cartItems = pgTable(
  'cart_items',
  {
    id: idColumn(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => productOffers.id, { onDelete: 'cascade' }),
    gameType: text('game_type').$type<GameType>().notNull(),
    firstDrawId: uuid('first_draw_id')
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    numDraws: integer('num_draws').notNull(),
    /** An offer with selectable days: the ISO weekdays played (the draws entered are only those); null: every draw. */
    drawWeekdays: integer('draw_weekdays').array(),
    /** Autoplay chosen: 1 draw with recurring on (the recurring purchases come later; decision 052). */
    autoplay: boolean('autoplay').notNull().default(false),
    numGames: integer('num_games').notNull(),
    lines: jsonb('lines').$type<GameLineDto[]>().notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** Raffles: the cause the buyer chose (one of the offer's causes); `num_games` is the bundle's tickets. */
    causeId: uuid('cause_id').references(() => causes.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('cart_items_cart').on(t.cartId),
    check('cart_items_quantity', sql`${t.quantity} between 1 and 20`),
    check('cart_items_unit_price_positive', sql`${t.unitPriceMinor} > 0`),
    check('cart_items_counts_positive', sql`${t.numDraws} >= 1 and ${t.numGames} >= 1`),
    check('cart_items_autoplay_one_draw', sql`not ${t.autoplay} or ${t.numDraws} = 1`),
  ],
);
export type CartItemRow = typeof cartItems.$inferSelect;
