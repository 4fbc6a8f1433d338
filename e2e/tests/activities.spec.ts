// The seller's day, as a seller lives it: a call scheduled from a board card's contact for two
// minutes from now, the card's mark turning "today", the reminder arriving in the bell and as a
// desktop notification (the browser's permission granted), the call checked off in My Work and
// found in the contact's timeline; then the private calendar feed, parsed as a calendar app would.
// The browser runs in a zone where it is neither near midnight nor UTC, so "today" and the times
// shown are the member's zone's, not the server's.
import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { apiAs, uniqueWord } from './support/api';
import { signIn } from './support/signIn';

/** A zone whose clock is between 02:00 and 21:00 now, so now + 2 minutes is still today there. */
function daytimeZone(): string {
  const zones = ['Asia/Tokyo', 'Europe/Berlin', 'America/New_York', 'America/Los_Angeles', 'Pacific/Auckland', 'Asia/Kolkata'];
  for (const zone of zones) {
    const hour = Number(new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(new Date()));
    if (hour >= 2 && hour < 21) return zone;
  }
  return 'Asia/Kolkata';
}

/** The zone's wall clock at `at`: its day ('2026-12-02') and time ('14:07'). */
function wallClock(at: Date, timeZone: string): { day: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Records every desktop notification the page raises, while still raising it. */
async function recordDesktopNotifications(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Real = window.Notification;
    const raised: { title: string; body?: string }[] = [];
    class Recording extends Real {
      constructor(title: string, options?: NotificationOptions) {
        raised.push({ title, body: options?.body });
        super(title, options);
      }
    }
    Object.defineProperty(Recording, 'permission', { get: () => Real.permission });
    Recording.requestPermission = Real.requestPermission.bind(Real);
    window.Notification = Recording as typeof Notification;
    (window as unknown as { raisedNotifications: typeof raised }).raisedNotifications = raised;
  });
}

const raised = (page: Page) => page.evaluate(() => (window as unknown as { raisedNotifications: { title: string }[] }).raisedNotifications.map((n) => n.title));

test.describe('the seller’s day', () => {
  test.use({ timezoneId: daytimeZone(), permissions: ['notifications'] });

  test('a call scheduled on a board card reminds in the bell and on the desktop, is done from My Work and shows in the timeline; the calendar feed lists it', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const zone = daytimeZone();
    await recordDesktopNotifications(page);
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
    const api = await apiAs(page, request);
    const word = uniqueWord('Call');
    const contact = await api.post('/contacts', { first: 'Nora', last: word, email: `nora.${word}@example.com`.toLowerCase() });
    await api.post(`/pipeline/${contact.id}/add`, {});
    const name = `Nora ${word}`;

    // The card has no activity planned yet.
    await page.getByRole('navigation').getByRole('link', { name: 'Sales Pipeline' }).click();
    const card = page.locator('[data-contact-id]').filter({ hasText: name });
    await expect(card.locator('[data-activity-state]')).toHaveAttribute('data-activity-state', 'none');
    await expect(card.getByRole('img', { name: 'No activity planned' })).toBeAttached();

    // Schedule a call for two minutes from now, from the card's panel.
    await page.getByRole('button', { name, exact: true }).click();
    const panel = page.getByRole('dialog', { name });
    await panel.getByRole('button', { name: 'Schedule' }).click();
    const composer = page.getByRole('dialog', { name: 'New Activity' });
    const subject = `Intro call ${word}`;
    const due = new Date(Math.ceil((Date.now() + 120_000) / 60_000) * 60_000);
    const { day, time } = wallClock(due, zone);
    await composer.getByLabel('Type').selectOption('call');
    await composer.getByLabel('Subject').fill(subject);
    await composer.getByLabel('Due date').fill(day);
    await composer.getByLabel('Time').fill(time);
    await composer.getByRole('button', { name: 'Add Activity' }).click();
    await expect(composer).toBeHidden();
    await expect(panel.getByText(subject)).toBeVisible();
    await page.keyboard.press('Escape');

    // The card now says a call is due today.
    await expect(card.locator('[data-activity-state]')).toHaveAttribute('data-activity-state', 'today');
    await expect(card.getByRole('img', { name: new RegExp(`^Today: ${subject}`) })).toBeAttached();
    await page.screenshot({ path: '.artifacts/screens/activities-board-today.png' });

    // At its time the reminder arrives: the bell counts it and the desktop shows it.
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible({ timeout: 200_000 });
    await expect.poll(() => raised(page), { timeout: 30_000 }).toContain(`Call due: ${subject}`);
    await bell.click();
    const reminder = page.getByRole('link', { name: new RegExp(subject) });
    await expect(reminder).toBeVisible();
    await page.screenshot({ path: '.artifacts/screens/activities-bell.png' });
    await page.keyboard.press('Escape');
    // Past its time, the card's call is overdue.
    await expect(card.locator('[data-activity-state]')).toHaveAttribute('data-activity-state', 'overdue', { timeout: 70_000 });

    // My Work: the call is overdue by now; one click marks it done.
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /^My Work/ })
      .click();
    await expect(page.getByRole('heading', { name: 'My Work', level: 1 })).toBeVisible();
    await page.getByRole('checkbox', { name: `Mark “${subject}” as done` }).click();
    await expect(page.getByText(`Done: ${subject}`)).toBeVisible();
    await page
      .getByRole('tab', { name: /^Done/ })
      .or(page.getByRole('heading', { name: /^Done/ }))
      .first()
      .click();
    await expect(page.getByRole('checkbox', { name: `Reopen “${subject}”` })).toBeVisible();
    await page.screenshot({ path: '.artifacts/screens/activities-my-work.png' });

    // The contact's timeline tells the story.
    await page.goto(`/contacts/${contact.id}`);
    await page.getByRole('tab', { name: 'Activity' }).click();
    await expect(page.getByText(new RegExp(`completed.*${subject}`, 'i')).first()).toBeVisible();

    // The private calendar feed, turned on in Settings, lists the call as a calendar app reads it.
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Turn on the calendar feed' }).click();
    const url = await page.getByLabel('Private calendar URL').inputValue();
    const feed = await request.get(url);
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    const call = calendar
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent))
      .find((event) => event.summary.includes(subject));
    expect(call).toBeDefined();
    expect(call!.startDate.toJSDate().getTime()).toBe(due.getTime());
  });
});
