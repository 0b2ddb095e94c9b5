#!/usr/bin/env node
// The local mail catcher `npm start` runs when SMTP_URL is not set (decision 022): an SMTP server that accepts
// every e-mail the shop sends and keeps the newest 500 in memory, and a small web inbox to read them.
// Both listen on 127.0.0.1 only. Env: SMTP_PORT (1025), MAIL_INBOX_PORT (1080).
//   GET /                        the inbox, newest first
//   GET /messages/:id            one e-mail: its headers, plain-text part and HTML part (sandboxed)
//   GET /api/messages?to=<addr>  the e-mails (to that address), newest first, as JSON (the browser tests read it)
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const HOST = '127.0.0.1';
const smtpPort = Number(process.env.SMTP_PORT ?? 1025);
const inboxPort = Number(process.env.MAIL_INBOX_PORT ?? 1080);
const KEEP = 500;
/** @type {{ id: string, receivedAt: string, from: string, to: string[], subject: string, text: string, html: string, headers: Record<string, string> }[]} */
const messages = [];

const addressesOf = (field) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) =>
    a.value.map((v) => v.address.toLowerCase()),
  );

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  size: 10 * 1024 * 1024,
  banner: 'lottoshop mail catcher',
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        const envelopeTo = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        messages.unshift({
          id: randomUUID(),
          receivedAt: new Date().toISOString(),
          from: parsed.from?.text ?? '',
          to: [...new Set([...envelopeTo, ...addressesOf(parsed.to)])],
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          headers: { 'list-unsubscribe': parsed.headers.get('list')?.unsubscribe?.url ?? '' },
        });
        messages.length = Math.min(messages.length, KEEP);
        callback();
      })
      .catch(callback);
  },
});
smtp.on('error', (err) => console.error(`[mail] SMTP error: ${err.message}`));

const escapeHtml = (s) =>
  String(s).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

function page(title, body) {
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1a1a1a}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:.5rem;text-align:left}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}
iframe{width:100%;height:32rem;border:1px solid #ddd}a{color:#0b5cab}</style></head><body><main>${body}</main></body></html>`;
}

function send(res, status, type, body) {
  res.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    // The e-mails' HTML is shown in a sandboxed frame: no script runs, nothing is fetched.
    'Content-Security-Policy':
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'",
  });
  res.end(body);
}

const inbox = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${HOST}`);
  if (req.method !== 'GET') return send(res, 405, 'text/plain; charset=utf-8', 'Only GET is served here.');
  if (url.pathname === '/api/messages') {
    const to = url.searchParams.get('to')?.trim().toLowerCase();
    const list = to ? messages.filter((m) => m.to.includes(to)) : messages;
    return send(res, 200, 'application/json; charset=utf-8', JSON.stringify(list));
  }
  if (url.pathname === '/') {
    const rows = messages
      .map(
        (m) =>
          `<tr><td>${escapeHtml(new Date(m.receivedAt).toLocaleString('en-AU'))}</td><td>${escapeHtml(m.to.join(', '))}</td>` +
          `<td><a href="/messages/${m.id}">${escapeHtml(m.subject || '(no subject)')}</a></td></tr>`,
      )
      .join('');
    return send(
      res,
      200,
      'text/html; charset=utf-8',
      page(
        'Mail catcher',
        `<h1>Mail catcher</h1><p>Every e-mail the shop sent since it started (newest first, at most ${KEEP}). Nothing here was delivered to anyone.</p>` +
          (rows
            ? `<table><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`
            : '<p>No e-mails yet.</p>'),
      ),
    );
  }
  const match = /^\/messages\/([0-9a-f-]{36})$/.exec(url.pathname);
  const message = match && messages.find((m) => m.id === match[1]);
  if (!message)
    return send(
      res,
      404,
      'text/html; charset=utf-8',
      page('Not found', '<h1>Not found</h1><p><a href="/">Inbox</a></p>'),
    );
  return send(
    res,
    200,
    'text/html; charset=utf-8',
    page(
      message.subject,
      `<p><a href="/">Inbox</a></p><h1>${escapeHtml(message.subject)}</h1>` +
        `<p>From: ${escapeHtml(message.from)}<br>To: ${escapeHtml(message.to.join(', '))}<br>Received: ${escapeHtml(message.receivedAt)}` +
        (message.headers['list-unsubscribe']
          ? `<br>List-Unsubscribe: ${escapeHtml(message.headers['list-unsubscribe'])}`
          : '') +
        '</p><h2>HTML part</h2>' +
        `<iframe title="HTML part" sandbox="allow-popups" srcdoc="${escapeHtml(message.html)}"></iframe>` +
        `<h2>Plain-text part</h2><pre>${escapeHtml(message.text)}</pre>`,
    ),
  );
});

smtp.listen(smtpPort, HOST, () => {
  inbox.listen(inboxPort, HOST, () => {
    console.log(
      `[mail] catching e-mail on smtp://${HOST}:${smtpPort}; read it at http://${HOST}:${inboxPort}`,
    );
  });
});
inbox.on('error', (err) => {
  console.error(`[mail] inbox: ${err.message}`);
  process.exit(1);
});

const stop = () => {
  inbox.close();
  smtp.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 1000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
