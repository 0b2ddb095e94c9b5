/**
 * Free postal entry, the no-purchase route of a trade promotion: how to enter a raffle by post (`?free-postal-entry`
 * on its page), and the operator recording a letter received, which takes the next ticket number of the draw within
 * its cap, from the same counter as bought tickets, and so joins the frozen entry list and the draw like them.
 */
import { postcodeMatchesState } from '@lottoshop/contracts/au-address';
import type { FreePostalEntryDto, PostalEntryBody, PostalEntryDto } from '@lottoshop/contracts/raffles';
import { eq, inArray, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { DomainError } from '../../errors.ts';
import { assertOperatorOrSystem, type Ctx, inTransaction } from '../../use-case.ts';
import { getCurrentDraws } from '../draws/index.ts';
import { getSiteSettings } from '../site/index.ts';
import { loadRaffleOffer, rafflePurchaseStatus, soldByDraw } from './raffles.queries.ts';
import { openRaffleSales } from './raffles.sales.ts';
import { raffleDraws, rafflePostalEntries, raffleTickets } from './raffles.tables.ts';

type Reader = Pick<Ctx, 'db'>;

/** GET /raffles/{key}/free-postal-entry: where and what to write to enter the current draw without buying. */
export async function getFreePostalEntry(
  ctx: Ctx,
  input: { productOfferKey: string },
): Promise<FreePostalEntryDto> {
  const offer = await loadRaffleOffer(ctx, input.productOfferKey);
  const draw = (await getCurrentDraws(ctx, [offer.id])).get(offer.id);
  if (!draw) throw new DomainError('not_found', { message: `${offer.name} has no draw yet.` });
  const site = await getSiteSettings(ctx);
  const sold = (await soldByDraw(ctx, [draw.id])).get(draw.id) ?? 0;
  const drawName = draw.name ?? `${offer.name} ${draw.drawNo}`;
  return {
    productOfferKey: offer.key,
    drawNo: draw.drawNo,
    drawName,
    address: site.postalEntryAddress.split('\n').filter((line) => line.trim() !== ''),
    include: [
      `The raffle you are entering: ${drawName}.`,
      'Your full name, your postal address (suburb, state and post code) and a phone number or e-mail address.',
      'One entry per envelope. Entries are free: no purchase is needed, and a postal entry has the same chance as a bought ticket.',
    ],
    closesAt: draw.salesCloseAt.toISOString(),
    purchaseStatus: rafflePurchaseStatus(draw, sold, ctx.clock.now()),
  };
}

/** ops postal-entry: records a letter for the raffle's current draw and gives it the next ticket number. */
export async function recordPostalEntry(ctx: Ctx, body: PostalEntryBody): Promise<PostalEntryDto> {
  assertOperatorOrSystem(ctx);
  if (!postcodeMatchesState(body.state, body.postcode)) {
    throw new DomainError('validation_failed', {
      fields: { postcode: [`${body.postcode} is not a post code in ${body.state}.`] },
    });
  }
  const offer = await loadRaffleOffer(ctx, body.productOfferKey);
  const draw = (await getCurrentDraws(ctx, [offer.id])).get(offer.id);
  const drawName = draw ? (draw.name ?? `${offer.name} ${draw.drawNo}`) : offer.name;
  const status = draw ? rafflePurchaseStatus(draw, 0, ctx.clock.now()) : 'past_draw';
  if (!draw || (status !== 'open' && status !== 'pre_order')) {
    throw new DomainError('conflict', { message: `${drawName} is not taking entries.` });
  }
  const recordedBy = ctx.actor.kind === 'operator' ? ctx.actor.name : 'system';
  return inTransaction(ctx, async (tx) => {
    await openRaffleSales(tx, draw);
    const now = tx.clock.now();
    const [entry] = await tx.db
      .insert(rafflePostalEntries)
      .values({
        drawId: draw.id,
        firstName: body.firstName,
        lastName: body.lastName,
        suburb: body.suburb,
        state: body.state,
        postcode: body.postcode,
        recordedBy,
        receivedAt: now,
        createdAt: now,
      })
      .returning({ id: rafflePostalEntries.id });
    if (!entry) throw new Error('insert returned no row');
    // The same counter as a purchase: its row lock orders this entry among concurrent buyers, within the cap.
    const [numbered] = await queryRows<{ ticket_no: number }>(
      tx.db,
      sql`
      with taken as (
        update ${raffleDraws} set sold = sold + 1
        where draw_id = ${draw.id} and entries_hash is null and sold + pre_ordered + 1 <= ticket_cap
        returning sold as ticket_no)
      insert into ${raffleTickets} (draw_id, ticket_no, cause_amount_minor, currency, postal_entry_id)
      select ${draw.id}::uuid, taken.ticket_no, 0, ${draw.currency}, ${entry.id}::uuid from taken
      returning ticket_no`,
    );
    if (!numbered) throw new DomainError('conflict', { message: `${drawName} is full: no ticket is left.` });
    return {
      entryId: entry.id,
      productOfferKey: offer.key,
      drawNo: draw.drawNo,
      drawName,
      ticketNo: Number(numbered.ticket_no),
    };
  });
}

/** The public names (first name, suburb, state) of postal entries among winners, keyed `drawId:ticketNo`. */
export async function postalWinnerNames(
  ctx: Reader,
  drawIds: readonly string[],
): Promise<Map<string, { firstName: string; suburb: string; state: string }>> {
  if (drawIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({
      drawId: raffleTickets.drawId,
      ticketNo: raffleTickets.ticketNo,
      firstName: rafflePostalEntries.firstName,
      suburb: rafflePostalEntries.suburb,
      state: rafflePostalEntries.state,
    })
    .from(raffleTickets)
    .innerJoin(rafflePostalEntries, eq(rafflePostalEntries.id, raffleTickets.postalEntryId))
    .where(inArray(raffleTickets.drawId, [...drawIds]));
  return new Map(rows.map(({ drawId, ticketNo, ...name }) => [`${drawId}:${ticketNo}`, name]));
}
