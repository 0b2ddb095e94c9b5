/**
 * Raffles and charity draws (spec 1 §2 charity-tickets, causes, your-support; spec 1 §3 cart items with causeKey and
 * numRaffleTickets; spec 2 §3 raffle draw data and prizes, §9 the add rule).
 */
import { z } from 'zod';
import { CartTokenSchema } from './cart.ts';
import { CauseDto } from './catalog.ts';
import { DRAW_NO_MAX, DrawNoInput, PurchaseStatusSchema } from './draws.ts';
import { MAX_ITEM_QUANTITY } from './game-rules.ts';
import { intQuery } from './int-query.ts';
import { MoneyDto } from './money.ts';

export const RafflePrizeDto = z.object({
  id: z.string(),
  kind: z.enum(['main', 'secondary']),
  name: z.string(),
  description: z.string(),
  value: MoneyDto,
  /** wallet: paid into the winner's wallet; fulfilment: delivered by the operator. */
  payout: z.enum(['wallet', 'fulfilment']),
  timestamp: z.string(),
});
export type RafflePrizeDto = z.infer<typeof RafflePrizeDto>;

export const RaffleBundleDto = z.object({
  numTickets: z.number().int(),
  price: MoneyDto,
  label: z.string().nullable(),
});
export type RaffleBundleDto = z.infer<typeof RaffleBundleDto>;

/** A cause a raffle supports, with what reaches it of each ticket. */
export const RaffleCauseDto = CauseDto.extend({
  /** Share of each ticket's price that goes to the cause, in basis points (2500 = 25%). */
  shareBasisPoints: z.number().int(),
  /** What one ticket at the single-ticket price gives the cause. */
  perTicket: MoneyDto,
});
export type RaffleCauseDto = z.infer<typeof RaffleCauseDto>;

/** A raffle offer with its draw on sale (or the last one), as /charity-tickets and the home page list it. */
export const RaffleOfferDto = z.object({
  productOfferKey: z.string(),
  name: z.string(),
  description: z.string(),
  drawNo: z.number().int(),
  drawName: z.string(),
  prizeDescription: z.string(),
  featureImage: z.string().nullable(),
  prizeValue: MoneyDto,
  drawDate: z.string(),
  drawStop: z.string(),
  drawPreOrderStartDate: z.string().nullable(),
  purchaseStatus: PurchaseStatusSchema,
  ticketCap: z.number().int(),
  ticketsSold: z.number().int(),
  ticketsLeft: z.number().int(),
  ticketPrice: MoneyDto,
  causes: z.array(RaffleCauseDto),
});
export type RaffleOfferDto = z.infer<typeof RaffleOfferDto>;

/** The raffle page: the offer, its prizes (main first, then by timestamp, then id) and its bundles. */
export const RaffleDetailsDto = RaffleOfferDto.extend({
  prizes: z.array(RafflePrizeDto),
  bundles: z.array(RaffleBundleDto),
});
export type RaffleDetailsDto = z.infer<typeof RaffleDetailsDto>;

export const RaffleKeyParams = z.object({
  productOfferKey: z.string().regex(/^[a-z0-9_]{1,100}$/, 'That raffle does not exist.'),
});

/** Adding raffle tickets: one bundle (or a number of single tickets), and a cause when the offer has causes. */
export const AddRaffleItemBody = z.object({
  lotteryKey: z.string().regex(/^[a-z0-9_]{1,100}$/, 'Choose a raffle.'),
  drawNo: DrawNoInput.optional(),
  /** Tickets in the bundle chosen (a bundle the offer sells). */
  numRaffleTickets: z.number().int().min(1).max(500),
  /** How many of that bundle. */
  quantity: z.number().int().min(1).max(MAX_ITEM_QUANTITY).default(1),
  causeKey: z
    .string()
    .regex(/^[a-z0-9_]{1,100}$/, 'Choose a cause from the list.')
    .optional(),
});
export type AddRaffleItemBody = z.infer<typeof AddRaffleItemBody>;

export const AnonRaffleItemParams = z.object({ token: CartTokenSchema });

/** A raffle ticket the customer holds: its number in its draw, the cause it supports, and whether it won. */
export const RaffleTicketDto = z.object({
  productOfferKey: z.string(),
  offerName: z.string(),
  drawNo: z.number().int(),
  drawName: z.string(),
  ticketNo: z.number().int(),
  causeKey: z.string().nullable(),
  causeName: z.string().nullable(),
  causeAmount: MoneyDto,
  /** The prize this ticket won, once the raffle is drawn; null otherwise. */
  prizeName: z.string().nullable(),
  drawn: z.boolean(),
});
export type RaffleTicketDto = z.infer<typeof RaffleTicketDto>;

export const CheckoutIdParams = z.object({ checkoutId: z.uuid('That checkout id is not valid.') });

/** A raffle draw's published audit: what anyone needs to check its winners (docs/raffle-draw-verification.md). */
export const RaffleDrawVerificationDto = z.object({
  productOfferKey: z.string(),
  drawId: z.string(),
  drawNo: z.number().int(),
  drawName: z.string(),
  status: z.string(),
  algorithm: z.string(),
  seedHash: z.string().nullable(),
  seedCommittedAt: z.string().nullable(),
  entriesHash: z.string().nullable(),
  entriesCount: z.number().int().nullable(),
  /** Revealed once the draw is drawn; null before. */
  seed: z.string().nullable(),
  /** The prizes in draw order (main first, then by timestamp, then id), with the ticket that won each. */
  prizes: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      kind: z.enum(['main', 'secondary']),
      winningTicketNo: z.number().int().nullable(),
    }),
  ),
});
export type RaffleDrawVerificationDto = z.infer<typeof RaffleDrawVerificationDto>;

/** The frozen entry list of a raffle draw: ticket numbers only, ascending. */
export const RaffleEntriesDto = z.object({ drawId: z.string(), entries: z.array(z.number().int()) });
export type RaffleEntriesDto = z.infer<typeof RaffleEntriesDto>;

export const RaffleDrawParams = z.object({
  productOfferKey: z.string().regex(/^[a-z0-9_]{1,100}$/, 'That raffle does not exist.'),
  drawNo: intQuery({ min: 1, max: DRAW_NO_MAX }),
});

/** A drawn raffle draw with its winners by prize: ticket number, first name, suburb and state only. */
export const RaffleResultDto = z.object({
  productOfferKey: z.string(),
  offerName: z.string(),
  drawNo: z.number().int(),
  drawName: z.string(),
  /** When the draw was made: before its scheduled time when it was drawn early (sold out). */
  drawDate: z.string(),
  /** When the draw was scheduled for. */
  scheduledDate: z.string(),
  featureImage: z.string().nullable(),
  entriesCount: z.number().int(),
  winners: z.array(
    z.object({
      prizeName: z.string(),
      prizeValue: MoneyDto,
      ticketNo: z.number().int(),
      firstName: z.string(),
      suburb: z.string(),
      state: z.string(),
    }),
  ),
});
export type RaffleResultDto = z.infer<typeof RaffleResultDto>;

/** A cause's page: the cause, what its raffles have raised, and its raffles. */
export const CauseSupportDto = z.object({
  cause: CauseDto,
  raised: MoneyDto,
  ticketsSold: z.number().int(),
  raffles: z.array(RaffleOfferDto),
});
export type CauseSupportDto = z.infer<typeof CauseSupportDto>;

export const CauseSlugParams = z.object({
  causeSlug: z.string().regex(/^[a-z0-9-]{1,100}$/, 'There is no such cause.'),
});

/** What the customer's raffle tickets have raised for one cause. */
export const SupportDto = z.object({
  causeKey: z.string(),
  causeName: z.string(),
  causeSlug: z.string(),
  tickets: z.number().int(),
  raised: MoneyDto,
});
export type SupportDto = z.infer<typeof SupportDto>;

/** How to enter a raffle without buying (`?free-postal-entry`): where to write, what to write, by when. */
export const FreePostalEntryDto = z.object({
  productOfferKey: z.string(),
  drawNo: z.number().int(),
  drawName: z.string(),
  /** The promoter's postal address, one line each. */
  address: z.array(z.string()),
  /** What the letter must hold. */
  include: z.array(z.string()),
  /** Entries must arrive before sales close. */
  closesAt: z.string(),
  purchaseStatus: z.string(),
});
export type FreePostalEntryDto = z.infer<typeof FreePostalEntryDto>;

const nameField = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the entrant's ${what}.`)
    .max(60, `The entrant's ${what} is at most 60 characters.`);

/** An operator records a free postal entry (ops postal-entry). */
export const PostalEntryBody = z.object({
  productOfferKey: z.string().regex(/^[a-z0-9_]{1,100}$/, 'That raffle does not exist.'),
  firstName: nameField('first name'),
  lastName: nameField('last name'),
  suburb: nameField('suburb'),
  state: z.enum(['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'], {
    error: 'Choose the state or territory: NSW, VIC, QLD, WA, SA, TAS, ACT or NT.',
  }),
  postcode: z.string().regex(/^\d{4}$/, 'The post code is four digits.'),
});
export type PostalEntryBody = z.infer<typeof PostalEntryBody>;

export const PostalEntryDto = z.object({
  entryId: z.string(),
  productOfferKey: z.string(),
  drawNo: z.number().int(),
  drawName: z.string(),
  ticketNo: z.number().int(),
});
export type PostalEntryDto = z.infer<typeof PostalEntryDto>;

/** A page of drawn raffle draws: `/raffles/results`, `/raffles/{key}/results`. */
export const RaffleResultsQuery = z.object({
  limit: intQuery({ min: 1, max: 50 }).optional(),
  offset: intQuery({ min: 0, max: Number.MAX_SAFE_INTEGER }).optional(),
});
