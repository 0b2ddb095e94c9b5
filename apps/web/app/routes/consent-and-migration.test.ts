import { describe, expect, it } from 'vitest';
import { type FakeReply, type FakeRequest, startFakeApi } from '../test/fake-api.server.ts';
import { action as consents } from './consents.ts';
import { action as migration } from './migration.ts';

const api = startFakeApi();
const CUSTOMER = '01a20575-63b1-7da4-a55e-c5140322ac22';

function post(path: string, fields: Record<string, string>): Request {
  return new Request(`http://shop.test${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: {
      Cookie: `customer_id=${CUSTOMER}; customer_token=ctok_1; web_access_token=a.b.c`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
  });
}
const args = (request: Request) => ({ request, params: {}, context: {} }) as never;
const CONSENTS = {
  terms: {
    version: 2,
    summary: 'New terms',
    published_at: '2026-12-01T00:00:00.000Z',
    acceptance_required: false,
  },
  country_banned: false,
  country_banned_confirmation_required: false,
  country: 'AU',
};

function answering(reply: (req: FakeRequest) => FakeReply) {
  const seen: { path: string; body: unknown }[] = [];
  api.handler = (req) => {
    seen.push({
      path: `${req.method} ${req.url.split('?')[0]}`,
      body: req.body ? JSON.parse(req.body) : null,
    });
    return reply(req);
  };
  return seen;
}

function flashOf(res: Response): string {
  return res.headers.getSetCookie().find((c) => c.startsWith('flash')) ?? '';
}

describe('POST /consents', () => {
  it('accepts the version shown and goes back to the page it was on', async () => {
    const seen = answering(() => ({ status: 200, body: { result: CONSENTS } }));
    const res = (await consents(
      args(post('/consents', { intent: 'accept-terms', agree: 'yes', version: '2', returnTo: '/results' })),
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/results');
    expect(flashOf(res)).toContain('terms_accepted');
    expect(seen).toEqual([
      { path: 'POST /v2/customer/terms-and-conditions', body: { version: 2, accepted: true } },
    ]);
  });

  it('confirms the location', async () => {
    const seen = answering(() => ({ status: 200, body: { result: CONSENTS } }));
    const res = (await consents(
      args(post('/consents', { intent: 'confirm-location', agree: 'yes' })),
    )) as Response;
    expect(res.headers.get('Location')).toBe('/my-account');
    expect(seen.map((s) => s.body)).toEqual([{ confirmed: true }]);
  });

  it('sends nothing for an unticked box, and refuses an unknown intent or a version that is not one', async () => {
    const seen = answering(() => ({ status: 200, body: { result: CONSENTS } }));
    const unticked = (await consents(
      args(post('/consents', { intent: 'accept-terms', version: 'x', returnTo: '//evil.test' })),
    )) as Response;
    expect(unticked.headers.get('Location')).toBe('/my-account');
    expect(flashOf(unticked)).toContain('consent_unticked');
    const unknown = (await consents(args(post('/consents', { intent: 'other', agree: 'yes' })))) as {
      init?: { status?: number };
    };
    expect(unknown.init?.status).toBe(400);
    const noVersion = (await consents(args(post('/consents', { intent: 'accept-terms', agree: 'yes' })))) as {
      init?: { status?: number };
    };
    expect(noVersion.init?.status).toBe(400);
    expect(seen).toEqual([]);
  });

  it('shows the modal again when the API refuses (the terms changed again)', async () => {
    answering(() => ({ status: 409, body: { error: 'The terms changed', code: 'conflict' } }));
    const res = (await consents(
      args(post('/consents', { intent: 'accept-terms', agree: 'yes', version: '2' })),
    )) as Response;
    expect(flashOf(res)).toContain('consent_unticked');
  });
});

describe('POST /migration', () => {
  it('answers the status to poll for the modal, and goes back for a plain post', async () => {
    const seen = answering(() => ({
      status: 202,
      body: { result: { status: 'in_progress', legacy_balance: null } },
    }));
    const polled = (await migration(
      args(post('/migration', { intent: 'migrate', acceptTerms: 'yes', mode: 'fetch' })),
    )) as { data: unknown };
    expect(polled.data).toEqual({ status: 'in_progress', legacyBalance: null });
    const plain = (await migration(
      args(post('/migration', { intent: 'migrate', acceptTerms: 'yes', returnTo: '/results' })),
    )) as Response;
    expect(plain.headers.get('Location')).toBe('/results');
    expect(seen.map((s) => s.body)).toEqual([{ accept_terms: true }, { accept_terms: true }]);
  });

  it('asks for the terms first, and puts a soft migration off with its cookie', async () => {
    const seen = answering(() => ({
      status: 200,
      body: { result: { status: 'migrated', legacy_balance: null } },
    }));
    const refused = (await migration(args(post('/migration', { intent: 'migrate', mode: 'fetch' })))) as {
      data: { error: string };
      init?: { status?: number };
    };
    expect(refused.init?.status).toBe(400);
    expect(refused.data.error).toMatch(/terms/i);
    const dismissed = (await migration(args(post('/migration', { intent: 'dismiss' })))) as Response;
    expect(dismissed.headers.getSetCookie().join(';')).toMatch(/migrate_account_modal_dismissal=1/);
    expect(seen).toEqual([]);
  });

  it('answers an unreadable migration status as a failure the modal shows', async () => {
    answering(() => ({ status: 200, body: { result: { status: 'nonsense' } } }));
    const res = (await migration(
      args(post('/migration', { intent: 'migrate', acceptTerms: 'yes', mode: 'fetch' })),
    )) as { init?: { status?: number } };
    expect(res.init?.status).toBe(502);
  });
});
