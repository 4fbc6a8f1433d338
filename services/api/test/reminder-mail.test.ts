// Reminder emails against a real SMTP server started here: one message per reminder, to the
// assignee's address as the members mirror has it, from MAIL_FROM, in their language, zone and
// formats, with a link to the record in the app; emailed_at set once sent, never sent twice (two
// instances ticking at once). Not sent to a member who turned email reminders off; a refused
// send is logged and given up (the notification stays, emailed_at null).
import { tenantScope } from '../src/db/tenant-scope';
import { insertActivities } from './helpers/activity-rows';
import { createTestApp, type TestApp } from './helpers/app';
import { decodeMail, startSmtpServer } from './helpers/smtp';
import { alice, type TestUser } from './helpers/tokens';
import { caller } from './pipeline-fixtures';

const past = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const APP_URL = 'https://crm.example.test';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
const opened: TestApp[] = [];

async function appWith(smtpUrl: string, extra: { sharing?: TestApp } = {}): Promise<TestApp> {
  const app = await createTestApp({
    ...extra,
    ownConnection: extra.sharing !== undefined,
    appUrl: APP_URL,
    reminders: { everyMs: 3_600_000, smtpUrl, mailFrom: 'Acme CRM <crm@acme.test>', sendPauseMs: 10 },
  });
  opened.push(app);
  return app;
}

beforeEach(async () => {
  smtp = await startSmtpServer();
  t = await appWith(smtp.url);
});
afterEach(async () => {
  for (const app of opened.splice(0).reverse()) await app.close();
  await smtp.close();
});

const scope = (org = alice.org) => tenantScope(t.db.db, org, t.db.dialect);
const notifications = () => scope().selectFrom('notifications').selectAll().orderBy('activity_id').execute();

/** A member the members mirror knows (their first request records them), with preferences. */
async function member(user: TestUser, preferences?: object): Promise<void> {
  const call = caller(t);
  expect((await call('GET', '/me', undefined, user)).status).toBe(200);
  if (preferences) expect((await call('PUT', '/me/preferences', preferences, user)).status).toBe(200);
}

describe('reminder emails (real SMTP server on loopback)', () => {
  it('arrive once, to the assignee, from MAIL_FROM, with the activity, its due time in their zone and formats, and a link', async () => {
    await member(alice, { timezone: 'Europe/Paris', date_format: 'DD/MM/YYYY', time_format: '24h' });
    const due = new Date(Date.now() - 60_000);
    due.setUTCSeconds(0, 0);
    const [id] = await insertActivities(t.db, alice.org, [
      { subject: 'Call Grace <about the offer>', type: 'call', due_at: due.toISOString(), assignee_id: alice.sub, contact_id: 'contact-1' },
    ]);

    expect(await t.app.reminders!.tick()).toEqual({ claimed: 1, notified: 1 });
    expect(await t.app.reminders!.settled()).toEqual({ emailed: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.from).toBe('crm@acme.test');
    expect(mail.to).toEqual([alice.email]);
    const { headers, subject, text, html } = decodeMail(mail.raw);
    expect(headers).toMatch(/^From: Acme CRM <crm@acme\.test>$/m);
    expect(subject).toBe('Reminder: Call Grace <about the offer>');
    const paris = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(due);
    expect(text).toBe(
      `Call: Call Grace <about the offer>\nDue: ${paris} (Europe/Paris)\n\nOpen it in Meridian: ${APP_URL}/contacts/contact-1\n\n` +
        'You receive this email because email reminders are on in your Meridian settings.\n',
    );
    expect(html).toContain('Call: Call Grace &lt;about the offer&gt;');
    expect(html).toContain(`<a href="${APP_URL}/contacts/contact-1">Open it in Meridian</a>`);

    const [row] = await notifications();
    expect(row).toMatchObject({ activity_id: id, emailed_at: expect.any(String) });
    // Sent once: another tick sends nothing.
    expect(await t.app.reminders!.tick()).toEqual({ claimed: 0, notified: 0 });
    expect(await t.app.reminders!.settled()).toEqual({ emailed: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it("is written in the member's language; an all-day one names its day", async () => {
    const anna: TestUser = { sub: 'user-anna', name: 'Anna', email: 'anna@org-a.test', org: alice.org };
    await member(anna, { language: 'de' });
    await insertActivities(t.db, alice.org, [
      { subject: 'Angebot senden', type: 'deadline', due_at: '2026-01-05T00:00:00.000Z', all_day: true, assignee_id: anna.sub },
    ]);
    await t.app.reminders!.tick();
    expect(await t.app.reminders!.settled()).toEqual({ emailed: 1, failed: 0 });
    const { subject, text } = decodeMail(smtp.received[0].raw);
    expect(smtp.received[0].to).toEqual([anna.email]);
    expect(subject).toBe('Erinnerung: Angebot senden');
    expect(text).toContain('Frist: Angebot senden\nFällig: 05.01.2026 (ganztägig)');
    expect(text).toContain(`In Meridian öffnen: ${APP_URL}/my-work`);
  });

  it('is not sent to a member who turned email reminders off (the notification is written all the same)', async () => {
    await member(alice, { notifications: { email: false, push: false, desktop: true } });
    await insertActivities(t.db, alice.org, [{ due_at: past(1), assignee_id: alice.sub }]);
    expect(await t.app.reminders!.tick()).toEqual({ claimed: 1, notified: 1 });
    expect(await t.app.reminders!.settled()).toEqual({ emailed: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
    expect((await notifications())[0]).toMatchObject({ emailed_at: null });
  });

  it('claims without waiting for a slow mail server: the notification is there before its email', async () => {
    await smtp.close();
    smtp = await startSmtpServer({
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => setTimeout(() => callback(), 1_500));
      },
    });
    const slow = await appWith(smtp.url, { sharing: t });
    await member(alice);
    await insertActivities(t.db, alice.org, [{ due_at: past(1), assignee_id: alice.sub }]);
    const started = Date.now();
    expect(await slow.app.reminders!.tick()).toEqual({ claimed: 1, notified: 1 });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect((await notifications())[0]).toMatchObject({ emailed_at: null });
    expect(await slow.app.reminders!.settled()).toEqual({ emailed: 1, failed: 0 });
    expect((await notifications())[0]).toMatchObject({ emailed_at: expect.any(String) });
  });

  it('two instances ticking at once send each reminder exactly once', async () => {
    await member(alice);
    const second = await appWith(smtp.url, { sharing: t });
    const ids = await insertActivities(
      t.db,
      alice.org,
      Array.from({ length: 40 }, (_, i) => ({ due_at: past(40 - i), assignee_id: alice.sub, subject: `Reminder ${i}` })),
    );
    const results = await Promise.all([t.app.reminders!.tick(), second.app.reminders!.tick()]);
    expect(results.reduce((sum, r) => sum + r.claimed, 0)).toBe(40);
    const mailed = await Promise.all([t.app.reminders!.settled(), second.app.reminders!.settled()]);
    expect(mailed.reduce((sum, r) => sum + r.emailed, 0)).toBe(40);
    expect(smtp.received).toHaveLength(40);
    const subjects = smtp.received.map((m) => decodeMail(m.raw).subject).sort();
    expect(subjects).toEqual(ids.map((_, i) => `Reminder: Reminder ${i}`).sort());
    expect((await notifications()).every((n) => n.emailed_at !== null)).toBe(true);
  });

  it('gives up on a recipient the server refuses: logged, not retried, emailed_at stays null', async () => {
    await smtp.close();
    let attempts = 0;
    smtp = await startSmtpServer({
      onRcptTo: (_address, _session, callback) => {
        attempts++;
        callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
      },
    });
    const refused = await appWith(smtp.url, { sharing: t });
    await member(alice);
    await insertActivities(t.db, alice.org, [{ due_at: past(1), assignee_id: alice.sub }]);
    expect(await refused.app.reminders!.tick()).toEqual({ claimed: 1, notified: 1 });
    expect(await refused.app.reminders!.settled()).toEqual({ emailed: 0, failed: 1 });
    expect(attempts).toBe(1);
    expect((await notifications())[0]).toMatchObject({ emailed_at: null });
    expect(refused.logs.some((l) => l.msg === 'reminder email not sent')).toBe(true);
    expect(await refused.app.reminders!.tick()).toEqual({ claimed: 0, notified: 0 });
    expect(await refused.app.reminders!.settled()).toEqual({ emailed: 0, failed: 0 });
    expect(attempts).toBe(1);
  });

  it('tries a server that is down again, at most 3 times, then gives up', async () => {
    await smtp.close();
    const down = await appWith('smtp://mailer:s3cret@127.0.0.1:9', { sharing: t });
    await member(alice);
    await insertActivities(t.db, alice.org, [{ due_at: past(1), assignee_id: alice.sub }]);
    expect(await down.app.reminders!.tick()).toEqual({ claimed: 1, notified: 1 });
    expect(await down.app.reminders!.settled()).toEqual({ emailed: 0, failed: 1 });
    const logged = down.logs.find((l) => l.msg === 'reminder email not sent');
    expect(logged).toMatchObject({ attempts: 3 });
    smtp = await startSmtpServer(); // for afterEach
  });
});
