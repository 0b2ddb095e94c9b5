/** The local mail catcher (scripts/mail-catcher.mjs) on this worker's own ports, for the job tests that send mail. */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, vi } from 'vitest';

const CATCHER = fileURLToPath(new URL('../../../../scripts/mail-catcher.mjs', import.meta.url));

export type CaughtMail = {
  id: string;
  subject: string;
  from: string;
  text: string;
  html: string;
  headers: Record<string, string>;
};

export type MailCatcher = { smtpPort: number; inboxPort: number; stop(): void };

/** Starts the catcher on `smtpPort` (its inbox on the next port) and waits until it answers. */
export async function startMailCatcher(smtpPort: number): Promise<MailCatcher> {
  const inboxPort = smtpPort + 1;
  const child: ChildProcess = spawn(process.execPath, [CATCHER], {
    env: { ...process.env, SMTP_PORT: String(smtpPort), MAIL_INBOX_PORT: String(inboxPort) },
    stdio: 'ignore',
  });
  const catcher = { smtpPort, inboxPort, stop: () => void child.kill('SIGTERM') };
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${inboxPort}/api/messages`)).ok) return catcher;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  catcher.stop();
  throw new Error('the mail catcher did not start');
}

/** The e-mails the catcher holds for an address. */
export async function caughtMailTo(catcher: MailCatcher, address: string): Promise<CaughtMail[]> {
  const res = await fetch(
    `http://127.0.0.1:${catcher.inboxPort}/api/messages?to=${encodeURIComponent(address)}`,
  );
  return (await res.json()) as CaughtMail[];
}

/**
 * Starts the catcher on `smtpPort` before the file's tests and stops it after them; the answer reads it once it is
 * up.
 */
export function useMailCatcher(smtpPort: number): () => MailCatcher {
  let catcher: MailCatcher | undefined;
  beforeAll(async () => {
    catcher = await startMailCatcher(smtpPort);
  });
  afterAll(() => {
    catcher?.stop();
  });
  return () => {
    if (!catcher) throw new Error('the mail catcher is not started');
    return catcher;
  };
}

/** A logger that records its calls and prints nothing, for a job under test. */
export const quietLog = () =>
  ({ info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() }) as unknown as FastifyBaseLogger;
