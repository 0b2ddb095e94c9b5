/**
 * The add rule for raffle tickets (spec 2 §9, spec 1 §3): a bundle the raffle sells, and — when the raffle has
 * causes — one of its causes; the draw on sale with tickets left for the whole item. The item is stored like a
 * ticket: one draw, no lines, `num_games` the bundle's tickets, priced by the bundle.
 */
import type { GameType } from '@lottoshop/contracts/catalog';
import type { GameLineDto } from '@lottoshop/contracts/games';
import type { AddRaffleItemBody } from '@lottoshop/contracts/raffles';
import { DomainError } from '../../errors.ts';
import type { Ctx } from '../../use-case.ts';
import { getProductOfferByKey, listOfferCauses, listRaffleBundles } from '../catalog/index.ts';
import { firstDrawOnSale } from '../draws/index.ts';
import { ticketsLeft } from '../raffles/index.ts';

const invalid = (field: string, message: string) =>
  new DomainError('validation_failed', { fields: { [field]: [message] } });

/** Raffle items carry the standard game type: the column is the lottery's, and a raffle has one way to play. */
const RAFFLE_GAME_TYPE: GameType = 'standard';

export type ValidatedRaffleItem = {
  offerId: string;
  gameType: GameType;
  firstDrawId: string;
  numDraws: number;
  numGames: number;
  lines: GameLineDto[];
  quantity: number;
  unitPriceMinor: bigint;
  currency: string;
  causeId: string | null;
};

export async function validateRaffleItem(ctx: Ctx, body: AddRaffleItemBody): Promise<ValidatedRaffleItem> {
  const offer = await getProductOfferByKey(ctx, body.lotteryKey);
  if (!offer?.available || offer.kind !== 'raffle') {
    throw invalid('lotteryKey', 'This raffle is not on sale.');
  }
  const bundles = await listRaffleBundles(ctx, offer.id);
  const bundle = bundles.find((b) => b.numTickets === body.numRaffleTickets);
  if (!bundle) {
    const sizes = bundles.map((b) => b.numTickets).join(', ');
    throw invalid('numRaffleTickets', `Choose one of the ticket bundles of ${offer.name}: ${sizes} tickets.`);
  }
  const causes = (await listOfferCauses(ctx, [offer.id])).get(offer.id) ?? [];
  let causeId: string | null = null;
  if (causes.length > 0) {
    const cause = causes.find((c) => c.key === body.causeKey);
    if (!cause) throw invalid('causeKey', 'Choose a cause from the list.');
    causeId = cause.causeId;
  } else if (body.causeKey !== undefined) {
    throw invalid('causeKey', `${offer.name} does not support a cause of your choice.`);
  }
  // A raffle draw can be pre-ordered before it opens (its tickets are numbered when it does).
  const draw = await firstDrawOnSale(ctx, {
    offer,
    preOrder: true,
    ...(body.drawNo === undefined ? {} : { drawNo: body.drawNo }),
  });
  const wanted = bundle.numTickets * body.quantity;
  const left = await ticketsLeft(ctx, draw);
  const label = draw.name ?? `${offer.name} draw ${draw.drawNo}`;
  if (left <= 0) throw new DomainError('conflict', { message: `${label} is sold out.` });
  if (wanted > left) {
    throw new DomainError('conflict', {
      message: `Only ${left} ${left === 1 ? 'ticket is' : 'tickets are'} left in ${label}. Choose fewer tickets.`,
    });
  }
  return {
    offerId: offer.id,
    gameType: RAFFLE_GAME_TYPE,
    firstDrawId: draw.id,
    numDraws: 1,
    numGames: bundle.numTickets,
    lines: [],
    quantity: body.quantity,
    unitPriceMinor: bundle.priceMinor,
    currency: offer.currency,
    causeId,
  };
}
