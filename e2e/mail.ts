import { expect } from '@playwright/test';
import { WEB_PORT } from './support.ts';

/**
 * The local mail catcher of the browser tests (scripts/mail-catcher.mjs, started by `npm start` on ports moved by
 * E2E_PORT): the e-mails the shop sent, read from its JSON list.
 */
export const MAIL_INBOX_URL = `http://127.0.0.1:${WEB_PORT + 2080}`;

export type CaughtMail = {
  id: string;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
};

async function mailsTo(address: string): Promise<CaughtMail[]> {
  const res = await fetch(`${MAIL_INBOX_URL}/api/messages?to=${encodeURIComponent(address)}`);
  if (!res.ok) throw new Error(`the mail catcher answered ${res.status}`);
  return (await res.json()) as CaughtMail[];
}

/**
 * The newest e-mail to `address` with this subject that arrived after `since` (less a second), other than
 * `exceptIds` (the sender runs every second in the browser tests); waits up to 20 s for it.
 */
export async function latestEmailTo(
  address: string,
  opts: { subject: string; since: Date; timeoutMs?: number; exceptIds?: readonly string[] },
): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(address.toLowerCase());
        found = mails.find(
          (m) =>
            m.subject === opts.subject &&
            new Date(m.receivedAt).getTime() >= opts.since.getTime() - 1000 &&
            !opts.exceptIds?.includes(m.id),
        );
        return found !== undefined;
      },
      { timeout: opts.timeoutMs ?? 20_000, message: `an e-mail "${opts.subject}" to ${address}` },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

/** The site path of the first link in the e-mail's plain-text part that matches (links use the site's base URL). */
export function linkPath(mail: CaughtMail, pattern: RegExp): string {
  for (const match of mail.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (pattern.test(url.pathname)) return `${url.pathname}${url.search}`;
  }
  throw new Error(`no link matching ${pattern} in "${mail.subject}"`);
}
