/**
 * Responsible-play limits (spec 2 §7 "Spend and limits"): GET /v2/spend-limits, PUT (set) and POST (edit)
 * /v2/spend-limits/{period}, DELETE /v2/spend-limits/{id}; the deposit limits beside them (GET /v2/deposit-limits,
 * PUT /v2/deposit-limits/{period}, DELETE /v2/deposit-limits/{id}); GET, POST and DELETE /v2/precommitment; and
 * DELETE /v2/limit-changes/{id}, which cancels a change still waiting out its cooling-off period; GET and POST
 * /v2/exclusion, a break from play or a self-exclusion (never lifted early, so there is no DELETE).
 */
import { API_VERSIONS } from '@lottoshop/contracts/api-versions';
import {
  ExclusionDto,
  LimitChangeDto,
  LimitIdParams,
  LimitPeriodParams,
  LimitsDto,
  PrecommitmentDto,
  SetLimitBody,
  StartExclusionBody,
} from '@lottoshop/contracts/limits';
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
import { requireCustomer } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';

const config = { versions: API_VERSIONS, cache: false } as const;

export default async function limitsRoutes(app: ApiApp): Promise<void> {
  for (const kind of ['spend', 'deposit'] as const) {
    const base = `/${kind}-limits`;
    app.get(
      base,
      { config, preHandler: requireCustomer, schema: { response: { 200: LimitsDto } } },
      async (req) => ok(await getLimits(req.ctx, { kind })),
    );
    app.put(
      `${base}/:period`,
      {
        config,
        preHandler: requireCustomer,
        schema: { params: LimitPeriodParams, body: SetLimitBody, response: { 200: LimitChangeDto } },
      },
      async (req) =>
        ok(
          await setLimit(req.ctx, {
            kind,
            period: req.params.period,
            amountMinor: BigInt(req.body.limit),
            mode: 'set',
          }),
        ),
    );
    app.delete(
      `${base}/:id`,
      {
        config,
        preHandler: requireCustomer,
        schema: { params: LimitIdParams, response: { 200: LimitChangeDto } },
      },
      async (req) => ok(await removeLimit(req.ctx, { kind, id: req.params.id })),
    );
  }

  app.post(
    '/spend-limits/:period',
    {
      config,
      preHandler: requireCustomer,
      schema: { params: LimitPeriodParams, body: SetLimitBody, response: { 200: LimitChangeDto } },
    },
    async (req) =>
      ok(
        await setLimit(req.ctx, {
          kind: 'spend',
          period: req.params.period,
          amountMinor: BigInt(req.body.limit),
          mode: 'edit',
        }),
      ),
  );

  app.get(
    '/precommitment',
    { config, preHandler: requireCustomer, schema: { response: { 200: PrecommitmentDto } } },
    async (req) => ok(await getPrecommitment(req.ctx)),
  );
  app.post(
    '/precommitment',
    {
      config,
      preHandler: requireCustomer,
      schema: { body: SetLimitBody, response: { 200: LimitChangeDto } },
    },
    async (req) =>
      ok(
        await setLimit(req.ctx, { kind: 'precommitment', amountMinor: BigInt(req.body.limit), mode: 'set' }),
      ),
  );
  app.delete(
    '/precommitment',
    { config, preHandler: requireCustomer, schema: { response: { 200: LimitChangeDto } } },
    async (req) => ok(await removeLimit(req.ctx, { kind: 'precommitment' })),
  );

  app.delete(
    '/limit-changes/:id',
    {
      config,
      preHandler: requireCustomer,
      schema: { params: LimitIdParams, response: { 200: LimitChangeDto } },
    },
    async (req) => ok(await cancelLimitChange(req.ctx, { changeId: req.params.id })),
  );

  app.get(
    '/exclusion',
    { config, preHandler: requireCustomer, schema: { response: { 200: ExclusionDto } } },
    async (req) => ok(await getExclusion(req.ctx)),
  );
  app.post(
    '/exclusion',
    {
      config,
      preHandler: requireCustomer,
      schema: { body: StartExclusionBody, response: { 200: ExclusionDto } },
    },
    async (req) => ok(await startExclusion(req.ctx, req.body)),
  );
}
