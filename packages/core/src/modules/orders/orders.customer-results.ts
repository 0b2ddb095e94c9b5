/**
 * Results with the signed-in customer's own entries marked (spec 2 §7 GET /draws/past_customer/{key} and
 * /draw/full_result_customer/{a}/{b}): the public result of each draw plus `customerData.orders`, the customer's
 * tickets in that draw, every line with the division it won and its prize.
 */
import { BASE_CURRENCY } from '@lottoshop/contracts/money';
import type { CustomerDrawResultDto, DrawResultDto } from '@lottoshop/contracts/results';
import { and, asc, eq } from 'drizzle-orm';
import { moneyDto } from '../../shared/money.ts';
import type { Page } from '../../shared/page.ts';
import { type Ctx, customerIdOf } from '../../use-case.ts';
import { type DrawRef, findDraw } from '../draws/index.ts';
import { getDrawResult, listPastResults, listTicketPrizes } from '../results/index.ts';
import { ticketDraws, ticketLines, tickets } from './orders.tables.ts';

async function withCustomerData(
  ctx: Ctx,
  customerId: string,
  result: DrawResultDto,
): Promise<CustomerDrawResultDto> {
  const found = await findDraw(ctx, { offerKey: result.productOfferKey, drawNo: result.drawNo });
  const currency = result.jackpot?.currency ?? result.divisions[0]?.prize.currency ?? BASE_CURRENCY;
  if (!found) return { ...result, customerData: { orders: [], totalWon: moneyDto(0n, currency) } };
  const drawId = found.draw.id;
  const lines = await ctx.db
    .select({
      ticketId: ticketLines.ticketId,
      checkoutId: tickets.checkoutId,
      lineNo: ticketLines.lineNo,
      numbers: ticketLines.numbers,
      bonus: ticketLines.bonus,
    })
    .from(ticketDraws)
    .innerJoin(tickets, eq(tickets.id, ticketDraws.ticketId))
    .innerJoin(ticketLines, eq(ticketLines.ticketId, ticketDraws.ticketId))
    .where(and(eq(ticketDraws.drawId, drawId), eq(tickets.customerId, customerId)))
    .orderBy(asc(tickets.createdAt), asc(ticketLines.ticketId), asc(ticketLines.lineNo));
  const prizes = await listTicketPrizes(
    ctx,
    lines.map((l) => l.ticketId),
  );
  const orders = new Map<string, CustomerDrawResultDto['customerData']['orders'][number]>();
  let totalMinor = 0n;
  for (const line of lines) {
    const prize = prizes.get(line.ticketId)?.find((p) => p.drawId === drawId && p.lineNo === line.lineNo);
    if (prize) totalMinor += prize.prizeMinor;
    const order = orders.get(line.ticketId) ?? {
      ticketId: line.ticketId,
      checkoutId: line.checkoutId,
      lines: [],
    };
    order.lines.push({
      lineNo: line.lineNo,
      numbers: line.numbers,
      bonus: line.bonus,
      division: prize?.division ?? null,
      prize: prize ? moneyDto(prize.prizeMinor, found.draw.currency) : null,
    });
    orders.set(line.ticketId, order);
  }
  return {
    ...result,
    customerData: { orders: [...orders.values()], totalWon: moneyDto(totalMinor, found.draw.currency) },
  };
}

/** One draw's full result with the signed-in customer's entries and wins in it. */
export async function getCustomerDrawResult(ctx: Ctx, ref: DrawRef): Promise<CustomerDrawResultDto> {
  const customerId = customerIdOf(ctx);
  return withCustomerData(ctx, customerId, await getDrawResult(ctx, ref));
}

/** An offer's past results, newest first, each with the signed-in customer's entries and wins in it. */
export async function listCustomerPastResults(
  ctx: Ctx,
  query: { key: string; limit: number; offset: number },
): Promise<Page<CustomerDrawResultDto>> {
  const customerId = customerIdOf(ctx);
  const page = await listPastResults(ctx, query);
  const items: CustomerDrawResultDto[] = [];
  for (const result of page.items) items.push(await withCustomerData(ctx, customerId, result));
  return { ...page, items };
}
