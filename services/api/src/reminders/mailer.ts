// The reminder emails' way out: nodemailer to SMTP_URL (smtp://user:pass@host:587, smtps://… for
// implicit TLS), from MAIL_FROM, with a few pooled connections so a burst of reminders does not
// open one connection per message.
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends one message; true only when the mail server accepted it for the recipient. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<boolean>;
  close(): void;
}

// A slow or silent mail server must not hold the reminder worker for long.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** The mailer of SMTP_URL, or undefined when none is configured (reminders then reach the app only). */
export function createMailer(smtpUrl: string | undefined, from: string): Mailer | undefined {
  if (!smtpUrl) return undefined;
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 5, ...TIMEOUTS });
  return {
    async send(mail) {
      // The address as one address object: nodemailer never parses it into a list of recipients.
      const info = await transport.sendMail({ from, to: { name: '', address: mail.to }, subject: mail.subject, text: mail.text, html: mail.html });
      return info.accepted.length > 0 && info.rejected.length === 0;
    },
    close: () => transport.close(),
  };
}
