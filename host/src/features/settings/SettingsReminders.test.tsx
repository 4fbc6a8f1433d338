import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../test/renderShell';
import { DANA, SAM, signInAs } from '../../test/team';
import { SettingsPage } from './SettingsPage';

const PREFERENCES = { language: null, timezone: null, date_format: null, time_format: null, notifications: { email: true, push: false, desktop: false } };
const withBody = (body: unknown) => ({ ...PREFERENCES, ...(body as object) });

type Permission = NotificationPermission;
function fakeNotifications(now: Permission, answer: Permission) {
  const requestPermission = jest.fn(async () => {
    Notification.permission = answer;
    return answer;
  });
  const Notification = { permission: now, requestPermission };
  Object.defineProperty(window, 'Notification', { value: Notification, configurable: true, writable: true });
  return requestPermission;
}

afterEach(() => {
  Reflect.deleteProperty(window, 'Notification');
  jest.restoreAllMocks();
});

describe('the reminder channels', () => {
  it("are the member's own, read from and kept on the server", async () => {
    const api = signInAs('member', SAM, {
      'GET /me/preferences': { body: PREFERENCES },
      'PUT /me/preferences': ({ body }) => ({ body: withBody(body) }),
    });
    renderShell(<SettingsPage />);
    const push = screen.getByLabelText('Push notifications');
    await waitFor(() => expect(push).toBeEnabled());
    expect(screen.getByLabelText('Email notifications')).toBeChecked();
    expect(screen.getByLabelText('Desktop notifications')).not.toBeChecked();
    await userEvent.click(push);
    expect(push).toBeChecked();
    await waitFor(() =>
      expect(api.callsTo('PUT /me/preferences').map((c) => c.body)).toEqual([{ notifications: { email: true, push: true, desktop: false } }]),
    );
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(localStorage.getItem('meridian:settings')).toBeNull();
  });

  it("ask the browser's permission when desktop is turned on, and only then", async () => {
    const ask = fakeNotifications('default', 'granted');
    const api = signInAs('member', SAM, {
      'GET /me/preferences': { body: PREFERENCES },
      'PUT /me/preferences': ({ body }) => ({ body: withBody(body) }),
    });
    renderShell(<SettingsPage />);
    await waitFor(() => expect(screen.getByLabelText('Email notifications')).toBeEnabled());
    await userEvent.click(screen.getByLabelText('Email notifications'));
    expect(ask).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText('Desktop notifications'));
    expect(ask).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(api.callsTo('PUT /me/preferences')).toHaveLength(2));
    expect(api.callsTo('PUT /me/preferences')[1].body).toEqual({ notifications: { email: false, push: false, desktop: true } });
    expect(screen.queryByText(/blocks Meridian's notifications/)).not.toBeInTheDocument();
  });

  it('say beside the toggle when the browser refuses, and that reminders still arrive in the app', async () => {
    fakeNotifications('default', 'denied');
    signInAs('member', SAM, {
      'GET /me/preferences': { body: PREFERENCES },
      'PUT /me/preferences': ({ body }) => ({ body: withBody(body) }),
    });
    renderShell(<SettingsPage />);
    const desktop = screen.getByLabelText('Desktop notifications');
    await waitFor(() => expect(desktop).toBeEnabled());
    await userEvent.click(desktop);
    expect(desktop).toHaveAccessibleDescription(
      "This browser blocks Meridian's notifications (allow them in its site settings). Reminders still arrive in the app.",
    );
  });

  it('stay unchangeable, and say so, when the server cannot read them', async () => {
    signInAs('member', SAM, { 'GET /me/preferences': { status: 500, body: { error: 'down' } } });
    renderShell(<SettingsPage />);
    expect(await screen.findByText('Your reminder settings could not be loaded', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Push notifications')).toBeDisabled();
  });
});

describe('the calendar feed', () => {
  const CREATED = '2026-12-01T10:00:00.000Z';

  it('turns on and shows its private URL once, to copy', async () => {
    const api = signInAs('member', SAM, {
      'GET /me/calendar': { body: { enabled: false, created_at: null } },
      'POST /me/calendar': { status: 201, body: { enabled: true, created_at: CREATED, url: 'http://api.test/calendar/s3cret.ics' } },
    });
    renderShell(<SettingsPage />);
    const section = (await screen.findByRole('heading', { name: 'Calendar feed' })).closest('section')!;
    await userEvent.click(await within(section).findByRole('button', { name: 'Turn on the calendar feed' }));
    const url = await within(section).findByLabelText('Private calendar URL');
    expect(url).toHaveValue('http://api.test/calendar/s3cret.ics');
    expect(url).toHaveAttribute('readonly');
    expect(within(section).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(section).toHaveTextContent('Copy it now: it is shown only this once.');
    expect(section).toHaveTextContent('Google Calendar (Other calendars › From URL), Outlook (Add calendar › Subscribe from web) or Apple Calendar');
    expect(api.callsTo('POST /me/calendar')).toHaveLength(1);
  });

  it('regenerates its URL after a warning that the old one stops working', async () => {
    const api = signInAs('member', SAM, {
      'GET /me/calendar': { body: { enabled: true, created_at: CREATED } },
      'POST /me/calendar': { status: 201, body: { enabled: true, created_at: CREATED, url: 'http://api.test/calendar/n3w.ics' } },
    });
    renderShell(<SettingsPage />);
    const section = (await screen.findByRole('heading', { name: 'Calendar feed' })).closest('section')!;
    expect(await within(section).findByText(/^On since Dec 1, 2026/)).toBeInTheDocument();
    expect(within(section).queryByLabelText('Private calendar URL')).not.toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Regenerate URL' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Regenerate the calendar URL?' });
    expect(dialog).toHaveTextContent('The old URL stops working at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate URL' }));
    expect(await within(section).findByLabelText('Private calendar URL')).toHaveValue('http://api.test/calendar/n3w.ics');
    expect(api.callsTo('POST /me/calendar')).toHaveLength(1);
  });

  it('turns off after asking', async () => {
    const api = signInAs('member', SAM, {
      'GET /me/calendar': { body: { enabled: true, created_at: CREATED } },
      'DELETE /me/calendar': { status: 204 },
    });
    renderShell(<SettingsPage />);
    const section = (await screen.findByRole('heading', { name: 'Calendar feed' })).closest('section')!;
    await userEvent.click(await within(section).findByRole('button', { name: 'Turn off' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Turn off the calendar feed?' })).getByRole('button', { name: 'Turn off' }));
    expect(await within(section).findByRole('button', { name: 'Turn on the calendar feed' })).toBeInTheDocument();
    expect(api.callsTo('DELETE /me/calendar')).toHaveLength(1);
  });

  it('says so when it cannot be read', async () => {
    signInAs('member', SAM, { 'GET /me/calendar': { status: 404, body: { error: 'Not found' } } });
    renderShell(<SettingsPage />);
    expect(await screen.findByText('The calendar feed could not be loaded', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('the activity types', () => {
  const TYPES = {
    types: [
      ...['call', 'meeting', 'task', 'email', 'deadline'].map((key) => ({ key, name: null, builtin: true })),
      { key: 't1', name: 'Site visit', builtin: false },
    ],
  };

  it('are not shown to a member', async () => {
    const api = signInAs('member', SAM, { 'GET /activity-types': { body: TYPES } });
    renderShell(<SettingsPage />);
    await screen.findByRole('heading', { name: 'Calendar feed' });
    expect(screen.queryByRole('heading', { name: 'Activity types' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /activity-types')).toHaveLength(0);
  });

  it("list the built-in ones and let an admin add the organisation's own", async () => {
    let types = TYPES.types;
    const api = signInAs('owner', DANA, {
      'GET /activity-types': () => ({ body: { types } }),
      'POST /activity-types': ({ body }) => {
        const added = { key: 't2', name: (body as { name: string }).name, builtin: false };
        types = [...types, added];
        return { status: 201, body: added };
      },
    });
    renderShell(<SettingsPage />);
    const list = await screen.findByRole('list', { name: 'Activity types' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Call', 'Meeting', 'Task', 'Email', 'Deadline', 'Site visit']);
    expect(within(list).getAllByText('Built-in')).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Add type' }));
    expect(screen.getByLabelText('New type')).toHaveAccessibleDescription('Enter a name');
    await userEvent.type(screen.getByLabelText('New type'), '  Demo ');
    await userEvent.click(screen.getByRole('button', { name: 'Add type' }));
    expect(await within(list).findByText('Demo')).toBeInTheDocument();
    expect(api.callsTo('POST /activity-types').map((c) => c.body)).toEqual([{ name: 'Demo' }]);
    expect(screen.getByLabelText('New type')).toHaveValue('');
  });

  it('say why a name is refused at the field', async () => {
    signInAs('admin', SAM, {
      'GET /activity-types': { body: TYPES },
      'POST /activity-types': {
        status: 409,
        body: { error: 'There is already an activity type named Site visit', code: 'activity_type_exists', params: { name: 'Site visit' } },
      },
    });
    renderShell(<SettingsPage />);
    await userEvent.type(await screen.findByLabelText('New type'), 'site visit');
    await userEvent.click(screen.getByRole('button', { name: 'Add type' }));
    await waitFor(() => expect(screen.getByLabelText('New type')).toHaveAccessibleDescription('There is already an activity type named Site visit'));
  });

  it('delete one after saying its activities become tasks', async () => {
    let types = TYPES.types;
    const api = signInAs('admin', SAM, {
      'GET /activity-types': () => ({ body: { types } }),
      'DELETE /activity-types/:key': () => {
        types = types.filter((type) => type.key !== 't1');
        return { status: 204 };
      },
    });
    renderShell(<SettingsPage />);
    const list = await screen.findByRole('list', { name: 'Activity types' });
    expect(within(list).queryByRole('button', { name: 'Delete Call' })).not.toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Delete Site visit' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the type “Site visit”?' });
    expect(dialog).toHaveTextContent('Its activities become tasks.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).queryByText('Site visit')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /activity-types/t1')).toHaveLength(1);
  });
});
