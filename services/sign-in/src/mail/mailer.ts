import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Sends one message; true only when the mail server accepted it for the recipient. */
export type Mailer = (mail: OutgoingMail) => Promise<boolean>;

// A slow or silent mail server must not hold an admin's request for long.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * The mailer of SMTP_URL (smtp://user:pass@host:587, smtps://… for implicit TLS), or undefined
 * when none is configured. Failures are logged by the caller and answered as "not sent".
 */
export function createMailer(smtpUrl: string | undefined, from: string): Mailer | undefined {
  if (!smtpUrl) return undefined;
  const transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
  return async (mail) => {
    // The address as one address object: nodemailer never parses it into a list of recipients.
    const info = await transport.sendMail({ from, to: { name: '', address: mail.to }, subject: mail.subject, text: mail.text });
    return info.accepted.length > 0 && info.rejected.length === 0;
  };
}
