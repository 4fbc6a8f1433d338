// Every screen of the app as a list of stops, for the responsive and accessibility walk: how to
// get there, when it has loaded, its main heading and its primary action.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiAs, uniqueWord } from './api';

export interface RouteFixture {
  contactId: string;
  contactName: string;
  companyId: string;
  companyName: string;
  pipelineId: string;
  pipelineName: string;
}

/** A company with a contact that has a note, a file and a pipeline stage: every tab has content. */
export async function createRouteFixture(page: Page, request: APIRequestContext): Promise<RouteFixture> {
  // Short, so the names wrap like real ones; only ids are used to find the records again.
  const word = uniqueWord('').slice(-4);
  const api = await apiAs(page, request);
  const { company } = await api.post('/companies', {
    name: `Northwind Trading ${word}`,
    industry: 'Technology',
    size: 'medium',
    website: 'https://northwind.example.com',
    description: 'A wholesale trading company with a long description that wraps on a phone screen.',
  });
  const contact = await api.post('/contacts', {
    first: 'Alexandra',
    last: `Featherstonehaugh ${word}`,
    email: `alexandra.featherstonehaugh.${word}.${Date.now()}@example-enterprise.com`.toLowerCase(),
    phone: '+1 555 0142',
    company_id: company.id,
    tags: 'vip, renewal',
  });
  await api.post(`/contacts/${contact.id}/notes`, { body: 'Called about the renewal; wants a quote by Friday.' });
  await api.upload(`/contacts/${contact.id}/attachments`, {
    name: 'quarterly-business-review-presentation-final-v3.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(123_456, 1),
  });
  await api.post(`/pipeline/${contact.id}/add`, {});
  // A deal with a long value and a close date, so the card's deal line and the Deal section are shown.
  await api.put(`/pipeline/${contact.id}/deal`, { value: '1250000.50', currency: 'EUR', close_date: '2027-03-31', next_step: 'Send the renewal quote' });
  // A contact in the Trash, so its page has a row and a Restore button.
  const trashed = await api.post('/contacts', {
    first: 'Bartholomew',
    last: `Ashworth-Kingsley ${word}`,
    email: `bartholomew.${word}.${Date.now()}@example.com`,
  });
  await api.delete(`/contacts/${trashed.id}`);
  const { pipelines } = await api.get('/pipeline');
  const pipeline = pipelines.find((p: { name: string }) => /default/i.test(p.name)) ?? pipelines[0];
  return {
    contactId: contact.id,
    contactName: `Alexandra Featherstonehaugh ${word}`,
    companyId: company.id,
    companyName: company.name,
    pipelineId: pipeline.id,
    pipelineName: pipeline.name,
  };
}

const IMPORT_CSV = [
  'First Name,Last Name,Email Address,Company,Phone Number,Tags',
  'Maximilian,Oberhauser-Lindqvist,maximilian.oberhauser-lindqvist@example-enterprise.com,Northwind Trading,+1 555 0100,"vip, renewal"',
  'Ana,Li,ana.li@example.com,Fabrikam,,',
].join('\n');

export interface RouteStop {
  /** Used in file names and messages. */
  name: string;
  open: (page: Page) => Promise<void>;
  heading: (page: Page) => Locator;
  action: (page: Page) => Locator;
  /** Checks of this stop's own, beyond the common ones. */
  extra?: (page: Page, where: string) => Promise<void>;
  /** For a dialog: closes it again before the next stop. */
  close?: (page: Page) => Promise<void>;
}

const h1 = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name, level: 1 });
const button = (name: string | RegExp) => (page: Page) => page.getByRole('button', { name, exact: typeof name === 'string' }).first();

/**
 * Navigates inside the running app (history + popstate, as the router's own links do), which is
 * much faster than reloading the shell and its remotes for every stop.
 */
async function goto(page: Page, path: string, loaded: Locator, { reload = false } = {}): Promise<void> {
  if (reload) {
    await page.goto(path);
  } else {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }
  await expect(loaded).toBeVisible({ timeout: 15_000 });
}

async function tab(page: Page, name: RegExp): Promise<void> {
  const t = page.getByRole('tab', { name });
  await t.click();
  await expect(t).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toBeVisible();
}

async function view(page: Page, name: 'Grid view' | 'List view'): Promise<void> {
  const toggle = page.getByRole('button', { name, exact: true });
  // On a phone the view toggle sits behind the toolbar's one Filters button.
  const filters = page.getByRole('button', { name: /^Filters/ });
  if (!(await toggle.isVisible()) && (await filters.isVisible())) await filters.click();
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
}

/** A dialog opened from the page under it: its heading and its primary button; Escape closes it. */
function dialogStop(name: string, title: string, opener: (page: Page) => Locator, action: string): RouteStop {
  const dialog = (page: Page) => page.getByRole('dialog', { name: title });
  return {
    name,
    open: async (page) => {
      await opener(page).click();
      await expect(dialog(page)).toBeVisible();
    },
    heading: (page) => dialog(page).getByRole('heading', { name: title }).first(),
    action: (page) => dialog(page).getByRole('button', { name: action, exact: true }).first(),
    close: async (page) => {
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
    },
  };
}

/** The signed-in screens, in an order where each stop can build on the one before. */
export function routeStops(f: RouteFixture): RouteStop[] {
  const contactHeading = h1(f.contactName);
  const companyHeading = h1(f.companyName);
  return [
    {
      name: 'contacts',
      // Loaded afresh: the list read at sign-in is older than the fixture.
      open: (page) => goto(page, '/contacts', page.getByText(/^Showing \d[\d,]* of \d[\d,]* contacts$/), { reload: true }),
      heading: h1('Contacts'),
      action: button('Add Contact'),
    },
    dialogStop('contact-form', 'Create New Contact', button('Add Contact'), 'Create Contact'),
    dialogStop('contact-quick-view', f.contactName, (page) => page.getByText(f.contactName, { exact: true }).first(), 'View Full Contact'),
    { name: 'contacts-list', open: (page) => view(page, 'List view'), heading: h1('Contacts'), action: button('Add Contact') },
    {
      name: 'contact-overview',
      open: (page) => goto(page, `/contacts/${f.contactId}`, contactHeading(page)),
      heading: contactHeading,
      action: button('Edit'),
    },
    { name: 'contact-notes', open: (page) => tab(page, /^Notes/), heading: contactHeading, action: button('Edit') },
    { name: 'contact-files', open: (page) => tab(page, /^Files/), heading: contactHeading, action: button('Edit') },
    { name: 'contact-activity', open: (page) => tab(page, /^Activity/), heading: contactHeading, action: button('Edit') },
    {
      name: 'companies-grid',
      open: async (page) => {
        await goto(page, '/companies', page.getByText(/^\d[\d,]* compan(y|ies)$/).first());
        await view(page, 'Grid view');
      },
      heading: h1('Companies'),
      action: button('Add Company'),
    },
    { name: 'companies-list', open: (page) => view(page, 'List view'), heading: h1('Companies'), action: button('Add Company') },
    dialogStop('company-form', 'Add New Company', button('Add Company'), 'Create Company'),
    {
      name: 'company-overview',
      open: (page) => goto(page, `/companies/${f.companyId}`, companyHeading(page)),
      heading: companyHeading,
      action: button('Edit'),
    },
    { name: 'company-contacts', open: (page) => tab(page, /^Contacts/), heading: companyHeading, action: button('Edit') },
    { name: 'company-activity', open: (page) => tab(page, /^Activity/), heading: companyHeading, action: button('Edit') },
    {
      name: 'pipeline-board',
      open: (page) => goto(page, `/pipeline/${f.pipelineId}`, page.getByRole('heading', { name: f.pipelineName })),
      heading: h1('Sales Pipeline'),
      action: button('Edit stages'),
    },
    dialogStop('pipeline-stage-editor', 'Edit Pipeline Stages', button('Edit stages'), 'Done Editing'),
    {
      name: 'my-work',
      open: (page) => goto(page, '/my-work', page.locator('[data-section=overdue][data-loaded]')),
      heading: h1('My Work'),
      action: button('New Activity'),
    },
    dialogStop('activity-composer', 'New Activity', button('New Activity'), 'Add Activity'),
    {
      name: 'import',
      open: (page) => goto(page, '/import', page.getByText('Drop CSV file here or click to browse')),
      heading: h1('Import Contacts'),
      action: button('Download CSV Template'),
    },
    {
      // Only previewed: no import job is started.
      name: 'import-map',
      open: async (page) => {
        await page.locator('input[type=file]').setInputFiles({ name: 'phone-contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(IMPORT_CSV) });
        await expect(page.getByText('Step 2 of 4')).toBeVisible();
      },
      heading: h1('Import Contacts'),
      action: button('Import Contacts'),
      // Every 'Maps To' select can be reached without scrolling sideways.
      extra: async (page, where) => {
        const selects = page.getByRole('combobox', { name: /^Maps To for/ });
        await expect(selects.first()).toBeVisible();
        for (const select of await selects.all()) {
          await select.scrollIntoViewIfNeeded();
          await expect.soft(select, `${where}: ${await select.getAttribute('aria-label')} on screen`).toBeInViewport({ ratio: 0.99, timeout: 1_000 });
        }
      },
    },
    { name: 'profile', open: (page) => goto(page, '/profile', h1('Profile Settings')(page)), heading: h1('Profile Settings'), action: button('Edit Profile') },
    { name: 'settings', open: (page) => goto(page, '/settings', h1('Settings')(page)), heading: h1('Settings'), action: (page) => page.getByLabel('Language') },
    {
      name: 'members',
      open: (page) => goto(page, '/settings/members', page.getByRole('heading', { name: 'Members of the organisation' })),
      heading: h1('Members'),
      action: button('Invite member'),
    },
    dialogStop('invite-dialog', 'Invite member', button('Invite member'), 'Create invitation'),
    {
      name: 'audit-log',
      open: (page) => goto(page, '/settings/audit', page.getByRole('button', { name: 'Export CSV' })),
      heading: h1('Audit log'),
      action: button('Export CSV'),
    },
    {
      name: 'trash',
      open: (page) => goto(page, '/trash', page.getByRole('button', { name: /^Restore / }).first()),
      heading: h1('Trash'),
      action: button(/^Restore /),
    },
  ];
}
