/** Purchases, receipts and the customer's tickets (spec 1 §3 Receipt, §7 /cart/purchase, spec 2 §7 Orders). */
import { z } from 'zod';
import { GameTypeSchema } from './catalog.ts';
import { DrawStatusSchema } from './draws.ts';
import { GameLineDto } from './games.ts';
import { intQuery } from './int-query.ts';
import { MoneyDto } from './money.ts';

/** POST /v2/cart/purchase (3.3): pay the whole cart from the wallet. */
export const PurchaseBody = z.object({
  /** Client-chosen key, made when the checkout page is shown: a retried purchase has one effect. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'That idempotency key is not valid.'),
  paymentMethod: z.enum(['wallet']).default('wallet'),
  /** The total the customer saw; a different server total refuses the purchase with price_changed. */
  expectedTotal: MoneyDto.optional(),
});
export type PurchaseBody = z.infer<typeof PurchaseBody>;

/** How one line did in one draw. */
export const LineResultDto = z.object({
  lineNo: z.number().int(),
  matchedNumbers: z.array(z.number().int()),
  matchedSupplementary: z.array(z.number().int()),
  matchedBonus: z.array(z.number().int()),
  division: z.number().int().nullable(),
  prize: MoneyDto.nullable(),
  /** Tickets of an expanding entry type: the entry the line belongs to and the line's own numbers. */
  entryNo: z.number().int().optional(),
  numbers: z.array(z.number().int()).optional(),
  bonus: z.array(z.number().int()).optional(),
});
export type LineResultDto = z.infer<typeof LineResultDto>;

export const DrawnNumbersDto = z.object({
  main: z.array(z.number().int()),
  supplementary: z.array(z.number().int()),
  bonus: z.array(z.number().int()),
});
export type DrawnNumbersDto = z.infer<typeof DrawnNumbersDto>;

export const TicketDrawDto = z.object({
  drawNo: z.number().int(),
  drawDate: z.string(),
  status: DrawStatusSchema,
  /** Null until the draw is drawn. */
  numbers: DrawnNumbersDto.nullable(),
  /**
   * Empty until the draw is scored. A ticket of an expanding entry type (System N, PowerHit) lists only its
   * winning lines, each with its entry and numbers, by division.
   */
  lineResults: z.array(LineResultDto),
  prize: MoneyDto,
});
export type TicketDrawDto = z.infer<typeof TicketDrawDto>;

/** An entry of a ticket that expands: "System 8" entering 28 games; "PowerHit" entering 20. */
export const TicketEntryDto = z.object({
  entryNo: z.number().int(),
  label: z.string(),
  Numbers: z.array(z.number().int()),
  Powerball: z.array(z.number().int()).optional(),
  /** Super Combos: the favourites in every game. */
  Favourites: z.array(z.number().int()).optional(),
  lineCount: z.number().int(),
  /** The games the entry entered, where the ticket shows them: a boxed Strike's 24 orders, a Super Combo's games. */
  games: z
    .array(
      z.object({
        lineNo: z.number().int(),
        Numbers: z.array(z.number().int()),
        Powerball: z.array(z.number().int()).optional(),
      }),
    )
    .optional(),
});
export type TicketEntryDto = z.infer<typeof TicketEntryDto>;

/** A raffle ticket's numbers in its draw, each with the prize it won once the raffle is drawn. */
export const TicketRaffleDto = z.object({
  /** Ascending; empty while a pre-order waits for its draw's sales to open. */
  numbers: z.array(
    z.object({
      ticketNo: z.number().int(),
      /** The prize this number won; null when it won none (or the raffle is not drawn yet). */
      prizeName: z.string().nullable(),
      /** A prize paid into the wallet; null for none, or for a prize the operator delivers (a home, a car). */
      prize: MoneyDto.nullable(),
    }),
  ),
  /** A pre-order not numbered yet: when its draw's sales open and its numbers are issued; otherwise null. */
  numberedFrom: z.string().nullable(),
});
export type TicketRaffleDto = z.infer<typeof TicketRaffleDto>;

/** A ticket: one cart item bought (one offer, one game type, its lines, for one or more draws). */
export const TicketDto = z.object({
  id: z.string(),
  checkoutId: z.string(),
  productOfferKey: z.string(),
  productOfferName: z.string(),
  productType: z.enum(['lottery_ticket', 'multi_draw_ticket', 'raffle_ticket']),
  gameType: GameTypeSchema,
  gameOffer: z.string(),
  numGames: z.number().int(),
  numDraws: z.number().int(),
  /** An offer with selectable days: the day played ('monday', … or 'all') and for how many weeks; else null. */
  day: z.string().nullable().default(null),
  numWeeks: z.number().int().nullable().default(null),
  /** Bought with autoplay (1 draw with recurring on; the recurring purchases come later, decision 052). */
  autoplay: z.boolean().default(false),
  price: MoneyDto,
  purchasedAt: z.string(),
  /** The games as picked: a line each, or for a System N or PowerHit ticket its entries (the N numbers). */
  lines: z.array(GameLineDto),
  /** A System N or PowerHit ticket's entries: what each is called and how many game lines it enters. */
  entries: z.array(TicketEntryDto).default([]),
  draws: z.array(TicketDrawDto),
  /** A raffle ticket's numbers and prizes; null for a lottery ticket. */
  raffle: TicketRaffleDto.nullable().default(null),
  /** Everything the ticket won that is paid in money (a raffle's wallet prizes included). */
  totalPrize: MoneyDto,
});
export type TicketDto = z.infer<typeof TicketDto>;

export const ReceiptDto = z.object({
  checkoutId: z.string(),
  /** The whole cart: paid now and held for pre-orders (`checkoutFunds` in cart.ts is the rule). */
  total: MoneyDto,
  /** Taken from the wallet now. */
  paidNow: MoneyDto,
  /** Held in the wallet for pre-ordered raffle tickets, taken when their draw opens. */
  heldForPreOrders: MoneyDto,
  orders: z.array(TicketDto),
  /** The available funds (the balance less every hold) right after the purchase, as the header shows them. */
  balance: MoneyDto,
  createdAt: z.string(),
  trackingData: z.object({
    goals: z.array(z.string()),
    products: z.array(z.record(z.string(), z.unknown())),
  }),
});
export type ReceiptDto = z.infer<typeof ReceiptDto>;

/** GET /v2/orders?status=… */
export const ORDER_LIST_STATUSES = ['upcoming_products', 'past_products'] as const;
export const OrderListStatusSchema = z.enum(ORDER_LIST_STATUSES);

// ---------------------------------------------------------------- requests

export const ORDERS_DEFAULT_LIMIT = 10;
export const ORDERS_MAX_LIMIT = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOf = (what: string) =>
  z.string().regex(UUID, `${what} is a UUID such as 019c0000-0000-7000-8000-000000000000.`);

/** GET /v2/checkout/{checkoutId}. */
export const CheckoutParams = z.object({ checkoutId: idOf('A checkout id') });
/** GET /v2/orders/{id}. */
export const TicketParams = z.object({ id: idOf('A ticket id') });

/** GET /v2/orders: a page of the customer's upcoming or past tickets. */
export const OrdersQuery = z.object({
  status: z.enum(ORDER_LIST_STATUSES, {
    error: 'Choose which tickets to list: status=upcoming_products or status=past_products.',
  }),
  limit: intQuery({ min: 1, max: ORDERS_MAX_LIMIT }).optional(),
  offset: intQuery({ min: 0, max: Number.MAX_SAFE_INTEGER }).optional(),
});

export const TicketQuery = z.object({
  /** Accepted for the client's sake: a ticket always comes with its details. */
  showDetails: z.enum(['true', 'false'], { error: 'Must be true or false.' }).optional(),
});
