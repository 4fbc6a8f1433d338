// A team on Meridian, as issue "A team can run on Meridian" asks: the owner invites a teammate as
// Member from the Members page; the teammate opens the link in a browser of their own, signs up and
// works within the organisation's record access rule; the owner demotes them to Read-only (their
// edit buttons go and the API refuses them), then removes them, handing their records to the owner,
// and the teammate's open tab is signed out within the stated bound.
//
// Every text goes through `ui()`, which checks it against the catalogues, so a renamed text fails
// at once with "No catalogue has the English text …", naming the text to fix.
import { expect, test, type Page, type Response } from '@playwright/test';
import { apiAs, uniqueWord } from './support/api';
import { inLanguage } from './support/catalogues';
import { callAs, DEMO_PEOPLE, expectSignedOut, pageAs, roleOf, signInAs } from './support/team';

/** An English text the app shows, checked to exist in a catalogue (so a renamed text fails here, clearly). */
const ui = (english: string, values: Record<string, string> = {}) => inLanguage('en', english, values);

/** REVOCATION_BOUND_SECONDS of the contract, plus a few seconds for the browser and the page's own work. */
const BOUND_SECONDS = 30;
const MARGIN_SECONDS = 5;

async function openMembers(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: ui('Members') }).click();
  await expect(page.getByRole('heading', { name: ui('Members'), level: 1 })).toBeVisible();
}

/** The Members page's row of one member or invitation (by the email it shows). */
const rowOf = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

async function openContact(page: Page, word: string, name: string) {
  await page.goto('/contacts');
  await page.getByPlaceholder('Search contacts by name, email, or company...').fill(word);
  await page.getByRole('list', { name: 'Contacts' }).getByRole('listitem').filter({ hasText: name }).click();
  await page.getByRole('dialog', { name }).getByRole('button', { name: 'View Full Contact' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

test.describe('a team', () => {
  test('invite a Member, who works within the access rule, is made Read-only, then removed and signed out', async ({ page, browser, request }) => {
    test.setTimeout(180_000);
    const word = uniqueWord('Team');
    const teammate = { name: `Tess ${word}`, email: `tess.${word}@example.test`.toLowerCase(), password: 'tess-password-1' };

    await signInAs(page, 'dana');
    const owner = await apiAs(page, request);
    const dana = (await owner.get('/me')).user as { id: string };
    // The rule under test: everyone reads, owners and admins edit. Arranged through the API (the
    // settings screen has its own test) and put back at the end: other tests expect the default.
    const before = (await owner.get('/organisation/settings')).record_access ?? 'everyone_edits';
    await owner.put('/organisation/settings', { record_access: 'everyone_reads' });
    const danasContact = await owner.post('/contacts', { first: 'Dana', last: word, email: `dana.${word}@example.test`.toLowerCase() });

    const teamContext = await browser.newContext();
    try {
      // 1. The owner invites the teammate as Member; the link is shown to copy.
      await openMembers(page);
      await page.getByRole('button', { name: ui('Invite member') }).click();
      const dialog = page.getByRole('dialog', { name: ui('Invite member') });
      await dialog.getByLabel(ui('Email address')).fill(teammate.email);
      await dialog.getByLabel(ui('Role')).selectOption({ label: ui('Member') });
      const created: Promise<Response> = page.waitForResponse((r) => r.url().endsWith('/organisation/invitations') && r.request().method() === 'POST');
      await dialog.getByRole('button', { name: ui('Create invitation') }).click();
      const answer = await created;
      expect(answer.status()).toBe(201);
      const { link } = (await answer.json()) as { link: string };
      const done = page.getByRole('dialog', { name: ui('Invitation created') });
      await expect(done.getByLabel(ui('Invitation link'))).toHaveValue(link);
      await done.getByRole('button', { name: ui('Done') }).click();
      await expect(rowOf(page, teammate.email)).toBeVisible();
      await page.screenshot({ path: '.artifacts/screens/members-invited.png' });

      // 2. The teammate opens the link in a browser of their own and signs up with a name and password.
      const tess = await teamContext.newPage();
      await tess.goto(link);
      await tess.getByLabel(ui('Your name')).fill(teammate.name);
      await tess.getByLabel(ui('Choose a password')).fill(teammate.password);
      await tess.getByRole('button', { name: ui('Create account and join') }).click();
      await expect(tess.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible({ timeout: 20_000 });
      expect(await roleOf(tess, request)).toBe('member');

      // The owner's list now shows them as a Member.
      await page.reload();
      await expect(rowOf(page, teammate.email)).toContainText(ui('Member'));

      // 3. Within the rule: their own contact is theirs to edit; the owner's they read, not change.
      await tess.getByRole('button', { name: 'Add Contact' }).click();
      const form = tess.getByRole('dialog', { name: 'Create New Contact' });
      await form.getByLabel(/First Name/).fill('Tom');
      await form.getByLabel(/Last Name/).fill(word);
      await form.getByLabel(/Email/).fill(`tom.${word}@example.test`.toLowerCase());
      await form.getByRole('button', { name: 'Create Contact' }).click();
      await expect(form).toBeHidden();
      await openContact(tess, word, `Tom ${word}`);
      const ownContactUrl = tess.url();
      const ownId = ownContactUrl.split('/').pop()!;
      await expect(tess.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();

      await openContact(tess, word, `Dana ${word}`);
      await expect(tess.getByRole('heading', { name: `Dana ${word}`, level: 1 })).toBeVisible();
      await expect(tess.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
      await expect(tess.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
      const refused = await callAs(tess, request, 'PUT', `/contacts/${danasContact.id}`, {
        first: 'Dana',
        last: word,
        email: `dana.${word}@example.test`.toLowerCase(),
        phone: '+1 555 0101',
      });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('record_forbidden');

      // 4. The owner makes them Read-only; their open tab loses its edit buttons within the bound.
      await tess.goto(ownContactUrl);
      await expect(tess.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
      await page.getByLabel(ui('Role of {name}', { name: teammate.name })).selectOption({ label: ui('Read-only') });
      await expect(rowOf(page, teammate.email)).toContainText(ui('Read-only'));
      await expect(tess.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0, { timeout: (BOUND_SECONDS + MARGIN_SECONDS) * 1000 });
      expect(await roleOf(tess, request)).toBe('readonly');
      const asReader = await callAs(tess, request, 'PUT', `/contacts/${ownId}`, {
        first: 'Tom',
        last: word,
        email: `tom.${word}@example.test`.toLowerCase(),
        phone: '+1 555 0102',
      });
      expect(asReader.status).toBe(403);
      expect(asReader.body.code).toBe('role_forbidden');
      await tess.goto('/contacts');
      await expect(tess.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
      await expect(tess.getByRole('button', { name: 'Add Contact' })).toHaveCount(0);
      await tess.screenshot({ path: '.artifacts/screens/team-readonly-contacts.png' });

      // 5. The owner removes them, handing their records to the owner; their open tab is signed out.
      await tess.goto(ownContactUrl);
      await page.getByRole('button', { name: ui('Remove {name}', { name: teammate.name }) }).click();
      const removal = page.getByRole('alertdialog', { name: ui('Remove {name}?', { name: teammate.name }) });
      // The records go to the admin who removes, unless they choose someone else.
      await expect(removal.getByLabel(ui('Give their records to'))).toHaveValue(dana.id);
      await removal.getByRole('button', { name: ui('Remove member') }).click();
      await expect(rowOf(page, teammate.email)).toHaveCount(0);
      await expectSignedOut(tess, BOUND_SECONDS + MARGIN_SECONDS);
      // Their session is over on the API's side too, and their contact is the owner's now.
      const gone = await callAs(tess, request, 'GET', '/me');
      expect(gone.status).toBe(401);
      expect((await owner.get(`/contacts/${ownId}`)).owner_id).toBe(dana.id);
    } finally {
      await teamContext.close();
      await owner.put('/organisation/settings', { record_access: before });
    }
  });

  test('the demo organisation has every role at once: each person sees what their role allows', async ({ browser, request }) => {
    for (const name of ['dana', 'sam', 'robin'] as const) {
      const { context, page } = await pageAs(browser, name);
      try {
        expect(await roleOf(page, request)).toBe(DEMO_PEOPLE[name].role);
        // A read-only member adds nothing; the others add contacts.
        await expect(page.getByRole('button', { name: 'Add Contact' })).toHaveCount(name === 'robin' ? 0 : 1);
        await page.goto('/import');
        // Only admins and owners import.
        const refusal = page.getByRole('heading', { name: ui('Only admins can import') });
        if (name === 'dana') await expect(page.getByTestId('csv-file-input')).toBeAttached();
        await expect(refusal).toHaveCount(name === 'dana' ? 0 : 1);
      } finally {
        await context.close();
      }
    }
  });
});
