/** Small routes that exercise the HTTP plumbing independently of the domain. */
import { envelopeOf } from '@lottoshop/contracts/envelope';
import { DomainError } from '@lottoshop/core/errors';
import { z } from 'zod';
import type { ApiApp, RouteModule } from '../../src/http/app-types.ts';
import { noContent, ok } from '../../src/http/envelope.ts';

export const counters = { cached: 0, cachedDefault: 0, uncached: 0 };

const Echo = z.object({
  version: z.string().optional(),
  appKey: z.string().optional(),
  customerToken: z.string().optional(),
  sessionId: z.string().optional(),
  subVariant: z.string().optional(),
  customerId: z.string().optional(),
  deviceId: z.string().optional(),
  requestId: z.string(),
});

const TicketBody = z.object({
  numDraws: z.number().int().min(1).max(52),
  recurringPurchase: z.object({ type: z.enum(['weekly', 'monthly']), enabled: z.boolean() }),
  affiliateCode: z.string().min(1).optional(),
  Numbers: z.record(z.string(), z.array(z.number().int())).optional(),
});

const FormBody = z.object({ minimumJackpotAmount: z.coerce.number().int().positive() });

const Count = z.object({ count: z.number().int() });

async function platformRoutes(app: ApiApp): Promise<void> {
  const all = { versions: ['3.0', '3.1', '3.2', '3.3', '3.4', '3.5', '3.6', '3.7', '3.8', '3.9'] as const };

  app.get(
    '/echo',
    { config: { versions: ['3.3', '3.4'] }, schema: { response: { 200: Echo } } },
    async (req) => {
      const { db: _db, clock: _clock, config: _config, ...rest } = req.ctx;
      return ok(rest);
    },
  );

  app.get('/cased', { config: all }, async () =>
    ok(
      {
        drawNumber: 12,
        jackpotAmountMinor: 150000000n,
        lines: [
          {
            lineId: 'a',
            Numbers: { mainBalls: [1, 2, 3], bonus_ball: [4] },
            nested: { deeperLevel: { Powerball: { powerBall: 7, extra_key: true } } },
          },
        ],
        Favourites: { superJackpotLottery: [[1, 2]], 'mega-jackpot': [] },
        favourites: { setForLife: [] },
      },
      {
        pageInfo: { limit: 10, offset: 0, total: 1, hasMore: false },
        links: { nextPage: '/v2/cased?offset=10' },
      },
    ),
  );

  app.get(
    '/enveloped',
    { config: all, schema: { response: { 200: envelopeOf(z.object({ itemCount: z.number() })) } } },
    async () =>
      ok({ itemCount: 2 }, { messages: [{ code: 'cart_updated', message: 'Your cart was updated.' }] }),
  );

  app.get('/empty', { config: all }, async () => noContent());
  app.get('/null-result', { config: all }, async () => ok(null));

  app.post(
    '/tickets',
    { config: all, schema: { body: TicketBody, response: { 200: TicketBody } } },
    async (req) => ok(req.body),
  );

  app.post('/form', { config: all, schema: { body: FormBody } }, async (req) => ok(req.body));

  app.get(
    '/search',
    { config: all, schema: { querystring: z.object({ limit: z.coerce.number().int().min(1).max(100) }) } },
    async (req) => ok(req.query),
  );

  app.get(
    '/items/:id',
    { config: all, schema: { params: z.object({ id: z.string().max(20) }) } },
    async (req) => ok({ id: req.params.id }),
  );

  app.get('/fail/error', { config: all }, async () => {
    throw new DomainError('not_found', { message: 'That draw does not exist.' });
  });
  app.get('/fail/fields', { config: all }, async () => {
    throw new DomainError('validation_failed', {
      fields: {
        'recurringPurchase.type': ['Choose weekly or monthly.'],
        'Favourites.megaJackpot': ['Too many.'],
      },
    });
  });
  app.get('/fail/messages', { config: all }, async () => {
    throw new DomainError('promotion_not_added', { message: 'That promotion code has expired.' });
  });
  app.get('/fail/crash', { config: all }, async () => {
    throw new Error('connection to postgres://admin:hunter2@db failed');
  });
  app.get(
    '/fail/bad-response',
    { config: all, schema: { response: { 200: z.object({ total: z.number() }) } } },
    // Deliberately breaks its own response schema.
    async () => ok({ total: 'many' } as unknown as { total: number }),
  );

  app.get(
    '/cached',
    { config: { ...all, cache: { ttlSeconds: 60 } }, schema: { response: { 200: Count } } },
    async () => ok({ count: ++counters.cached }),
  );
  app.get('/cached-default', { config: { ...all, cache: {} } }, async () =>
    ok({ count: ++counters.cachedDefault }),
  );
  app.get('/uncached', { config: { ...all, cache: false } }, async () => ok({ count: ++counters.uncached }));
}

async function cmsRoutes(app: ApiApp): Promise<void> {
  app.get('/ping', async () => ok({ pong: true }));
}

async function rewardsRoutes(app: ApiApp): Promise<void> {
  app.get('/ping', async () => ok({ pong: true }));
}

export const testRoutes: RouteModule[] = [
  { family: 'platform', plugin: platformRoutes },
  { family: 'cms', plugin: cmsRoutes },
  { family: 'rewards', plugin: rewardsRoutes },
];
