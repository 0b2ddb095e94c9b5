#!/usr/bin/env node
// The simulated identity provider (decision 050): a small server on 127.0.0.1 that `npm start` and the browser tests
// run beside the shop, on its own origin, playing two services a real Australian shop verifies customers with.
// Env: IDENTITY_PROVIDER_PORT (4400), CONNECTID_CLIENT_ID, CONNECTID_CLIENT_SECRET, CONNECTID_REDIRECT_URIS (the
// shop's callback addresses, comma separated), GREENID_SECRET_KEY.
//
// ConnectID: a real OpenID Connect provider (the oidc-provider library): discovery at
//   /.well-known/openid-configuration, authorisation code flow with PKCE, state and nonce, scope "openid profile"
//   (given_name, family_name, birthdate). Its sign-in page stands in for the customer's bank: the customer types
//   the identity the bank holds and shares it, or cancels (access_denied).
// greenID-style hosted page:
//   POST /v1/greenid/sessions        start a session {reference, return_url} -> {id, url, status}  (secret key)
//   GET  /v1/greenid/sessions/:id    the session's outcome: created, verified, failed or review     (secret key)
//   GET  /greenid/:id                the hosted page where the customer enters their details
// Test identities (by last name, any case, as the shop's own simulated provider): "Declined" fails, "Referred" is
// referred for review by a person; anyone else verifies.
import { generateKeyPairSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import Provider from 'oidc-provider';
import { readBody } from './gateway-fake-http.mjs';

export const DEV_CONNECTID_CLIENT = { clientId: 'lottoshop', clientSecret: 'connectid_dev_change_me' };
export const DEV_GREENID_SECRET_KEY = 'greenid_dev_change_me';
const DEFAULT_REDIRECT_URIS = ['http://localhost:3000/my-account/verify-account/connectid'];

export const FAIL_SURNAME = 'Declined';
export const REVIEW_SURNAME = 'Referred';

const escapeHtml = (s) =>
  String(s).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

const id = (prefix) => `${prefix}_${randomBytes(12).toString('hex')}`;

function sameSecret(given, expected) {
  const a = Buffer.from(String(given ?? ''));
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The outcome the simulated checks give a person (the shop's simulated provider decides the same way). */
export function decide(lastname) {
  const surname = String(lastname).trim().toLowerCase();
  if (surname === FAIL_SURNAME.toLowerCase())
    return { status: 'failed', reason: 'The records we checked do not match these details.' };
  if (surname === REVIEW_SURNAME.toLowerCase())
    return { status: 'review', reason: 'Some of these details need checking by our team.' };
  return { status: 'verified', reason: null };
}

function send(res, { status = 200, headers = {}, html }) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // A posted form is redirected on to the shop (form-action governs those redirects too).
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'; base-uri 'none'",
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  res.end(html);
}

function page(title, body) {
  return (
    `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<title>${escapeHtml(title)}</title><style>body{font:16px system-ui,sans-serif;margin:0;color:#1a1a1a}` +
    `header{background:#0b3b2e;color:#fff;padding:12px 20px}header p{margin:0;font-weight:700}main{max-width:32rem;margin:0 auto;padding:20px}` +
    `label{display:block;font-weight:600;margin-top:12px}input,select{font:inherit;padding:8px;border:1px solid #555;border-radius:6px;width:100%;box-sizing:border-box}` +
    `button{font:inherit;font-weight:600;margin:16px 12px 0 0;padding:10px 16px;border:1px solid #0b3b2e;border-radius:6px;background:#0b3b2e;color:#fff;cursor:pointer}` +
    `button.secondary{background:#fff;color:#0b3b2e}.err{color:#a00000}</style></head><body>${body}</body></html>`
  );
}

const field = (name, label, attrs = '') =>
  `<label for="${name}">${label}</label><input id="${name}" name="${name}" required ${attrs}>`;

const personFields = () =>
  field('given_name', 'First name', 'autocomplete="given-name" maxlength="100"') +
  field('family_name', 'Last name', 'autocomplete="family-name" maxlength="100"') +
  field('birthdate', 'Date of birth', 'type="date" autocomplete="bday"');

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function readPerson(form) {
  const person = {
    given_name: String(form.get('given_name') ?? '').trim(),
    family_name: String(form.get('family_name') ?? '').trim(),
    birthdate: String(form.get('birthdate') ?? '').trim(),
  };
  const ok =
    person.given_name &&
    person.family_name &&
    person.given_name.length <= 100 &&
    person.family_name.length <= 100 &&
    DATE.test(person.birthdate);
  return ok ? person : null;
}

/** The shop's return address with the session added (the address may carry its own query). */
function returnAddress(base, session) {
  const url = new URL(base);
  url.searchParams.set('session', session);
  return url.toString();
}

export function startIdentityProvider(options = {}) {
  const host = '127.0.0.1';
  const port = Number(options.port ?? process.env.IDENTITY_PROVIDER_PORT ?? 4400);
  const clientId = options.clientId ?? process.env.CONNECTID_CLIENT_ID ?? DEV_CONNECTID_CLIENT.clientId;
  const clientSecret =
    options.clientSecret ?? process.env.CONNECTID_CLIENT_SECRET ?? DEV_CONNECTID_CLIENT.clientSecret;
  const redirectUris =
    options.redirectUris ??
    (process.env.CONNECTID_REDIRECT_URIS?.split(',')
      .map((s) => s.trim())
      .filter(Boolean) ||
      DEFAULT_REDIRECT_URIS);
  const greenIdSecret = options.greenIdSecretKey ?? process.env.GREENID_SECRET_KEY ?? DEV_GREENID_SECRET_KEY;
  const log = options.log ?? ((line) => console.log(`[identity provider] ${line}`));

  /** account id -> the identity the "bank" shared (in memory, like a bank's records for the session). */
  const accounts = new Map();
  /** greenID session id -> session */
  const sessions = new Map();
  let provider;
  let issuer;
  let oidcHandler;

  function createProvider() {
    const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      format: 'jwk',
    });
    provider = new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: redirectUris,
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      jwks: { keys: [{ ...signingKey, kid: 'sim-1', use: 'sig', alg: 'RS256' }] },
      cookies: { keys: [randomBytes(32).toString('hex')] },
      scopes: ['openid', 'profile'],
      claims: { openid: ['sub'], profile: ['given_name', 'family_name', 'birthdate'] },
      pkce: { required: () => true },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      ttl: {
        Interaction: 600,
        Session: 600,
        Grant: 600,
        AuthorizationCode: 60,
        AccessToken: 300,
        IdToken: 300,
      },
      async findAccount(_ctx, sub) {
        const person = accounts.get(sub);
        if (!person) return undefined;
        return { accountId: sub, claims: async () => ({ sub, ...person }) };
      },
    });
    provider.on('server_error', (_ctx, err) => log(`error: ${err.message}`));
    oidcHandler = provider.callback();
  }

  async function interaction(req, res, uid, url) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid)
      return send(res, { status: 400, html: page('Error', '<main><h1>Error</h1></main>') });
    if (req.method === 'GET') {
      const client = details.params.client_id === clientId ? 'Lottoshop' : 'the shop';
      return send(res, {
        html: page(
          'Share your identity with ConnectID',
          `<header><p>ConnectID (simulated)</p></header><main><h1>Share your verified identity</h1>` +
            `<p>${client} asks to confirm your name and date of birth. Sign in to your bank, which shares the identity it holds for you.</p>` +
            `${url.searchParams.get('error') ? '<p class="err" role="alert">Enter your first name, last name and date of birth.</p>' : ''}` +
            `<form method="post" action="/interaction/${escapeHtml(uid)}">${personFields()}` +
            `<button type="submit" name="decision" value="share">Share with ${client}</button>` +
            `<button type="submit" name="decision" value="cancel" class="secondary" formnovalidate>Cancel</button></form></main>`,
        ),
      });
    }
    const form = new URLSearchParams(await readBody(req));
    if (form.get('decision') === 'cancel') {
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The customer did not share their identity.' },
        { mergeWithLastSubmission: false },
      );
    }
    const person = readPerson(form);
    if (!person) {
      res.writeHead(303, { location: `/interaction/${uid}?error=1` });
      return res.end();
    }
    const accountId = id('acct');
    accounts.set(accountId, person);
    const grant = new provider.Grant({ accountId, clientId: details.params.client_id });
    grant.addOIDCScope('openid profile');
    const grantId = await grant.save();
    return provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  function json(res, status, body) {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  }

  const sessionDto = (s) => ({
    id: s.id,
    reference: s.reference,
    status: s.status,
    reason: s.reason,
    person: s.person,
    url: `${issuer}/greenid/${s.id}`,
  });

  async function greenIdApi(req, res, url) {
    const auth = req.headers.authorization ?? '';
    if (!sameSecret(auth.replace(/^Bearer /, ''), greenIdSecret))
      return json(res, 401, { error: 'unauthorized' });
    if (req.method === 'POST' && url.pathname === '/v1/greenid/sessions') {
      let body;
      try {
        body = JSON.parse(await readBody(req));
      } catch {
        return json(res, 400, { error: 'invalid_json' });
      }
      let returnUrl;
      try {
        returnUrl = new URL(String(body.return_url));
        if (returnUrl.protocol !== 'http:' && returnUrl.protocol !== 'https:') throw new Error('scheme');
      } catch {
        return json(res, 400, { error: 'return_url must be an http(s) address' });
      }
      const session = {
        id: id('gid'),
        reference: String(body.reference ?? '').slice(0, 100),
        returnUrl: returnUrl.toString(),
        status: 'created',
        reason: null,
        person: null,
      };
      sessions.set(session.id, session);
      return json(res, 201, sessionDto(session));
    }
    const match = url.pathname.match(/^\/v1\/greenid\/sessions\/([\w-]{1,64})$/);
    if (req.method === 'GET' && match) {
      const session = sessions.get(match[1]);
      return session ? json(res, 200, sessionDto(session)) : json(res, 404, { error: 'not_found' });
    }
    return json(res, 404, { error: 'not_found' });
  }

  async function hostedPage(req, res, sessionId, url) {
    const session = sessions.get(sessionId);
    if (!session) {
      return send(res, {
        status: 404,
        html: page('Session not found', '<main><h1>This verification session does not exist</h1></main>'),
      });
    }
    if (session.status !== 'created') {
      res.writeHead(303, { location: returnAddress(session.returnUrl, session.id) });
      return res.end();
    }
    if (req.method === 'GET') {
      return send(res, {
        html: page(
          'Verify your identity with greenID',
          `<header><p>greenID (simulated)</p></header><main><h1>Verify your identity</h1>` +
            `<p>Enter your details as they appear on your official records. We check them and tell the shop the result.</p>` +
            `${url.searchParams.get('error') ? '<p class="err" role="alert">Enter your first name, last name and date of birth.</p>' : ''}` +
            `<form method="post" action="/greenid/${escapeHtml(session.id)}">${personFields()}` +
            `<button type="submit">Verify my identity</button></form></main>`,
        ),
      });
    }
    const person = readPerson(new URLSearchParams(await readBody(req)));
    if (!person) {
      res.writeHead(303, { location: `/greenid/${session.id}?error=1` });
      return res.end();
    }
    Object.assign(session, decide(person.family_name), { person });
    log(`greenID session ${session.id}: ${session.status}`);
    res.writeHead(303, { location: returnAddress(session.returnUrl, session.id) });
    return res.end();
  }

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', issuer);
      if (req.method === 'GET' && url.pathname === '/health') return json(res, 200, { ok: true });
      const interactionMatch = url.pathname.match(/^\/interaction\/([\w-]{1,64})$/);
      if (interactionMatch && (req.method === 'GET' || req.method === 'POST'))
        return await interaction(req, res, interactionMatch[1], url);
      if (url.pathname.startsWith('/v1/greenid/')) return await greenIdApi(req, res, url);
      const hosted = url.pathname.match(/^\/greenid\/([\w-]{1,64})$/);
      if (hosted && (req.method === 'GET' || req.method === 'POST'))
        return await hostedPage(req, res, hosted[1], url);
      return oidcHandler(req, res);
    } catch (err) {
      log(`error: ${err.message}`);
      if (!res.headersSent)
        send(res, {
          status: 400,
          html: page(
            'Something went wrong',
            `<main><h1>Something went wrong</h1><p>${escapeHtml(err.error_description ?? 'Start again from the shop.')}</p></main>`,
          ),
        });
      else res.end();
    }
  });

  const listening = new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      issuer = `http://${host}:${server.address().port}`;
      createProvider();
      resolve(issuer);
    });
  });
  return { server, listening, close: () => new Promise((r) => server.close(() => r())) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const idp = startIdentityProvider();
  idp.listening.then(
    (url) => console.log(`[identity provider] listening on ${url}`),
    (err) => {
      console.error(`[identity provider] ${err.message}`);
      process.exit(1);
    },
  );
}
