/**
 * Which draws a lottery ticket enters (spec 1 §3 ticket in progress, §5 autoplay; spec 2 §9; decision 052): a
 * number of draws or 'autoplay' (1 draw with recurring on), a forward draw (`drawOffset`) or a draw by number, and
 * on an offer with selectable days the day(s) played for a number of weeks. Every draw entered must be on sale.
 */
import type { AddCartItemBody } from '@lottoshop/contracts/cart';
import { AUTOPLAY, dayLabel, EVERY_DAY, weekdaysOfDay } from '@lottoshop/contracts/draw-choice';
import { DRAW_COUNT_OPTIONS } from '@lottoshop/contracts/game-rules';
import { DomainError } from '../../errors.ts';
import { isoWeekday, localDateOf } from '../../shared/calendar.ts';
import type { Ctx } from '../../use-case.ts';
import { listSiteCapabilities } from '../capabilities/index.ts';
import { type ProductOfferRow, selectableDaysOf } from '../catalog/index.ts';
import {
  type DrawDays,
  type DrawRow,
  firstDrawOnSale,
  isOnSale,
  listDrawsOnSale,
  listTicketDraws,
} from '../draws/index.ts';

export type DrawChoice = {
  firstDraw: DrawRow;
  numDraws: number;
  /** The ISO weekdays played on an offer with selectable days; null: every draw. */
  drawWeekdays: number[] | null;
  autoplay: boolean;
};

function invalid(field: string, message: string): DomainError {
  return new DomainError('validation_failed', { fields: { [field]: [message] } });
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The weekdays and time zone a ticket's `drawWeekdays` select draws by (null: every draw). */
export function drawDaysOf(
  offer: Pick<ProductOfferRow, 'drawSchedule'>,
  drawWeekdays: number[] | null,
): DrawDays | null {
  if (!drawWeekdays || drawWeekdays.length === 0 || !offer.drawSchedule) return null;
  return { weekdays: drawWeekdays, timezone: offer.drawSchedule.timezone };
}

/** Reads what the body asks for and checks it against the offer's schedule and the draws on sale now. */
export async function chooseDraws(
  ctx: Ctx,
  offer: ProductOfferRow,
  body: AddCartItemBody,
): Promise<DrawChoice> {
  const recurring = body.recurringPurchase;
  if (recurring?.enabled && recurring.type !== 'autoplay') {
    throw invalid('recurringPurchase', 'Subscriptions are not available for lottery tickets yet.');
  }
  const autoplay =
    body.numDraws === AUTOPLAY || (recurring?.enabled === true && recurring.type === 'autoplay');
  // Autoplay buys again for every draw only once recurring purchases are built: until the site switches the
  // `autoplay` capability on, it is refused rather than sold as a ticket for one draw.
  if (autoplay && !(await listSiteCapabilities(ctx)).includes('autoplay')) {
    throw invalid('numDraws', 'Autoplay is not available: choose a number of draws.');
  }
  if (autoplay && typeof body.numDraws === 'number' && body.numDraws !== 1) {
    throw invalid('numDraws', 'Autoplay plays one draw at a time: choose autoplay or a number of draws.');
  }

  const offerDays = selectableDaysOf(offer);
  let drawWeekdays: number[] | null = null;
  let numDraws: number;
  if (offerDays) {
    if (body.day === undefined) throw invalid('day', 'Choose the day you want to play.');
    drawWeekdays = weekdaysOfDay(body.day, offerDays);
    if (!drawWeekdays) {
      throw invalid(
        'day',
        `Choose ${offerDays.map(dayLabel).join(', ')} or ${dayLabel(EVERY_DAY).toLowerCase()}.`,
      );
    }
    if (typeof body.numDraws === 'number' && body.numDraws !== 1) {
      throw invalid('numDraws', `${offer.name} is played by the week: choose a number of weeks.`);
    }
    if (autoplay && (body.numWeeks ?? 1) !== 1) {
      throw invalid('numWeeks', 'Autoplay plays one draw at a time: choose autoplay or a number of weeks.');
    }
    numDraws = autoplay ? 1 : drawWeekdays.length * (body.numWeeks ?? 1);
  } else {
    if (body.day !== undefined) throw invalid('day', `${offer.name} has no days to choose from.`);
    if (body.numWeeks !== undefined) {
      throw invalid('numWeeks', `${offer.name} is played by the draw: choose a number of draws.`);
    }
    numDraws = autoplay ? 1 : typeof body.numDraws === 'number' ? body.numDraws : 1;
    if (!(DRAW_COUNT_OPTIONS as readonly number[]).includes(numDraws)) {
      throw invalid('numDraws', `Choose ${DRAW_COUNT_OPTIONS.slice(0, -1).join(', ')} or 10 draws.`);
    }
  }
  const days = drawDaysOf(offer, drawWeekdays);

  const firstDraw = await chooseFirstDraw(ctx, offer, body, days);
  // The draws entered follow on from the first, without a gap: each must be on sale now.
  const entered = await listTicketDraws(ctx, {
    offerId: offer.id,
    fromDrawNo: firstDraw.drawNo,
    count: numDraws,
    days,
  });
  const now = ctx.clock.now();
  const gap = entered.findIndex((d) => !isOnSale(d, now));
  const onSale = gap < 0 ? entered.length : gap;
  if (onSale < numDraws) {
    const field = offerDays && !autoplay ? 'numWeeks' : 'numDraws';
    throw invalid(
      field,
      `Only ${onSale === 1 ? '1 draw is' : `${onSale} draws are`} on sale from draw ${firstDraw.drawNo}${
        days ? ' on the day you chose' : ''
      }. Choose fewer ${offerDays ? 'weeks' : 'draws'}.`,
    );
  }
  return { firstDraw, numDraws, drawWeekdays, autoplay };
}

async function chooseFirstDraw(
  ctx: Ctx,
  offer: ProductOfferRow,
  body: AddCartItemBody,
  days: DrawDays | null,
): Promise<DrawRow> {
  if (body.drawOffset !== undefined) {
    if (body.drawNo !== undefined) {
      throw invalid('drawOffset', 'Choose a draw by its number or a forward draw, not both.');
    }
    const onSale = await listDrawsOnSale(ctx, { offerId: offer.id, limit: body.drawOffset + 1, days });
    const chosen = onSale[body.drawOffset];
    if (!chosen) {
      if (onSale.length === 0) {
        throw new DomainError('draw_closed', { message: `No ${offer.name} draw is on sale right now.` });
      }
      throw invalid(
        'drawOffset',
        `Only ${plural(onSale.length, 'draw')} of ${offer.name} ${onSale.length === 1 ? 'is' : 'are'} on sale. Choose an earlier draw.`,
      );
    }
    return chosen;
  }
  if (body.drawNo === undefined && days) {
    const [next] = await listDrawsOnSale(ctx, { offerId: offer.id, limit: 1, days });
    if (!next) {
      throw new DomainError('draw_closed', {
        message: `No ${offer.name} draw on that day is on sale right now.`,
      });
    }
    return next;
  }
  const draw = await firstDrawOnSale(ctx, {
    offer,
    ...(body.drawNo === undefined ? {} : { drawNo: body.drawNo }),
  });
  if (days && !days.weekdays.includes(isoWeekday(localDateOf(draw.drawAt, days.timezone)))) {
    throw invalid('drawNo', `Draw ${draw.drawNo} is not on the day you chose. Choose another draw or day.`);
  }
  return draw;
}
