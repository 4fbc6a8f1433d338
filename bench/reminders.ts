// pnpm bench:reminders: 10,000 activities due within the same minute across a few organisations,
// and two API processes (reminders-server.ts) whose reminder workers run against one database
// (a SQLite file; PostgreSQL when DATABASE_URL is set), with a real SMTP server on loopback.
// Prints how long after its due time the last reminder was claimed (target: at most 60 s) and
// checks that each activity got exactly one notification and one email.
// ACTIVITIES (10000), ORGS (4), REMINDER_EVERY_MS (10000, the API's default), EMAIL (on; "off": no SMTP).
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { tenantScope } from '../services/api/src/db/tenant-scope';
import { insertActivities } from '../services/api/test/helpers/activity-rows';
import { openTestDatabase } from '../services/api/test/helpers/db';
import { decodeMail, startSmtpServer } from '../services/api/test/helpers/smtp';

const ACTIVITIES = Number(process.env.ACTIVITIES ?? 10_000);
const ORGS = Number(process.env.ORGS ?? 4);
const MEMBERS_PER_ORG = 25;
const EVERY_MS = Number(process.env.REMINDER_EVERY_MS ?? 10_000);
const EMAIL = process.env.EMAIL !== 'off';
const TARGET_SECONDS = 60;
const GIVE_UP_MS = 600_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function startInstance(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = fork(path.join(__dirname, 'reminders-server.ts'), { execArgv: process.execArgv, stdio: 'inherit', env });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`an API instance exited (${code}) before it was ready`)));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send({ type: 'stop' });
  await exited;
}

async function main(): Promise<void> {
  const database = await openTestDatabase();
  const { db, dialect } = database.handle;
  const smtp = EMAIL ? await startSmtpServer() : undefined;
  const orgs = Array.from({ length: ORGS }, (_, i) => `bench-reminders-${i + 1}`);
  const now = new Date().toISOString();
  for (const org of orgs) {
    const members = Array.from({ length: MEMBERS_PER_ORG }, (_, i) => ({
      id: `member-${i}`,
      name: `Member ${i}`,
      email: `member-${i}@${org}.test`,
      first_seen_at: now,
      last_seen_at: now,
    }));
    await tenantScope(db, org, dialect).insertInto('members', members).execute();
  }

  const env = { ...process.env, BENCH_DB_OPTIONS: JSON.stringify(database.handle.options), REMINDER_EVERY_MS: String(EVERY_MS), SMTP_URL: smtp?.url ?? '' };
  const instances = await Promise.all([startInstance(env), startInstance(env)]);

  // Due within one minute starting 15 s from now, spread across it; the seed is written before.
  const firstDue = Math.ceil((Date.now() + 15_000) / 1000) * 1000;
  const perOrg = Math.ceil(ACTIVITIES / ORGS);
  let written = 0;
  for (const org of orgs) {
    const count = Math.min(perOrg, ACTIVITIES - written);
    await insertActivities(
      database.handle,
      org,
      Array.from({ length: count }, (_, i) => ({
        subject: `Bench ${org} ${i}`,
        due_at: new Date(firstDue + Math.floor((i / count) * 59_000)).toISOString(),
        assignee_id: `member-${i % MEMBERS_PER_ORG}`,
      })),
    );
    written += count;
  }
  const seededAt = Date.now();
  if (seededAt > firstDue) console.warn(`the seed took longer than planned: it ended ${(seededAt - firstDue) / 1000} s after the first due time`);
  const lastDue = firstDue + 59_000;
  console.log(
    `${dialect}: ${written} activities in ${ORGS} organisations due between ${new Date(firstDue).toISOString()} and ${new Date(lastDue).toISOString()}; ` +
      `2 API processes, reminders every ${EVERY_MS} ms, email ${EMAIL ? 'on (SMTP on loopback)' : 'off'}`,
  );

  const count = async (where: string) => Number((await sql<{ n: number }>`select count(*) as n from ${sql.raw(where)}`.execute(db)).rows[0]!.n);
  const deadline = Date.now() + GIVE_UP_MS;
  let allClaimedAt: number | undefined;
  for (;;) {
    const claimed = await count('activities where reminded_at is not null');
    if (claimed >= written) allClaimedAt ??= Date.now();
    const emailed = EMAIL ? await count('notifications where emailed_at is not null') : written;
    if ((claimed >= written && emailed >= written) || Date.now() > deadline) break;
    await sleep(250);
  }
  const lastEmail = EMAIL ? (await sql<{ last: string | null }>`select max(emailed_at) as last from notifications`.execute(db)).rows[0]!.last : null;
  const timing = (
    await sql<{ last_claim: string; last_due: string }>`select max(reminded_at) as last_claim, max(remind_at) as last_due from activities`.execute(db)
  ).rows[0]!;
  const lags = await db.selectFrom('activities').select(['remind_at', 'reminded_at']).execute();
  const worstLag = Math.max(...lags.map((a) => (a.reminded_at ? Date.parse(a.reminded_at) - Date.parse(a.remind_at) : Infinity)));
  const notifications = await count('notifications');
  const duplicates = Number(
    (
      await sql<{
        n: number;
      }>`select count(*) as n from (select org_slug, activity_id from notifications group by org_slug, activity_id having count(*) > 1) d`.execute(db)
    ).rows[0]!.n,
  );
  const unclaimed = await count('activities where reminded_at is null');
  const mails = smtp?.received ?? [];
  const subjects = new Set(mails.map((m) => decodeMail(m.raw).subject));
  await Promise.all(instances.map(stop));
  await smtp?.close();
  await database.destroy();

  const lastClaimSeconds = (Date.parse(timing.last_claim) - lastDue) / 1000;
  const worstSeconds = worstLag / 1000;
  console.log(`last reminder claimed ${lastClaimSeconds.toFixed(1)} s after the last due time (target ≤ ${TARGET_SECONDS} s)`);
  console.log(`longest wait of one reminder after its own due time: ${worstSeconds.toFixed(1)} s`);
  console.log(`notifications: ${notifications} for ${written} activities; activities notified twice: ${duplicates}; not claimed: ${unclaimed}`);
  if (EMAIL) {
    const lastEmailSeconds = lastEmail ? ((Date.parse(lastEmail) - lastDue) / 1000).toFixed(1) : 'never';
    console.log(`emails received: ${mails.length}, distinct subjects: ${subjects.size}; the last sent ${lastEmailSeconds} s after the last due time`);
  }
  if (allClaimedAt === undefined) console.log('not every reminder was claimed before the benchmark gave up');
  const sentOnce = notifications === written && duplicates === 0 && unclaimed === 0 && (!EMAIL || (mails.length === written && subjects.size === written));
  console.log(sentOnce ? 'each reminder was sent exactly once' : 'FAILED: not every reminder was sent exactly once');
  console.log(worstSeconds <= TARGET_SECONDS ? 'target met' : 'target MISSED');
  process.exit(sentOnce && worstSeconds <= TARGET_SECONDS ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
