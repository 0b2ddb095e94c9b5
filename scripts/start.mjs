#!/usr/bin/env node
// `npm start`: builds the web app when its sources changed, starts the API (which opens,
// migrates and — on first run only — seeds the database) and then the web server.
// Env: PORT (3000), API_PORT (4000), DATABASE_URL, DATA_DIR, API_URL, WEB_ONLY=1 (web server only), SMTP_URL
// (unset: a local mail catcher is started on SMTP_PORT, 1025, with its web inbox on MAIL_INBOX_PORT, 1080),
// CARD_PROCESSOR_URL (unset: the simulated card processor is started on CARD_PROCESSOR_PORT, 4300),
// CONNECTID_ISSUER_URL (unset: the simulated identity provider, ConnectID and the hosted verification page, is started
// on IDENTITY_PROVIDER_PORT, 4400).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { WEB_SERVER_NODE_ARGS } from '../apps/web/server/node-args.mjs';
import { buildWebIfStale, ROOT as root } from './web-build.mjs';

const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '4000';
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;
const webOnly = process.env.WEB_ONLY === '1';
const children = [];

function run(name, command, args, env, cwd = root) {
  const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (shuttingDown) return;
    console.error(`[start] ${name} exited (${signal ?? code}); stopping.`);
    shutdown(code || 1);
  });
  children.push(child);
  return child;
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${url}`);
}

let shuttingDown = false;
function shutdown(code) {
  shuttingDown = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.on('exit', r))))).then(
    () => process.exit(code),
  );
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

buildWebIfStale({ log: '[start]' });
const smtpPort = process.env.SMTP_PORT ?? '1025';
const inboxPort = process.env.MAIL_INBOX_PORT ?? '1080';
let smtpUrl = process.env.SMTP_URL;
if (!webOnly && !smtpUrl) {
  // No mail server given: every e-mail goes to the local catcher, readable in the browser.
  run('mail catcher', process.execPath, [join(root, 'scripts/mail-catcher.mjs')], {
    SMTP_PORT: smtpPort,
    MAIL_INBOX_PORT: inboxPort,
  });
  await waitFor(`http://127.0.0.1:${inboxPort}/api/messages`, 30_000);
  smtpUrl = `smtp://127.0.0.1:${smtpPort}`;
  console.log(`[start] e-mails are caught locally: read them at http://127.0.0.1:${inboxPort}`);
}
// No card processor given: the simulated one (decision 029) takes cards, on its own origin, and posts its
// signed webhooks to this API.
const processorPort = process.env.CARD_PROCESSOR_PORT ?? '4300';
let processorUrl = process.env.CARD_PROCESSOR_URL;
if (!processorUrl) {
  processorUrl = `http://127.0.0.1:${processorPort}`;
  if (!webOnly) {
    run('card processor', process.execPath, [join(root, 'scripts/card-processor.mjs')], {
      CARD_PROCESSOR_PORT: processorPort,
      CARD_PROCESSOR_WEBHOOK_URL: `${apiUrl}/webhooks/simulated`,
    });
    await waitFor(`${processorUrl}/health`, 30_000);
    console.log(`[start] cards are taken by the simulated card processor at ${processorUrl}`);
  }
}
// No identity provider given: the simulated one (decision 050) plays ConnectID and the hosted verification page.
const identityPort = process.env.IDENTITY_PROVIDER_PORT ?? '4400';
const connectIdCallback = `http://localhost:${port}/my-account/verify-account/connectid`;
let identityUrl = process.env.CONNECTID_ISSUER_URL;
if (!identityUrl) {
  identityUrl = `http://127.0.0.1:${identityPort}`;
  if (!webOnly) {
    run('identity provider', process.execPath, [join(root, 'scripts/identity-provider.mjs')], {
      IDENTITY_PROVIDER_PORT: identityPort,
      CONNECTID_REDIRECT_URIS: [
        connectIdCallback,
        `http://127.0.0.1:${port}/my-account/verify-account/connectid`,
      ].join(','),
    });
    await waitFor(`${identityUrl}/health`, 30_000);
    console.log(`[start] identities are verified by the simulated identity provider at ${identityUrl}`);
  }
}
const greenIdUrl = process.env.GREENID_URL || identityUrl;
if (!webOnly) {
  run('api', process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    API_PORT: apiPort,
    SMTP_URL: smtpUrl,
    CARD_PROCESSOR_URL: processorUrl,
    CONNECTID_ISSUER_URL: identityUrl,
    GREENID_URL: greenIdUrl,
    CONNECTID_REDIRECT_URI: process.env.CONNECTID_REDIRECT_URI || connectIdCallback,
  });
  await waitFor(`${apiUrl}/health`, 120_000);
  console.log(`[start] API ready on ${apiUrl}`);
}
// The web server (apps/web/server/main.mjs) finds the browser assets in build/client relative to its working directory.
run(
  'web',
  process.execPath,
  [...WEB_SERVER_NODE_ARGS, join(root, 'apps/web/server/main.mjs'), 'build/server/index.js'],
  {
    PORT: port,
    API_URL: apiUrl,
    NODE_ENV: 'production',
    // The production build in development: the published development signing pair is allowed (app-secret.mjs).
    APP_ENV: 'development',
    CARD_PROCESSOR_PUBLIC_URL: process.env.CARD_PROCESSOR_PUBLIC_URL ?? processorUrl,
    IDENTITY_PROVIDER_ORIGINS: [identityUrl, greenIdUrl].join(','),
  },
  join(root, 'apps/web'),
);
await waitFor(`http://127.0.0.1:${port}/robots.txt`, 60_000).catch(() => {});
console.log(`[start] shop ready on http://localhost:${port}`);
