/**
 * The e-mails the shop sends, in en-AU wording, and the one layout they are rendered in: a plain-text part and an
 * HTML part with the same words, the site's name, and links made absolute with the site's base URL. A marketing
 * e-mail must carry an unsubscribe path (shown in both parts and sent as List-Unsubscribe); a transactional one
 * has none.
 */

/** An e-mail before rendering: words and site paths, no site details. */
export type MailTemplate = {
  kind: string;
  subject: string;
  /** The greeting's name, when known ("Hi Alex,"). */
  firstname?: string;
  paragraphs: string[];
  /** The one button of the e-mail, to a path on the site. */
  action?: { label: string; path: string };
  /** Lines after the button (expiry, "if this wasn't you"). */
  afterAction?: string[];
  /** Marketing e-mails only: where the customer unsubscribes (a site path). */
  marketing?: { unsubscribePath: string };
};

export type SiteForMail = { siteName: string; baseUrl: string; supportEmail: string };

export type RenderedMail = {
  subject: string;
  text: string;
  html: string;
  unsubscribeUrl: string | null;
};

/** A site path joined to the base URL (the base URL's own path, if any, is kept). */
export function siteUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

export function renderMail(site: SiteForMail, template: MailTemplate): RenderedMail {
  const actionUrl = template.action ? siteUrl(site.baseUrl, template.action.path) : null;
  const unsubscribeUrl = template.marketing
    ? siteUrl(site.baseUrl, template.marketing.unsubscribePath)
    : null;
  const greeting = template.firstname ? `Hi ${template.firstname},` : 'Hi,';
  const after = template.afterAction ?? [];
  const signOff = `The ${site.siteName} team`;
  const footer = `${site.siteName} · ${site.baseUrl} · Questions? Contact us at ${site.supportEmail}.`;
  const unsubscribeLine = unsubscribeUrl
    ? `You are receiving this e-mail because you opted in to news from ${site.siteName}. Unsubscribe: ${unsubscribeUrl}`
    : null;

  const text = [
    greeting,
    ...template.paragraphs,
    ...(template.action && actionUrl ? [`${template.action.label}: ${actionUrl}`] : []),
    ...after,
    signOff,
    '--',
    footer,
    ...(unsubscribeLine ? [unsubscribeLine] : []),
  ].join('\n\n');

  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const button =
    template.action && actionUrl
      ? `<p style="margin:24px 0"><a href="${escapeHtml(actionUrl)}" style="background:#0b5cab;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(template.action.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;color:#555555">If the button does not work, copy this link into your browser: <a href="${escapeHtml(actionUrl)}">${escapeHtml(actionUrl)}</a></p>`
      : '';
  const unsubscribeHtml = unsubscribeUrl
    ? `<p style="margin:8px 0 0">You are receiving this e-mail because you opted in to news from ${escapeHtml(site.siteName)}. <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`
    : '';
  const html = [
    '<!doctype html>',
    `<html lang="en-AU"><head><meta charset="utf-8"><title>${escapeHtml(template.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">',
    `<p style="margin:0 0 24px;font-size:20px;font-weight:bold">${escapeHtml(site.siteName)}</p>`,
    p(greeting),
    ...template.paragraphs.map(p),
    button,
    ...after.map(p),
    p(signOff),
    `<div style="margin-top:24px;border-top:1px solid #dddddd;padding-top:12px;font-size:12px;color:#555555"><p style="margin:0">${escapeHtml(footer)}</p>${unsubscribeHtml}</div>`,
    '</div></body></html>',
  ].join('');

  return { subject: template.subject, text, html, unsubscribeUrl };
}

/** Password reset: a one-time link (spec 1 §2 /forgot-password). */
export function passwordResetEmail(input: {
  firstname: string;
  path: string;
  expiresInMinutes: number;
}): MailTemplate {
  return {
    kind: 'password_reset',
    subject: 'Reset your password',
    firstname: input.firstname,
    paragraphs: ['We received a request to reset the password for your account.'],
    action: { label: 'Reset password', path: input.path },
    afterAction: [
      `This link can be used once and expires in ${input.expiresInMinutes} minutes.`,
      "If you didn't ask to reset your password, you can ignore this e-mail: your password has not changed.",
    ],
  };
}

/** Sent after the password was changed (reset, change or forced change), so a customer notices a stranger's. */
export function passwordChangedEmail(input: { firstname: string }): MailTemplate {
  return {
    kind: 'password_changed',
    subject: 'Your password has been changed',
    firstname: input.firstname,
    paragraphs: [
      'The password for your account has just been changed, and every other device has been logged out.',
      "If this wasn't you, reset your password straight away and contact our support team.",
    ],
    action: { label: 'Reset password', path: '/forgot-password' },
  };
}

/** Confirming an e-mail address: at sign-up, or the new address of a change (which applies when confirmed). */
export function emailConfirmationEmail(input: {
  firstname: string;
  path: string;
  expiresInHours: number;
  change: boolean;
}): MailTemplate {
  return {
    kind: 'email_confirmation',
    subject: 'Confirm your email address',
    firstname: input.firstname,
    paragraphs: [
      input.change
        ? 'You asked to change the email address of your account to this one. Please confirm it: the change applies once you do.'
        : 'Thanks for signing up. Please confirm your email address.',
    ],
    action: { label: 'Confirm email address', path: input.path },
    afterAction: [
      `This link expires in ${input.expiresInHours} hours.`,
      "If you didn't ask for this, you can ignore this e-mail.",
    ],
  };
}

/**
 * The welcome e-mail of a customer who opted in to news at sign-up: a marketing e-mail, so it carries the
 * unsubscribe link (a signed link to /unsubscribe/{customerId}, whose page also leads to every preference).
 */
export function welcomeEmail(input: {
  firstname: string;
  siteName: string;
  unsubscribePath: string;
}): MailTemplate {
  return {
    kind: 'welcome',
    subject: `Welcome to ${input.siteName}`,
    firstname: input.firstname,
    paragraphs: [
      `Thanks for joining ${input.siteName}. You asked us for news, so we'll let you know about big jackpots, new draws and offers.`,
      'Every ticket is bought from your wallet, and any prize goes straight back into it.',
    ],
    action: { label: "See this week's draws", path: '/lotto-tickets' },
    afterAction: [
      'You can stop these e-mails, or choose how we contact you, from the link at the foot of this e-mail.',
    ],
    marketing: { unsubscribePath: input.unsubscribePath },
  };
}

/** An e-mailed two-factor code (method `email`): the code itself, how long it lasts, what to do if unasked. */
export function twoFactorCodeEmail(input: {
  firstname: string;
  code: string;
  expiresInMinutes: number;
}): MailTemplate {
  return {
    kind: 'two_factor_code',
    subject: 'Your verification code',
    firstname: input.firstname,
    paragraphs: [
      `Your verification code is ${input.code}.`,
      `Enter it where you were asked for it. It can be used once and expires in ${input.expiresInMinutes} minutes.`,
    ],
    afterAction: [
      "If you didn't try to log in or change your account, someone may know your password: change it straight away and contact our support team.",
    ],
  };
}

/**
 * A win (issue 10 item 10): sent once per winner and draw after the draw's prizes are paid, naming the draw, each
 * winning division with its prize, and the total that reached the wallet.
 */
export function winEmail(input: {
  firstname: string;
  offerName: string;
  drawNo: number;
  drawDate: string;
  wins: Array<{ division: number; prize: string; lines: number }>;
  total: string;
  resultsPath: string;
}): MailTemplate {
  const wins = input.wins.map(
    (w) => `Division ${w.division}: ${w.prize}${w.lines > 1 ? ` on each of ${w.lines} lines` : ''}.`,
  );
  return {
    kind: 'draw_win',
    subject: `You won in ${input.offerName} draw ${input.drawNo}`,
    firstname: input.firstname,
    paragraphs: [
      `Congratulations! Your ticket won in ${input.offerName} draw ${input.drawNo} (${input.drawDate}).`,
      ...wins,
      `${input.total} has been paid into your wallet.`,
    ],
    action: { label: 'See the results', path: input.resultsPath },
  };
}

/**
 * A jackpot alert (decision 048): a marketing e-mail sent once per customer and draw when a lottery's next draw has
 * a jackpot at or above the shop's threshold, with a link to play and the signed unsubscribe link for that offer.
 */
export function jackpotAlertEmail(input: {
  firstname: string;
  offerName: string;
  jackpot: string;
  drawNo: number;
  drawDate: string;
  playPath: string;
  unsubscribePath: string;
}): MailTemplate {
  return {
    kind: 'jackpot_alert',
    subject: `${input.offerName}: the jackpot is ${input.jackpot}`,
    firstname: input.firstname,
    paragraphs: [
      `${input.offerName} draw ${input.drawNo} has a jackpot of ${input.jackpot}.`,
      `The draw is on ${input.drawDate}; buy your ticket before sales close.`,
    ],
    action: { label: `Play ${input.offerName}`, path: input.playPath },
    afterAction: [
      `To stop e-mails about ${input.offerName}, or to choose how we contact you, use the link at the foot of this e-mail.`,
    ],
    marketing: { unsubscribePath: input.unsubscribePath },
  };
}

/**
 * A purchase's receipt: sent once, in the purchase's transaction, naming each ticket bought (its offer, its draws,
 * how many and what they cost), the total, what was paid now and what is held for pre-ordered raffle tickets.
 */
export function purchaseReceiptEmail(input: {
  firstname: string;
  items: Array<{ offerName: string; draws: string; quantity: number; amount: string; preOrder: boolean }>;
  total: string;
  paidNow: string;
  held: string | null;
  receiptPath: string;
}): MailTemplate {
  return {
    kind: 'purchase_receipt',
    subject: `Your receipt: ${input.total}`,
    firstname: input.firstname,
    paragraphs: [
      'Thank you for your purchase. Your tickets are in My Account.',
      ...input.items.map(
        (i) =>
          `${i.quantity} × ${i.offerName}, ${i.draws}: ${i.amount}${i.preOrder ? ' (pre-order: held until sales open)' : ''}.`,
      ),
      `Total ${input.total}. Paid now from your wallet: ${input.paidNow}.`,
      ...(input.held ? [`Held in your wallet for pre-ordered tickets: ${input.held}.`] : []),
    ],
    action: { label: 'See your receipt', path: input.receiptPath },
  };
}

/**
 * A raffle prize won: sent once per prize, in the transaction that pays a money prize into the wallet (or that
 * records the winners, for a prize the operator delivers), naming the raffle, the prize, the ticket and the amount.
 */
export function rafflePrizeEmail(input: {
  firstname: string;
  raffleName: string;
  prizeName: string;
  ticketNo: number;
  /** The amount paid into the wallet; null for a prize delivered by the operator. */
  paid: string | null;
  ticketsPath: string;
}): MailTemplate {
  return {
    kind: 'raffle_prize',
    subject: `You won a prize in ${input.raffleName}`,
    firstname: input.firstname,
    paragraphs: [
      `Congratulations! Your ticket #${input.ticketNo} won ${input.prizeName} in ${input.raffleName}.`,
      input.paid
        ? `${input.paid} has been paid into your wallet.`
        : 'We will contact you to arrange delivery of your prize.',
    ],
    action: { label: 'See your tickets', path: input.ticketsPath },
  };
}
