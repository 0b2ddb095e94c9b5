/**
 * Baseline for the purchase figure: a bare Fastify server (the API's Fastify version) with no plugins, hooks or
 * database, answering every request with a small JSON body after parsing the JSON it was sent.
 * Env: PORT. Listens on 127.0.0.1 only.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/*', async () => ({ ok: true }));
app.post('/*', async (req, reply) => {
  reply.code(201);
  return { ok: true, received: typeof req.body === 'object' && req.body !== null };
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void app.close().then(() => process.exit(0)));
}
