import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvitationCreated } from '@meridian/shared/model';
import { renderShell } from '../../test/renderShell';
import { DANA, PENDING, SAM, signInAs } from '../../test/team';
import { MembersPage } from './MembersPage';

const LINK = 'http://signin.test/invite/abc123';
const created = (emailSent: boolean): InvitationCreated => ({ invitation: { ...PENDING, email: 'chloe@meridian.test' }, link: LINK, email_sent: emailSent });

async function openInvite() {
  renderShell(<MembersPage />, { route: '/settings/members' });
  await screen.findByRole('table', { name: 'Members of the organisation' });
  await userEvent.click(screen.getByRole('button', { name: 'Invite member' }));
  return screen.getByRole('dialog', { name: 'Invite member' });
}

afterEach(() => {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
});

describe('Invite member', () => {
  it('starts in the email field, offers an owner every role, and gives focus back on Escape', async () => {
    signInAs('owner');
    const dialog = await openInvite();
    expect(within(dialog).getByLabelText(/Email address/)).toHaveFocus();
    const role = within(dialog).getByLabelText('Role');
    expect(role).toHaveValue('member');
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Owner', 'Admin', 'Member', 'Read-only']);
    expect(role).toHaveAccessibleDescription("Works with records as the organisation's record access allows");
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite member' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    signInAs('owner');
    const dialog = await openInvite();
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('offers an admin no owner role', async () => {
    signInAs('admin', SAM);
    const dialog = await openInvite();
    expect(within(within(dialog).getByLabelText('Role')).queryByRole('option', { name: 'Owner' })).not.toBeInTheDocument();
  });

  it("checks the address, shows the API's refusal at the field, and keeps what was typed", async () => {
    const api = signInAs('owner', DANA, {
      'POST /organisation/invitations': {
        status: 409,
        body: { error: 'sam@meridian.test is already a member', code: 'already_member', params: { email: 'sam@meridian.test' } },
      },
    });
    const dialog = await openInvite();
    const email = within(dialog).getByLabelText(/Email address/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create invitation' }));
    expect(email).toHaveAccessibleDescription('Enter an email address');
    await userEvent.type(email, 'sam@');
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.keyboard('{Enter}');
    expect(email).toHaveAccessibleDescription('Enter a valid email address');
    expect(api.callsTo('POST /organisation/invitations')).toHaveLength(0);

    await userEvent.type(email, 'meridian.test');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'admin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create invitation' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('sam@meridian.test is already a member'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('sam@meridian.test');
    expect(within(dialog).getByLabelText('Role')).toHaveValue('admin');
    expect(api.callsTo('POST /organisation/invitations').map((c) => c.body)).toEqual([{ email: 'sam@meridian.test', role: 'admin' }]);
    // Typing on clears the refusal; the text stays.
    await userEvent.type(email, 'x');
    expect(email).toHaveValue('sam@meridian.test' + 'x');
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a refusal that is no field’s above the form', async () => {
    signInAs('owner', DANA, {
      'POST /organisation/invitations': {
        status: 502,
        body: { error: 'The sign-in service could not be reached. Try again in a moment.', code: 'sign_in_unavailable' },
      },
    });
    const dialog = await openInvite();
    await userEvent.type(within(dialog).getByLabelText(/Email address/), 'chloe@meridian.test{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The sign-in service could not be reached. Try again in a moment.');
    expect(within(dialog).getByLabelText(/Email address/)).toHaveValue('chloe@meridian.test');
  });

  it('shows the link to copy, when it expires, and that no email was sent', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const api = signInAs('owner', DANA, { 'POST /organisation/invitations': { status: 201, body: created(false) } });
    const dialog = await openInvite();
    await userEvent.type(within(dialog).getByLabelText(/Email address/), ' chloe@meridian.test {Enter}');
    const link = await within(dialog).findByLabelText('Invitation link');
    expect(link).toHaveValue(LINK);
    expect(link).toHaveAttribute('readonly');
    expect(link).toHaveFocus();
    expect(dialog).toHaveTextContent('No email was sent (email is not set up): send this link to chloe@meridian.test yourself.');
    expect(dialog).toHaveTextContent('The link works once and expires on Jan 8, 2030.');
    expect(api.callsTo('POST /organisation/invitations').map((c) => c.body)).toEqual([{ email: 'chloe@meridian.test', role: 'member' }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Link copied');
    await waitFor(() => expect(api.callsTo('GET /organisation/members')).toHaveLength(2));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says the email was sent, and copies without the Clipboard API', async () => {
    const execCommand = jest.fn().mockReturnValue(true);
    document.execCommand = execCommand;
    signInAs('owner', DANA, { 'POST /organisation/invitations': { status: 201, body: created(true) } });
    const dialog = await openInvite();
    await userEvent.type(within(dialog).getByLabelText(/Email address/), 'chloe@meridian.test{Enter}');
    expect(await within(dialog).findByText('An email with this link was sent to chloe@meridian.test.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Link copied');
    execCommand.mockReturnValue(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('The link is selected: press Ctrl+C (⌘C on a Mac) to copy it');
  });
});

it('makes a new link for an open invitation, its address and role filled in', async () => {
  const api = signInAs('owner', DANA, { 'POST /organisation/invitations': { status: 201, body: created(false) } });
  renderShell(<MembersPage />, { route: '/settings/members' });
  await userEvent.click(await screen.findByRole('button', { name: 'Make a new link for late@meridian.test' }));
  const dialog = screen.getByRole('dialog', { name: 'Invite member' });
  expect(within(dialog).getByLabelText(/Email address/)).toHaveValue('late@meridian.test');
  expect(within(dialog).getByLabelText('Role')).toHaveValue('member');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create invitation' }));
  expect(await within(dialog).findByLabelText('Invitation link')).toHaveValue(LINK);
  expect(api.callsTo('POST /organisation/invitations').map((c) => c.body)).toEqual([{ email: 'late@meridian.test', role: 'member' }]);
});

describe('Remove member', () => {
  const openRemove = async () => {
    renderShell(<MembersPage />, { route: '/settings/members' });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Sam Seller' }));
    return screen.getByRole('alertdialog', { name: 'Remove Sam Seller?' });
  };

  it('hands the records to the caller by default, or to the member chosen, and says how many went', async () => {
    const api = signInAs('owner', DANA, {
      'POST /organisation/members/:id/remove': { body: { handed_over: { contacts: 12, companies: 1, deals: 3, activities: 4 } } },
    });
    const dialog = await openRemove();
    const handTo = within(dialog).getByLabelText('Give their records to');
    expect(handTo).toHaveDisplayValue('Dana Demo (you)');
    expect(
      within(handTo)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Dana Demo (you)', 'Robin Reader']);
    await userEvent.selectOptions(handTo, 'u3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    expect(await screen.findByText('Sam Seller was removed. Robin Reader received 12 contacts, 1 company, 3 deals and 4 open activities.')).toBeInTheDocument();
    expect(api.callsTo('POST /organisation/members/:id/remove')).toEqual([
      expect.objectContaining({ path: '/organisation/members/u2/remove', body: { hand_to: 'u3' } }),
    ]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the refusal', async () => {
    signInAs('owner', DANA, {
      'POST /organisation/members/:id/remove': {
        status: 400,
        body: { error: 'Choose another member of the organisation to receive the records', code: 'hand_to_invalid' },
      },
    });
    const dialog = await openRemove();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose another member of the organisation to receive the records');
    expect(within(dialog).getByRole('button', { name: 'Remove member' })).toBeEnabled();
  });
});
