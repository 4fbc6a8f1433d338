// Starts this process's reminder worker (reminders/reminder-worker.ts) once the app is ready (the
// server migrates first), ticking every `everyMs` (REMINDER_EVERY_MS, default 10 s) on a timer that
// never keeps the process alive; on close it stops, waits for the tick in progress and the emails
// being sent, and closes the mailer. Every API instance runs one: the claim makes sure each reminder is sent once.
import fp from 'fastify-plugin';
import { createMailer } from '../reminders/mailer';
import { DEFAULT_REMINDER_EVERY_MS, reminderWorker, type ReminderWorker } from '../reminders/reminder-worker';

export interface RemindersOptions {
  /** How often the worker looks for due reminders. */
  everyMs?: number;
  /** The web app's origin, for the emails' links (APP_URL). */
  appUrl: string;
  /** SMTP_URL and MAIL_FROM: without a URL, reminders reach the app only. */
  smtpUrl?: string;
  mailFrom?: string;
  /** The pause before a failed send is tried again (tests shorten it). */
  sendPauseMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Undefined when the app was built without reminders (tests that do not need them). */
    reminders?: ReminderWorker;
  }
}

export const DEFAULT_MAIL_FROM = 'Meridian <no-reply@localhost>';

export const remindersPlugin = fp<RemindersOptions>(
  async (app, opts) => {
    const mailer = createMailer(opts.smtpUrl, opts.mailFrom ?? DEFAULT_MAIL_FROM);
    const worker = reminderWorker({ db: app.db.db, dialect: app.db.dialect, log: app.log, appUrl: opts.appUrl, mailer, sendPauseMs: opts.sendPauseMs });
    app.decorate('reminders', worker);
    let running: Promise<unknown> | undefined;
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        running ??= worker
          .tick()
          .catch((err: unknown) => app.log.warn({ err }, 'could not send reminders'))
          .finally(() => (running = undefined));
      }, opts.everyMs ?? DEFAULT_REMINDER_EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await Promise.all([worker.stop(), running]);
      mailer?.close();
    });
  },
  { name: 'meridian-reminders', dependencies: ['meridian-db'] },
);
