/**
 * Responsible-play limits (spec 2 §7 "Spend and limits"): GET /v2/spend-limits, PUT (set) and POST (edit)
 * /v2/spend-limits/{period}, DELETE /v2/spend-limits/{id}; the deposit limits beside them (GET /v2/deposit-limits,
 * PUT /v2/deposit-limits/{period}, DELETE /v2/deposit-limits/{id}); GET, POST and DELETE /v2/precommitment; and
 * DELETE /v2/limit-changes/{id}, which cancels a change still waiting out its cooling-off period; GET and POST
 * /v2/exclusion, a break from play or a self-exclusion (never lifted early, so there is no DELETE).
 */
import * as limits from '@lottoshop/contracts/endpoints/limits';
import {
  cancelLimitChange,
  getExclusion,
  getLimits,
  getPrecommitment,
  removeLimit,
  setLimit,
  startExclusion,
} from '@lottoshop/core/limits';
import type { ApiApp } from '../http/app-types.ts';
import { route } from '../http/endpoint-route.ts';
import { ok } from '../http/envelope.ts';

export default async function limitsRoutes(app: ApiApp): Promise<void> {
  const byKind = [
    { kind: 'spend', get: limits.getSpendLimits, set: limits.setSpendLimit, remove: limits.removeSpendLimit },
    {
      kind: 'deposit',
      get: limits.getDepositLimits,
      set: limits.setDepositLimit,
      remove: limits.removeDepositLimit,
    },
  ] as const;
  for (const { kind, get, set, remove } of byKind) {
    route(app, get, async (req) => ok(await getLimits(req.ctx, { kind })));
    route(app, set, async (req) =>
      ok(
        await setLimit(req.ctx, {
          kind,
          period: req.params.period,
          amountMinor: BigInt(req.body.limit),
          mode: 'set',
        }),
      ),
    );
    route(app, remove, async (req) => ok(await removeLimit(req.ctx, { kind, id: req.params.id })));
  }

  route(app, limits.editSpendLimit, async (req) =>
    ok(
      await setLimit(req.ctx, {
        kind: 'spend',
        period: req.params.period,
        amountMinor: BigInt(req.body.limit),
        mode: 'edit',
      }),
    ),
  );

  route(app, limits.getPrecommitment, async (req) => ok(await getPrecommitment(req.ctx)));
  route(app, limits.setPrecommitment, async (req) =>
    ok(await setLimit(req.ctx, { kind: 'precommitment', amountMinor: BigInt(req.body.limit), mode: 'set' })),
  );
  route(app, limits.removePrecommitment, async (req) =>
    ok(await removeLimit(req.ctx, { kind: 'precommitment' })),
  );

  route(app, limits.cancelChange, async (req) =>
    ok(await cancelLimitChange(req.ctx, { changeId: req.params.id })),
  );

  route(app, limits.getExclusion, async (req) => ok(await getExclusion(req.ctx)));
  route(app, limits.startExclusion, async (req) => ok(await startExclusion(req.ctx, req.body)));
}
