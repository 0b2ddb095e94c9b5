/**
 * What raffles raise for their causes: a cause's page (its raffles and the total its tickets gave it) and what the
 * signed-in customer's own tickets have raised, for every cause or one raffle's.
 */
import { BASE_CURRENCY } from '@lottoshop/contracts/money';
import type { CauseSupportDto, SupportDto } from '@lottoshop/contracts/raffles';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import { moneyDto } from '../../shared/money.ts';
import { type Ctx, customerIdOf } from '../../use-case.ts';
import { findCauseBySlug, listOfferCauses, listRaffleOffersOfCause } from '../catalog/index.ts';
import { getCurrentDraws, listOfferDrawIds } from '../draws/index.ts';
import { loadRaffleOffer, soldByDraw, toRaffleOfferDto } from './raffles.queries.ts';
import { raffleTickets } from './raffles.tables.ts';

/** GET /raffles/causes/{slug}: the cause, its raffles on sale (or lately drawn), and what all its tickets raised. */
export async function getCauseSupport(ctx: Ctx, input: { causeSlug: string }): Promise<CauseSupportDto> {
  const cause = await findCauseBySlug(ctx, input.causeSlug);
  if (!cause) throw new DomainError('not_found', { message: 'There is no such cause.' });
  const offers = await listRaffleOffersOfCause(ctx, cause.causeId);
  const ids = offers.map((o) => o.id);
  const current = await getCurrentDraws(ctx, ids);
  const causes = await listOfferCauses(ctx, ids);
  const sold = await soldByDraw(
    ctx,
    [...current.values()].map((d) => d.id),
  );
  const now = ctx.clock.now();
  const [total] = await ctx.db
    .select({
      raised: sql<string>`coalesce(sum(${raffleTickets.causeAmountMinor}), 0)::text`,
      tickets: sql<number>`count(*)::int`,
    })
    .from(raffleTickets)
    .where(eq(raffleTickets.causeId, cause.causeId));
  const { causeId: _id, ...dto } = cause;
  return {
    cause: dto,
    raised: moneyDto(BigInt(total?.raised ?? '0'), BASE_CURRENCY),
    ticketsSold: total?.tickets ?? 0,
    raffles: offers.flatMap((offer) => {
      const draw = current.get(offer.id);
      return draw
        ? [
            toRaffleOfferDto(offer, draw, {
              sold: sold.get(draw.id) ?? 0,
              causes: causes.get(offer.id) ?? [],
              now,
            }),
          ]
        : [];
    }),
  };
}

/** GET /raffles/support and /raffles/{key}/support: what the customer's tickets raised, cause by cause. */
export async function getMySupport(
  ctx: Ctx,
  input: { productOfferKey?: string } = {},
): Promise<SupportDto[]> {
  const customerId = customerIdOf(ctx);
  const conditions = [eq(raffleTickets.customerId, customerId)];
  let offerIds: string[] | null = null;
  if (input.productOfferKey) {
    const offer = await loadRaffleOffer(ctx, input.productOfferKey);
    offerIds = [offer.id];
    const drawIds = await listOfferDrawIds(ctx, offer.id);
    if (drawIds.length === 0) return [];
    conditions.push(inArray(raffleTickets.drawId, drawIds));
  }
  const rows = await ctx.db
    .select({
      causeId: raffleTickets.causeId,
      currency: raffleTickets.currency,
      raised: sql<string>`sum(${raffleTickets.causeAmountMinor})::text`,
      tickets: sql<number>`count(*)::int`,
    })
    .from(raffleTickets)
    .where(and(...conditions))
    .groupBy(raffleTickets.causeId, raffleTickets.currency);
  const causeIds = rows.flatMap((r) => (r.causeId ? [r.causeId] : []));
  if (causeIds.length === 0) return [];
  // The causes' names, from the raffles that list them.
  const allCauses = [
    ...(await listOfferCauses(ctx, offerIds ?? (await causeOfferIds(ctx, causeIds)))).values(),
  ].flat();
  const byId = new Map(allCauses.map((c) => [c.causeId, c]));
  return rows.flatMap((r) => {
    const cause = r.causeId ? byId.get(r.causeId) : undefined;
    return cause
      ? [
          {
            causeKey: cause.key,
            causeName: cause.name,
            causeSlug: cause.urlSlug,
            tickets: r.tickets,
            raised: moneyDto(BigInt(r.raised), r.currency),
          },
        ]
      : [];
  });
}

async function causeOfferIds(ctx: Ctx, causeIds: readonly string[]): Promise<string[]> {
  const ids = new Set<string>();
  for (const causeId of causeIds) for (const o of await listRaffleOffersOfCause(ctx, causeId)) ids.add(o.id);
  return [...ids];
}
