/** A port for a test or benchmark server on 127.0.0.1. */
import { createServer } from 'node:net';

/**
 * A port nothing listened on a moment ago, chosen by the system: never one a busy run's own connections hold, as a
 * port worked out from a process id may be.
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
