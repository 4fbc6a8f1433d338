// The reminder worker every API process runs: each tick it claims the due reminders of every
// organisation, batch after batch (oldest first) until none are left, each batch in one
// transaction with its notifications (db/reminder-claims.ts: no two instances ever claim the same activity).
// Once a batch commits, each notification whose member has email reminders on (the default) joins
// this process's mail queue when SMTP is configured: a few sends at a time, each marking
// emailed_at once the server took it. Claiming never waits for email, so a slow mail server delays
// emails, never reminders in the app.
// A send that fails is tried again after a pause, at most MAX_SEND_ATTEMPTS times in all, by the
// instance that claimed it (only it knows the reminder is being sent, so the others cannot send it
// twice); then it is logged and given up: the notification is in the app all the same and its
// emailed_at stays null. A mail server that refuses the recipient (a 5xx answer) is not asked
// again. On close the sends in flight finish and the rest of the queue is dropped, logged with its
// count (their notifications stay, emailed_at null).
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DialectName } from '../db/dialect';
import type { Database } from '../db/schema';
import { claimDueReminders, markEmailed, type ClaimedReminder } from '../db/reminder-claims';
import type { Mailer } from './mailer';
import { reminderMail } from './reminder-mail';

export const DEFAULT_REMINDER_EVERY_MS = 10_000;
export const REMINDER_BATCH = 500;
export const MAX_SEND_ATTEMPTS = 3;
const SEND_PAUSE_MS = 1_000;
/** SQLite: a claim that finds the file locked by another process is tried again this often, for this long. */
const BUSY_PAUSE_MS = 25;
const BUSY_FOR_MS = 5_000;
/** Emails sent at once (the mailer pools its connections). */
const SENDS_AT_ONCE = 5;

export interface ReminderWorkerOptions {
  db: Kysely<Database>;
  dialect: DialectName;
  log: FastifyBaseLogger;
  /** Where the emails' links point: the web app's origin (APP_URL). */
  appUrl: string;
  mailer?: Mailer;
  batch?: number;
  /** The clock (tests move it). */
  now?: () => Date;
  /** The pause before a failed send is tried again (tests shorten it). */
  sendPauseMs?: number;
}

export interface TickResult {
  /** Activities claimed by this instance in this tick. */
  claimed: number;
  /** Notifications written (claimed less those whose assignee was removed). */
  notified: number;
}

export interface MailResult {
  emailed: number;
  failed: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isBusy = (error: unknown) => String((error as { code?: unknown } | null)?.code ?? '').startsWith('SQLITE_BUSY');
/** An SMTP answer that will not change if asked again (550 no such user, 553 bad address…). */
const isPermanent = (error: unknown) => Number((error as { responseCode?: unknown } | null)?.responseCode) >= 500;

export function reminderWorker(opts: ReminderWorkerOptions) {
  const batch = opts.batch ?? REMINDER_BATCH;
  const now = opts.now ?? (() => new Date());
  let stopping = false;

  /** Runs a write again while SQLite finds the file locked by another process, for at most BUSY_FOR_MS. */
  async function whileBusy<T>(write: () => Promise<T>): Promise<T> {
    const deadline = Date.now() + BUSY_FOR_MS;
    for (;;) {
      try {
        return await write();
      } catch (error) {
        if (!isBusy(error) || Date.now() > deadline) throw error;
        await sleep(BUSY_PAUSE_MS);
      }
    }
  }

  const claim = () => whileBusy(() => claimDueReminders(opts.db, opts.dialect, now(), batch));

  async function sendOne(mailer: Mailer, reminder: ClaimedReminder): Promise<boolean> {
    const mail = reminderMail(reminder, opts.appUrl);
    for (let attempt = 1; ; attempt++) {
      try {
        if (!(await mailer.send(mail))) throw new Error('the mail server did not accept the recipient');
        break;
      } catch (err) {
        if (attempt >= MAX_SEND_ATTEMPTS || isPermanent(err) || stopping) {
          opts.log.warn({ err, org: reminder.orgSlug, notification: reminder.notificationId, attempts: attempt }, 'reminder email not sent');
          return false;
        }
        await sleep((opts.sendPauseMs ?? SEND_PAUSE_MS) * attempt);
      }
    }
    // Sent: never sent again, even when noting it fails.
    try {
      await whileBusy(() => markEmailed(opts.db, reminder, now()));
    } catch (err) {
      opts.log.warn({ err, org: reminder.orgSlug, notification: reminder.notificationId }, 'reminder email sent, but emailed_at not set');
    }
    return true;
  }

  const queue: ClaimedReminder[] = [];
  let mail: MailResult = { emailed: 0, failed: 0 };
  let senders = 0;
  const drained: (() => void)[] = [];

  async function sender(mailer: Mailer): Promise<void> {
    senders++;
    try {
      for (let next = queue.shift(); next && !stopping; next = queue.shift()) {
        if (await sendOne(mailer, next)) mail.emailed++;
        else mail.failed++;
      }
    } finally {
      senders--;
      if (senders === 0) {
        if (stopping && queue.length > 0) {
          opts.log.warn({ dropped: queue.length }, 'reminder emails not sent: the process is closing');
          queue.length = 0;
        }
        for (const resolve of drained.splice(0)) resolve();
      }
    }
  }

  function enqueue(reminders: ClaimedReminder[]): void {
    const mailer = opts.mailer;
    if (!mailer) return;
    for (const reminder of reminders) if (reminder.notifyEmail && reminder.email) queue.push(reminder);
    while (senders < SENDS_AT_ONCE && queue.length > senders) void sender(mailer);
  }

  return {
    /** Claims every reminder due now, batch after batch, and queues their emails. */
    async tick(): Promise<TickResult> {
      const result: TickResult = { claimed: 0, notified: 0 };
      while (!stopping) {
        const { claimed, reminders } = await claim();
        result.claimed += claimed;
        result.notified += reminders.length;
        enqueue(reminders);
        if (claimed < batch) break;
      }
      return result;
    },
    /** Waits until the mail queue is empty; answers what was sent and given up since the last call. */
    async settled(): Promise<MailResult> {
      if (senders > 0) await new Promise<void>((resolve) => drained.push(resolve));
      const done = mail;
      mail = { emailed: 0, failed: 0 };
      return done;
    },
    /** Ends a tick in progress after its current batch; the sends in flight finish, the queue is dropped. */
    async stop(): Promise<void> {
      stopping = true;
      if (senders > 0) await new Promise<void>((resolve) => drained.push(resolve));
    },
  };
}

export type ReminderWorker = ReturnType<typeof reminderWorker>;
