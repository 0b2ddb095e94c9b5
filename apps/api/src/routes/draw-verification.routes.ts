/**
 * The public verifier of a lottery the shop draws itself: GET /v2/draw/verification/{key}/{drawNo} (commitment,
 * entries hash, revealed seed, the game's barrels, the numbers) and GET /v2/draw/entries/{key}/{drawNo} (the frozen
 * entry list, ticket ids and numbers only). Raffles have their own under /v2/raffles.
 */
import * as results from '@lottoshop/contracts/endpoints/results';
import { getLotteryDrawEntries, getLotteryDrawVerification } from '@lottoshop/core/settlement';
import type { ApiApp } from '../http/app-types.ts';
import { route } from '../http/endpoint-route.ts';
import { ok } from '../http/envelope.ts';

const drawOf = (p: { productOfferKey: string; drawNo: number }) => ({
  offerKey: p.productOfferKey,
  drawNo: p.drawNo,
});

export default async function drawVerificationRoutes(app: ApiApp): Promise<void> {
  route(app, results.verification, async (req) =>
    ok(await getLotteryDrawVerification(req.ctx, drawOf(req.params))),
  );
  route(app, results.entries, async (req) => ok(await getLotteryDrawEntries(req.ctx, drawOf(req.params))));
}
