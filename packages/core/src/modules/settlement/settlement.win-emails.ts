/**
 * Telling the winners of a paid draw (issue 10 item 10, decision 037): one e-mail per winner and draw, naming the
 * draw, each division won and its prize, written to the mail outbox in the same transaction as the winner's
 * win notice. The notice's primary key (draw, customer) is the guard: a second run, or a concurrent one, finds
 * it taken and sends nothing. Once every winner is told the draw moves DRAW_PAID -> DRAW_EMAILED.
 */
import { SHOP_TIME_ZONE } from '@lottoshop/contracts/draw-dates';
import { formatMoney } from '@lottoshop/contracts/formatting';
import { moneyDto } from '../../shared/money.ts';
import { type Ctx, inTransaction } from '../../use-case.ts';
import type { ProductOfferRow } from '../catalog/index.ts';
import { advanceDraw, type DrawRow } from '../draws/index.ts';
import { findCustomerById } from '../identity/index.ts';
import { enqueueEmail, winEmail } from '../mail/index.ts';
import {
  attachWinNoticeMail,
  type DrawWinner,
  listDrawWinnersToNotify,
  recordWinNotice,
} from '../results/index.ts';

/** Winners read per page while e-mailing. */
const NOTIFY_PAGE = 200;

const drawDateOf = (draw: DrawRow) =>
  new Intl.DateTimeFormat('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  }).format(draw.drawAt);

/** E-mails one winner of the draw, at most once; true when this call sent (queued) it. */
async function tellWinner(
  ctx: Ctx,
  draw: DrawRow,
  offer: ProductOfferRow,
  winner: DrawWinner,
): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    if (!(await recordWinNotice(tx, { drawId: draw.id, customerId: winner.customerId }))) return false;
    const customer = await findCustomerById(tx, winner.customerId);
    if (!customer) throw new Error(`winner ${winner.customerId} of draw ${draw.id} does not exist`);
    const money = (minor: bigint) => formatMoney(moneyDto(minor, draw.currency));
    const mail = await enqueueEmail(tx, {
      to: customer.email,
      template: winEmail({
        firstname: customer.firstname,
        offerName: offer.name,
        drawNo: draw.drawNo,
        drawDate: drawDateOf(draw),
        wins: winner.wins.map((w) => ({ division: w.division, prize: money(w.prizeMinor), lines: w.lines })),
        total: money(winner.totalMinor),
        resultsPath: `/${offer.key}/results/draw/${draw.drawNo}`,
      }),
    });
    await attachWinNoticeMail(tx, { drawId: draw.id, customerId: winner.customerId, mailId: mail.id });
    return true;
  });
}

/**
 * E-mails every winner of a paid draw not yet told, then moves the draw to DRAW_EMAILED. Safe to run twice or
 * concurrently: each winner is told once. Returns how many e-mails this run queued.
 */
export async function emailDrawWinners(ctx: Ctx, draw: DrawRow, offer: ProductOfferRow): Promise<number> {
  let sent = 0;
  let after: string | undefined;
  for (;;) {
    const winners = await listDrawWinnersToNotify(ctx, {
      drawId: draw.id,
      ...(after ? { after } : {}),
      limit: NOTIFY_PAGE,
    });
    for (const winner of winners) if (await tellWinner(ctx, draw, offer, winner)) sent++;
    const last = winners.at(-1);
    if (!last || winners.length < NOTIFY_PAGE) break;
    after = last.customerId;
  }
  await advanceDraw(ctx, { drawId: draw.id, from: 'DRAW_PAID', to: 'DRAW_EMAILED' }, async () => {});
  return sent;
}
