/**
 * Baseline for cached API reads: a bare Fastify server (the API's Fastify version) with no plugins, hooks or
 * database, answering every GET with the bytes of BODY_FILE, as CONTENT_TYPE, with the same Cache-Control the API
 * sends. What the API adds beyond this is its request pipeline (signature, version, validation, cache lookup).
 * Env: PORT, BODY_FILE, CONTENT_TYPE. Listens on 127.0.0.1 only.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(String(process.env.BODY_FILE));
const contentType = process.env.CONTENT_TYPE ?? 'application/json; charset=utf-8';
const app = Fastify({ logger: false });
app.get('/health', async () => ({ ok: true }));
app.get('/*', async (_req, reply) =>
  reply.header('cache-control', 'public, max-age=60').type(contentType).send(body),
);
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void app.close().then(() => process.exit(0)));
}
