/** The local mail catcher (scripts/mail-catcher.mjs) on this worker's own ports, for the job tests that send mail. */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

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
