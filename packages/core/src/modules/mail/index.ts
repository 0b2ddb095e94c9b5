/**
 * The mail module: the durable e-mail outbox (`mail_outbox`). Any use-case enqueues an e-mail on its own
 * transaction (`enqueueEmail`); the API's mail job delivers the due ones over SMTP with retries.
 */
export {
  type DeliveryPass,
  deliverDueEmails,
  enqueueEmail,
  listOutbox,
  MAIL_MAX_ATTEMPTS,
  retryDelayMs,
} from './mail.outbox.ts';
export type { OutboxRow, OutboxStatus } from './mail.tables.ts';
export {
  emailConfirmationEmail,
  jackpotAlertEmail,
  type MailTemplate,
  passwordChangedEmail,
  passwordResetEmail,
  purchaseReceiptEmail,
  type RenderedMail,
  rafflePrizeEmail,
  renderMail,
  siteUrl,
  twoFactorCodeEmail,
  welcomeEmail,
  winEmail,
} from './mail.templates.ts';
export { type MailTransport, type OutgoingMail, smtpTransport } from './mail.transport.ts';
