import net from 'node:net';
import type { InvitationCreated } from '@meridian/contract';
import { APP_ORIGIN, nextIp } from './helpers';
import { decodeMail, startSmtpServer } from './smtp-helpers';
import { createTeam, org, type Team } from './team-helpers';

let team: Team | undefined;
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
afterEach(async () => {
  await team?.t.close();
  await smtp?.close();
  team = undefined;
  smtp = undefined;
});

function send(body: object, headers: Record<string, string> = {}) {
  return org(team!.t.app, 'POST', '/org/invitations', team!.tokens.admin.accessToken, body, headers);
}

describe('the invitation email (real SMTP server on loopback)', () => {
  it('arrives with the link and its expiry, from MAIL_FROM, and the link works', async () => {
    smtp = await startSmtpServer();
    team = await createTeam({ smtpUrl: smtp.url, mailFrom: 'Acme CRM <crm@acme.test>' });
    const res = await send({ email: 'Invitee@Example.test', role: 'member' });
    expect(res.statusCode).toBe(201);
    const created = res.json() as InvitationCreated;
    expect(created.email_sent).toBe(true);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.from).toBe('crm@acme.test');
    expect(mail.to).toEqual(['invitee@example.test']);
    const { headers, subject, text } = decodeMail(mail.raw);
    expect(headers).toMatch(/^From: Acme CRM <crm@acme\.test>$/m);
    expect(subject).toBe('Ada Admin invited you to join Acme Corporation on Meridian');
    expect(text).toContain('Ada Admin invited you to join Acme Corporation on Meridian as Member.');
    expect(text).toContain(`Accept the invitation: ${created.link}`);
    const expires = new Date(created.invitation.expires_at);
    expect(text).toContain(
      `This invitation works once, until ${expires.toLocaleString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}`,
    );

    // The link as the invitee got it works.
    const link = /Accept the invitation: (\S+)/.exec(text)![1];
    const path = new URL(link).pathname;
    expect((await team.t.app.inject({ url: path })).statusCode).toBe(200);
    const accepted = await team.t.app.inject({
      method: 'POST',
      url: path,
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: 'Invitee', password: 'a-good-password' }).toString(),
    });
    expect(accepted.statusCode).toBe(303);
    expect(accepted.headers.location).toBe(`${APP_ORIGIN}/`);
  });

  it("is written in the inviter's language when the API says which, else Accept-Language, else English", async () => {
    smtp = await startSmtpServer();
    team = await createTeam({ smtpUrl: smtp.url });
    await send({ email: 'de@example.test', role: 'readonly', language: 'de' });
    await send({ email: 'fr@example.test', role: 'admin' }, { 'accept-language': 'fr-FR' });
    await send({ email: 'en@example.test', role: 'member' });
    const mails = smtp.received.map((m) => decodeMail(m.raw));
    expect(mails[0].subject).toBe('Ada Admin hat Sie eingeladen, Acme Corporation auf Meridian beizutreten');
    expect(mails[0].text).toContain('als Nur Lesen beizutreten');
    expect(mails[1].subject).toBe('Ada Admin vous invite à rejoindre Acme Corporation sur Meridian');
    expect(mails[2].subject).toBe('Ada Admin invited you to join Acme Corporation on Meridian');
  });

  it.each([
    [
      'refuses the recipient',
      { onRcptTo: (_a: unknown, _s: unknown, cb: (e?: Error) => void) => cb(Object.assign(new Error('No such user'), { responseCode: 550 })) },
    ],
    ['refuses the credentials', { onAuth: (_a: unknown, _s: unknown, cb: (e?: Error) => void) => cb(new Error('Invalid username or password')) }],
  ])('never fails the invitation when the server %s: the link is answered, email_sent is false', async (_label, options) => {
    smtp = await startSmtpServer(options as never);
    team = await createTeam({ smtpUrl: smtp.url });
    const res = await send({ email: 'bounce@example.test', role: 'member' });
    expect(res.statusCode).toBe(201);
    const created = res.json() as InvitationCreated;
    expect(created.email_sent).toBe(false);
    expect(smtp.received).toEqual([]);
    expect((await team.t.app.inject({ url: new URL(created.link).pathname })).statusCode).toBe(200);
  });

  it('answers email_sent false when nothing listens at SMTP_URL', async () => {
    // A port that was free a moment ago: connecting is refused.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    team = await createTeam({ smtpUrl: `smtp://127.0.0.1:${port}` });
    const res = await send({ email: 'nobody@example.test', role: 'member' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email_sent: false, link: expect.stringContaining('/invite/') });
  });
});
