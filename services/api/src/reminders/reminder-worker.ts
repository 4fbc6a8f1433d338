// The reminder worker every API process runs: each tick it claims the due reminders of every
// organisation, batch after batch (oldest first) until none are left, each batch in one
// transaction with its notifications (claim.ts: no two instances ever claim the same activity).
// After a batch commits, each notification whose member has email reminders on (the default) is
// emailed when SMTP is configured, and marked emailed_at.
// A send that fails is tried again after a pause, at most MAX_SEND_ATTEMPTS times in all, by the
// instance that claimed it (only it knows the reminder is being sent, so the others cannot send it
// twice); then it is logged and given up: the notification is in the app all the same and its
// emailed_at stays null. A mail server that refuses the recipient (a 5xx answer) is not asked again.
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DialectName } from '../db/dialect';
import type { Database } from '../db/schema';
import { claimDueReminders, markEmailed, type ClaimedReminder } from './claim';
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
const SENDS_AT_ONCE = 3;

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

  async function claim() {
    const deadline = Date.now() + BUSY_FOR_MS;
    for (;;) {
      try {
        return await claimDueReminders(opts.db, opts.dialect, now(), batch);
      } catch (error) {
        if (!isBusy(error) || Date.now() > deadline) throw error;
        await sleep(BUSY_PAUSE_MS);
      }
    }
  }

  async function sendOne(mailer: Mailer, reminder: ClaimedReminder): Promise<boolean> {
    const mail = reminderMail(reminder, opts.appUrl);
    for (let attempt = 1; ; attempt++) {
      try {
        if (!(await mailer.send(mail))) throw new Error('the mail server did not accept the recipient');
        await markEmailed(opts.db, reminder, now());
        return true;
      } catch (err) {
        if (attempt >= MAX_SEND_ATTEMPTS || isPermanent(err) || stopping) {
          opts.log.warn({ err, org: reminder.orgSlug, notification: reminder.notificationId, attempts: attempt }, 'reminder email not sent');
          return false;
        }
        await sleep((opts.sendPauseMs ?? SEND_PAUSE_MS) * attempt);
      }
    }
  }

  async function email(reminders: ClaimedReminder[], result: TickResult): Promise<void> {
    const mailer = opts.mailer;
    if (!mailer) return;
    const queue = reminders.filter((r) => r.notifyEmail && r.email);
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        if (await sendOne(mailer, next)) result.emailed++;
        else result.failed++;
      }
    };
    await Promise.all(Array.from({ length: SENDS_AT_ONCE }, worker));
  }

  return {
    /** Claims and sends every reminder due now, batch after batch. */
    async tick(): Promise<TickResult> {
      const result: TickResult = { claimed: 0, notified: 0, emailed: 0, failed: 0 };
      while (!stopping) {
        const { claimed, reminders } = await claim();
        result.claimed += claimed;
        result.notified += reminders.length;
        await email(reminders, result);
        if (claimed < batch) break;
      }
      return result;
    },
    /** Ends the loop of a tick in progress after its current batch. */
    stop() {
      stopping = true;
    },
  };
}

export type ReminderWorker = ReturnType<typeof reminderWorker>;
