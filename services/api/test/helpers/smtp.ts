// A real SMTP server on loopback (smtp-server) keeping what it receives, and a reader of the
// messages nodemailer writes (multipart/alternative: a text and an HTML part).
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export async function startSmtpServer(options: Partial<SMTPServerOptions> = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret') return callback(null, { user: 'mailer' });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://mailer:s3cret@127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function qp(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeBody(headers: string, body: string): string {
  const encoding = /^Content-Transfer-Encoding: (.*)$/im.exec(headers)?.[1]?.trim().toLowerCase();
  const text = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : encoding === 'quoted-printable' ? qp(body) : body;
  return text.replace(/\r\n/g, '\n');
}

const split = (raw: string) => {
  const at = raw.indexOf('\r\n\r\n');
  return { headers: raw.slice(0, at).replace(/\r\n[ \t]+/g, ' '), body: raw.slice(at + 4) };
};

/** A message's headers, decoded subject, and its text and HTML parts. */
export function decodeMail(raw: string): { headers: string; subject: string; text: string; html: string } {
  const { headers, body } = split(raw);
  const subjectLine = /^Subject: (.*)$/im.exec(headers)?.[1] ?? '';
  const subject = subjectLine.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : qp(text.replace(/_/g, ' ')),
  );
  const boundary = /boundary="?([^";\s]+)"?/i.exec(headers)?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => split(part.replace(/^\r\n/, '')))
    : [{ headers, body }];
  const part = (type: string) => {
    const found = parts.find((p) => new RegExp(`^Content-Type: ${type}`, 'im').test(p.headers));
    return found ? decodeBody(found.headers, found.body.replace(/\r\n$/, '')) : '';
  };
  return { headers, subject, text: part('text/plain'), html: part('text/html') };
}
