/** The local mail catcher (scripts/mail-catcher.mjs) on ports of its own, for the job tests that send mail. */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '@lottoshop/core/testing';
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

/**
 * Starts the catcher on two free ports and waits until its inbox answers (30 s at most, however busy the machine);
 * fails at once, with its output, when it exits first.
 */
export async function startMailCatcher(): Promise<MailCatcher> {
  const smtpPort = await freePort();
  let inboxPort = await freePort();
  // The system may hand the same free port out twice in a row.
  while (inboxPort === smtpPort) inboxPort = await freePort();
  const child: ChildProcess = spawn(process.execPath, [CATCHER], {
    env: { ...process.env, SMTP_PORT: String(smtpPort), MAIL_INBOX_PORT: String(inboxPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const catcher = { smtpPort, inboxPort, stop: () => void child.kill('SIGTERM') };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the mail catcher exited (${child.exitCode ?? child.signalCode}): ${output}`);
    }
    try {
      if ((await fetch(`http://127.0.0.1:${inboxPort}/api/messages`)).ok) return catcher;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  catcher.stop();
  throw new Error(`the mail catcher did not start in 30 s: ${output}`);
}

/** The e-mails the catcher holds for an address. */
export async function caughtMailTo(catcher: MailCatcher, address: string): Promise<CaughtMail[]> {
  const res = await fetch(
    `http://127.0.0.1:${catcher.inboxPort}/api/messages?to=${encodeURIComponent(address)}`,
  );
  return (await res.json()) as CaughtMail[];
}

/**
 * Starts the catcher before the file's tests and stops it after them; the answer reads it (and its ports) once it
 * is up.
 */
export function useMailCatcher(): () => MailCatcher {
  let catcher: MailCatcher | undefined;
  beforeAll(async () => {
    catcher = await startMailCatcher();
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
