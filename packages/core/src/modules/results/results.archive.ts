/** The results archive (spec 1 §2 `/{offer}/results/{date}`, spec 2 §7 v3.7): an offer's draws of one month. */
import { SHOP_TIME_ZONE } from '@lottoshop/contracts/draw-dates';
import type { DrawResultDto } from '@lottoshop/contracts/results';
import { DomainError } from '../../errors.ts';
import { zonedTime } from '../../shared/calendar.ts';
import type { Page } from '../../shared/page.ts';
import type { Ctx } from '../../use-case.ts';
import { getProductOfferByKey } from '../catalog/index.ts';
import { listPastResults } from './results.queries.ts';

/**
 * The draws of `key` made in the given calendar month (in the shop's time zone, Sydney), newest first. An
 * unknown offer is not_found; a month without draws is an empty page.
 */
export async function listArchivedResults(
  ctx: Pick<Ctx, 'db'>,
  query: { key: string; year: number; month: number; limit: number; offset: number },
): Promise<Page<DrawResultDto>> {
  const offer = await getProductOfferByKey(ctx, query.key);
  if (!offer) throw new DomainError('not_found', { message: 'There is no such product offer.' });
  const next = query.month === 12 ? { year: query.year + 1, month: 1 } : { ...query, month: query.month + 1 };
  return listPastResults(ctx, {
    key: query.key,
    limit: query.limit,
    offset: query.offset,
    drawnBetween: {
      from: zonedTime({ year: query.year, month: query.month, day: 1 }, '00:00', SHOP_TIME_ZONE),
      to: zonedTime({ year: next.year, month: next.month, day: 1 }, '00:00', SHOP_TIME_ZONE),
    },
  });
}
