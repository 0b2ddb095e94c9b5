/**
 * How an e-mail leaves the shop: the transport port, and its SMTP adapter (nodemailer, `SMTP_URL` such as
 * `smtp://user:pass@mail.example.com:587` or `smtps://…:465`).
 */
import nodemailer from 'nodemailer';

export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A marketing e-mail's unsubscribe link (sent as List-Unsubscribe). */
  unsubscribeUrl: string | null;
};

export type MailTransport = { send(mail: OutgoingMail): Promise<void>; close(): void };

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.unsubscribeUrl ? { list: { unsubscribe: mail.unsubscribeUrl } } : {}),
      });
    },
    close() {
      transporter.close();
    },
  };
}
