/**
 * Jackpot alerts (decision 048): when a lottery's next draw on sale has a jackpot at or above the threshold, every
 * customer the marketing gate lets the shop e-mail about that offer (e-mail on, the offer not stopped, no break or
 * self-exclusion running) gets one e-mail for that draw. The alert row and the outbox row are written in one
 * transaction under the key (draw, customer), so the job may run as often as it likes.
 */
import { formatJackpot } from '@lottoshop/contracts/formatting';
import { and, eq, inArray } from 'drizzle-orm';
import { moneyDto } from '../../shared/money.ts';
import { assertOperatorOrSystem, type Ctx, inTransaction } from '../../use-case.ts';
import { getProductOffersByIds, listOfferIds, type ProductOfferRow } from '../catalog/index.ts';
import { type LinkTokenKeys, marketingAudience, preferencesLinkToken } from '../communication/index.ts';
import { type DrawRow, formatShopTime, getNextDraws, isOnSale } from '../draws/index.ts';
import { listActiveCustomers } from '../identity/index.ts';
import { enqueueEmail, jackpotAlertEmail } from '../mail/index.ts';
import { jackpotAlerts } from './marketing.tables.ts';

/** The default threshold: a jackpot of $20 million or more is worth an e-mail. */
export const DEFAULT_JACKPOT_ALERT_THRESHOLD_MINOR = 20_000_000_00n;
/** How many customers are read at a time. */
const BATCH = 200;

type Recipient = { id: string; email: string; firstname: string };

/** The lotteries' next draws on sale now whose jackpot reaches the threshold, each with its offer. */
async function drawsWorthAnAlert(
  ctx: Ctx,
  thresholdMinor: bigint,
): Promise<Array<{ draw: DrawRow; offer: ProductOfferRow }>> {
  const now = ctx.clock.now();
  const offers = await getProductOffersByIds(ctx, await listOfferIds(ctx, { kind: 'lottery' }));
  const next = await getNextDraws(ctx, { offerIds: [...offers.keys()], now });
  const found = [];
  for (const draw of next.values()) {
    const offer = offers.get(draw.offerId);
    if (!offer?.available || !isOnSale(draw, now)) continue;
    if (draw.jackpotMinor === null || draw.jackpotMinor < thresholdMinor) continue;
    found.push({ draw, offer });
  }
  return found;
}

/** Of a batch of customers, those not yet alerted about this draw. */
async function notYetAlerted(ctx: Ctx, drawId: string, batch: Recipient[]): Promise<Recipient[]> {
  if (batch.length === 0) return [];
  const rows = await ctx.db
    .select({ customerId: jackpotAlerts.customerId })
    .from(jackpotAlerts)
    .where(
      and(
        eq(jackpotAlerts.drawId, drawId),
        inArray(
          jackpotAlerts.customerId,
          batch.map((c) => c.id),
        ),
      ),
    );
  const done = new Set(rows.map((r) => r.customerId));
  return batch.filter((c) => !done.has(c.id));
}

/** Claims the (draw, customer) pair and queues the e-mail in one transaction; false when it was already sent. */
async function alertOne(
  ctx: Ctx,
  input: { draw: DrawRow; offer: ProductOfferRow; customer: Recipient; linkKeys: LinkTokenKeys },
): Promise<boolean> {
  const { draw, offer, customer } = input;
  return inTransaction(ctx, async (tx) => {
    const [claimed] = await tx.db
      .insert(jackpotAlerts)
      .values({ drawId: draw.id, customerId: customer.id, sentAt: tx.clock.now() })
      .onConflictDoNothing()
      .returning({ drawId: jackpotAlerts.drawId });
    if (!claimed) return false;
    const token = await preferencesLinkToken(tx, { customerId: customer.id, keys: input.linkKeys });
    await enqueueEmail(tx, {
      to: customer.email,
      template: jackpotAlertEmail({
        firstname: customer.firstname,
        offerName: offer.name,
        jackpot: formatJackpot(moneyDto(draw.jackpotMinor ?? 0n, draw.currency)),
        drawNo: draw.drawNo,
        drawDate: formatShopTime(draw.drawAt),
        playPath: `/${offer.key}`,
        unsubscribePath: `/unsubscribe/${customer.id}/${offer.key}?token=${token}`,
      }),
    });
    return true;
  });
}

/** Alerts every customer the gate allows about one draw; answers how many were e-mailed now. */
async function alertDraw(
  ctx: Ctx,
  input: { draw: DrawRow; offer: ProductOfferRow; linkKeys: LinkTokenKeys },
): Promise<number> {
  let emailed = 0;
  for (let after: string | null = null; ; ) {
    const batch = await listActiveCustomers(ctx, { after, limit: BATCH });
    const pending = await notYetAlerted(ctx, input.draw.id, batch);
    const allowed = await marketingAudience(ctx, {
      channel: 'email',
      productOfferKey: input.offer.key,
      customerIds: pending.map((c) => c.id),
    });
    for (const customer of pending) {
      if (allowed.has(customer.id) && (await alertOne(ctx, { ...input, customer }))) emailed++;
    }
    const last = batch[batch.length - 1];
    if (!last || batch.length < BATCH) break;
    after = last.id;
  }
  return emailed;
}

/**
 * One pass of the jackpot alerts job: every lottery's next draw on sale with a jackpot of at least `thresholdMinor`
 * is e-mailed, once, to every customer who may have it. Answers the draws found and the e-mails queued now.
 */
export async function sendJackpotAlerts(
  ctx: Ctx,
  input: { thresholdMinor?: bigint; linkKeys: LinkTokenKeys },
): Promise<{ draws: number; emailed: number }> {
  assertOperatorOrSystem(ctx);
  const found = await drawsWorthAnAlert(ctx, input.thresholdMinor ?? DEFAULT_JACKPOT_ALERT_THRESHOLD_MINOR);
  let emailed = 0;
  for (const { draw, offer } of found) {
    const sent = await alertDraw(ctx, { draw, offer, linkKeys: input.linkKeys });
    if (sent > 0)
      ctx.log.info({ drawId: draw.id, offer: offer.key, emailed: sent }, 'jackpot alerts: queued');
    emailed += sent;
  }
  return { draws: found.length, emailed };
}
