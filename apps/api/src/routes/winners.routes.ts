/**
 * A draw's winners and prizes (spec 2 §7): GET /v2/draw/details/{offerKey}/{drawNo}/winners (the shop's winners by
 * division, named only with their consent: first name and state) and /prizes (the prize table), plus the number
 * statistics of an offer, GET /v2/draws/statistics/{key}?window=N (issue 10 item 8), and the signed-in customer's
 * winner-publicity choice, GET and PUT /v2/customer/winner-publicity (decision 037).
 */
import * as results from '@lottoshop/contracts/endpoints/results';
import { STATISTICS_DEFAULT_WINDOW } from '@lottoshop/contracts/results';
import { getWinnerPublicity, setWinnerPublicity } from '@lottoshop/core/consents';
import { getDrawPrizes, getDrawWinners, getNumberStatistics } from '@lottoshop/core/results';
import type { ApiApp } from '../http/app-types.ts';
import { route } from '../http/endpoint-route.ts';
import { ok } from '../http/envelope.ts';

const drawOf = (p: { productOfferKey: string; drawNo: number }) => ({
  offerKey: p.productOfferKey,
  drawNo: p.drawNo,
});

export default async function winnersRoutes(app: ApiApp): Promise<void> {
  route(app, results.winners, async (req) => ok(await getDrawWinners(req.ctx, drawOf(req.params))));
  route(app, results.prizes, async (req) => ok(await getDrawPrizes(req.ctx, drawOf(req.params))));
  route(app, results.statistics, async (req) =>
    ok(
      await getNumberStatistics(req.ctx, {
        key: req.params.key,
        window: req.query.window ?? STATISTICS_DEFAULT_WINDOW,
      }),
    ),
  );
  route(app, results.winnerPublicity, async (req) => ok(await getWinnerPublicity(req.ctx)));
  route(app, results.saveWinnerPublicity, async (req) => ok(await setWinnerPublicity(req.ctx, req.body)));
}
