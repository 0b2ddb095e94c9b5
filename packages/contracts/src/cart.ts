/** The cart (spec 1 §3, §4, §7 cart calls, version 3.3). */
import { z } from 'zod';
import { GameTypeSchema } from './catalog.ts';
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
  numGames: z.number().int(),
  games: z.array(GameLineDto),
  /** Whether one of the games is one of the customer's favourite numbers for this lottery (false when anonymous). */
  hasFavouriteNumbers: z.boolean().default(false),
  causeKey: z.string().nullable(),
  /** Raffles: the tickets this item issues (bundle size x quantity); null for lottery tickets. */
  numRaffleTickets: z.number().int().nullable(),
  purchaseStatus: z.enum(['standard', 'pre_order']),
  recurringPurchase: z.null(),
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
  /** The first draw; defaults to the next draw on sale. */
  drawNo: DrawNoInput.optional(),
  numDraws: z.number().int().min(1).max(10).default(1),
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
 * Spec 1 §9: the amount shown to pay = cart total minus pre-order total, minus the wallet balance when paying
 * from the wallet, never below zero.
 */
export function cartAmountDueMinor(
  cartTotalMinor: number,
  preOrderTotalMinor: number,
  walletBalanceMinor: number | null,
): number {
  const remainder = cartTotalMinor - preOrderTotalMinor;
  if (walletBalanceMinor === null) return Math.max(0, remainder);
  return Math.max(0, remainder - Math.max(0, walletBalanceMinor));
}
