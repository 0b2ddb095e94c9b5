/**
 * A stand-in API on a loopback port for the web server's unit tests: records every request and answers with
 * `reply` (or `handler`, when set). Call `startFakeApi()` at the top level of a test file; it points API_URL at itself.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { cacheClear } from '../lib/api-cache.server.ts';

export type FakeRequest = { method: string; url: string; headers: IncomingHttpHeaders; body: string };
/** A string body is sent as it is (to test unparseable answers); anything else as JSON. */
export type FakeReply = { status: number; body: unknown };

export function startFakeApi() {
  const api = {
    seen: [] as FakeRequest[],
    reply: { status: 200, body: '{}' } as FakeReply,
    handler: undefined as ((req: FakeRequest) => FakeReply) | undefined,
  };
  let server: Server;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        const seen = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
        api.seen.push(seen);
        const reply = api.handler ? api.handler(seen) : api.reply;
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    api.seen.length = 0;
    cacheClear();
  });
  return api;
}
