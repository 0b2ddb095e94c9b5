/** The cart (spec 1 §3, §4, §7 cart calls, version 3.3). */
import { z } from 'zod';
import { GameTypeSchema } from './catalog.ts';
import { DRAW_COUNT_OPTIONS_MAX, MAX_DRAW_OFFSET, WEEK_COUNT_MAX } from './draw-choice.ts';
import { DrawNoInput } from './draws.ts';
import { MAX_ITEM_QUANTITY } from './game-rules.ts';
import { GameLineDto, GameLineInput } from './games.ts';
import { SpendRemainingDto } from './limits.ts';
import { MoneyDto } from './money.ts';

/** Name of the web cookie holding an anonymous cart's token; it lives 14 days (spec 1 §9). */
export const ANONYMOUS_CART_COOKIE = 'anonymous_cart_token';
export const ANONYMOUS_CART_DAYS = 14;

export const CART_PRODUCT_TYPES = [
  'lottery_ticket',
  'multi_draw_ticket',
  'raffle_ticket',
  'syndicate_share',
  'social_syndicate_share',
  'membership',
] as const;

export const CartItemDto = z.object({
  id: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  /** Price of one of this item: price per game x games x draws. */
  unitPrice: MoneyDto,
  /** unitPrice x quantity. */
  total: MoneyDto,
  productType: z.enum(CART_PRODUCT_TYPES),
  lotteryKey: z.string(),
  productOfferName: z.string(),
  /** The first draw the ticket enters. */
  drawNo: z.number().int(),
  drawDate: z.string(),
  drawPrizePool: MoneyDto.nullable(),
  gameType: GameTypeSchema,
  /** The game type's display name, e.g. "Standard". */
  gameOffer: z.string(),
  numDraws: z.number().int(),
  /** Every draw the ticket enters, in order (a multi-draw ticket's draws; on a days offer only the chosen days). */
  draws: z.array(z.object({ drawNo: z.number().int(), drawDate: z.string() })).default([]),
  /** An offer with selectable days: the day chosen ('monday', … or 'all') and for how many weeks; else null. */
  day: z.string().nullable().default(null),
  numWeeks: z.number().int().nullable().default(null),
  numGames: z.number().int(),
  games: z.array(GameLineDto),
  /** Whether one of the games is one of the customer's favourite numbers for this lottery (false when anonymous). */
  hasFavouriteNumbers: z.boolean().default(false),
  causeKey: z.string().nullable(),
  /** Raffles: the tickets this item issues (bundle size x quantity); null for lottery tickets. */
  numRaffleTickets: z.number().int().nullable(),
  purchaseStatus: z.enum(['standard', 'pre_order']),
  /**
   * Autoplay chosen: the ticket is 1 draw with recurring on. The flag is kept on the item and the ticket; the
   * recurring purchases themselves are not made yet (decision 052).
   */
  recurringPurchase: z
    .object({
      type: z.literal('autoplay'),
      enabled: z.boolean(),
      availability: z.enum(['never', 'always', 'optional']),
    })
    .nullable(),
});
export type CartItemDto = z.infer<typeof CartItemDto>;

export const CartDto = z.object({
  cartReference: z.string(),
  cartItems: z.array(CartItemDto),
  /** Items the server took out (e.g. their draw closed), with the reason; the customer can dismiss them. */
  autoRemovedItems: z.array(z.object({ description: z.string(), reason: z.string() })),
  cartTotal: MoneyDto,
  preOrderTotal: MoneyDto,
  requiresUnattendedPaymentMethod: z.boolean(),
  blockedReasons: z.record(z.string(), z.string()),
  /** What is left of the customer's tightest spend limit (spec 1 §9); null without a limit or for a visitor. */
  spendLimitRemaining: SpendRemainingDto.nullable(),
  showRegulation: z.boolean(),
});
export type CartDto = z.infer<typeof CartDto>;

/** An anonymous cart also carries the token the web keeps in the anonymous_cart_token cookie. */
export const AnonCartDto = CartDto.extend({ anonymousCartToken: z.string() });
export type AnonCartDto = z.infer<typeof AnonCartDto>;

/** Cookie-safe token: letters, digits, hyphen and underscore (spec 1 §5). */
export const CartTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, 'That cart token is not valid.');

export const AddCartItemBody = z.object({
  lotteryKey: z.string().regex(/^[a-z0-9_]{1,100}$/, 'Choose a lottery.'),
  gameType: GameTypeSchema,
  /** The first draw; defaults to the next draw on sale (or the one `drawOffset` names). */
  drawNo: DrawNoInput.optional(),
  /** A forward draw: 0 the next available draw, 1 the one after it, … (not with `drawNo`). */
  drawOffset: z
    .number({ error: 'Choose a draw.' })
    .int('Choose a draw.')
    .min(0, 'Choose a draw.')
    .max(MAX_DRAW_OFFSET, `Choose one of the next ${MAX_DRAW_OFFSET + 1} draws.`)
    .optional(),
  /** A number of draws, or 'autoplay' (sent as 1 draw with recurring on). */
  numDraws: z
    .union([z.number().int().min(1).max(DRAW_COUNT_OPTIONS_MAX), z.literal('autoplay')], {
      error: `Choose from 1 to ${DRAW_COUNT_OPTIONS_MAX} draws, or autoplay.`,
    })
    .optional(),
  /** An offer with selectable days: one of its draw days ('monday', …) or 'all'; required there, refused elsewhere. */
  day: z
    .string()
    .regex(/^[a-z]{1,20}$/, 'Choose a day.')
    .optional(),
  numWeeks: z
    .number({ error: 'Choose the number of weeks.' })
    .int('Choose the number of weeks.')
    .min(1, 'Choose the number of weeks.')
    .max(WEEK_COUNT_MAX, `Choose up to ${WEEK_COUNT_MAX} weeks.`)
    .optional(),
  games: z.array(GameLineInput).min(1, 'Pick at least one game.').max(100),
  /** Super Combos (`mega_combo`): how many games to generate from the entry's numbers. */
  comboGames: z.number().int().min(1).max(100).optional(),
  quantity: z.number().int().min(1).max(MAX_ITEM_QUANTITY).default(1),
  affiliateCode: z.string().max(100).optional(),
  recurringPurchase: z.object({ type: z.enum(['autoplay', 'subscription']), enabled: z.boolean() }).nullish(),
});
export type AddCartItemBody = z.infer<typeof AddCartItemBody>;

export const UpdateCartItemBody = z.object({
  quantity: z.number().int().min(1).max(MAX_ITEM_QUANTITY),
});
export type UpdateCartItemBody = z.infer<typeof UpdateCartItemBody>;

/**
 * The one rule for a cart's money (issue 34): what is paid now, what is held for pre-ordered raffle tickets, and
 * what the customer's available funds (the balance less every hold, as the header shows them) are after buying.
 * The purchase takes the whole cart from the available funds — the tickets for now are paid, each pre-order's
 * price is held until its draw opens (decision 042) — so the wallet needs the cart's whole total, and a deposit
 * must cover `shortfall`, pre-orders included. Every page (cart, payment, deposit and buy, receipt) and the
 * server's deposit check use this; amounts are minor units.
 */
export type CheckoutFunds = {
  /** Taken from the wallet now: the cart total less its pre-orders. */
  paidNowMinor: number;
  /** Held in the wallet for pre-ordered tickets, taken when their draw opens. */
  heldForPreOrdersMinor: number;
  /** What the available funds must hold to buy the cart: paid now plus held. */
  neededMinor: number;
  /** What the available funds are short of `neededMinor` (0 when they cover it). */
  shortfallMinor: number;
  /** The available funds after the purchase; null when they are short of it. */
  availableAfterMinor: number | null;
};

export function checkoutFunds(
  cartTotalMinor: number,
  preOrderTotalMinor: number,
  availableMinor: number,
): CheckoutFunds {
  const held = Math.max(0, Math.min(preOrderTotalMinor, cartTotalMinor));
  const needed = Math.max(0, cartTotalMinor);
  const available = Math.max(0, availableMinor);
  const shortfall = Math.max(0, needed - available);
  return {
    paidNowMinor: needed - held,
    heldForPreOrdersMinor: held,
    neededMinor: needed,
    shortfallMinor: shortfall,
    availableAfterMinor: shortfall === 0 ? available - needed : null,
  };
}

// ---------------------------------------------------------------- requests

const CartItemId = z.uuid('That cart item id is not valid.');
/** An anonymous cart, by its token: `/anon-cart/{token}`. */
export const CartTokenParams = z.object({ token: CartTokenSchema });
/** An item of the customer's cart: `/cart/items/{id}`. */
export const CartItemParams = z.object({ id: CartItemId });
/** An item of an anonymous cart: `/anon-cart/{token}/items/{id}`. */
export const AnonCartItemParams = z.object({ token: CartTokenSchema, id: CartItemId });
