// The contacts remote's cards show the 'Pipeline' button only to a member who may change the contact.
import { act, screen } from '@testing-library/react';
import { meReply, mockApi, renderWithProviders, resetAppState, signInAs, USER } from '@meridian/shared/testing';
import type { Permissions } from '@meridian/shared/app';
import AddToPipeline from '../../exposes/AddToPipeline';
import { contact } from '../../testing/fixtures';

beforeEach(() => resetAppState());

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const MINE = contact('c1', 'Ann', 'Mine', { owner_id: USER.id });
const THEIRS = contact('c2', 'Bo', 'Theirs', { owner_id: 'u9' });
const STAGED = contact('c3', 'Cy', 'Staged', { owner_id: 'u9', stage_id: 's1', stage_name: 'Lead', stage_color: '#3b82f6' });

async function show(role: Permissions['role'], rule: Permissions['recordAccess']) {
  signInAs(role);
  mockApi({ 'GET /me': meReply(role, rule) });
  renderWithProviders(
    <>
      <AddToPipeline contact={MINE} />
      <AddToPipeline contact={THEIRS} />
      <AddToPipeline contact={STAGED} />
    </>,
  );
  await tick();
}

const button = (name: string) => screen.queryByRole('button', { name: `Add ${name} to the pipeline` });

it('shows a read-only member no button, only the stage badge', async () => {
  await show('readonly', 'everyone_edits');
  expect(button('Ann Mine')).not.toBeInTheDocument();
  expect(button('Bo Theirs')).not.toBeInTheDocument();
  expect(screen.getByText('Lead')).toBeInTheDocument();
});

it('shows a member the button for every contact when everyone edits everything', async () => {
  await show('member', 'everyone_edits');
  expect(button('Ann Mine')).toBeInTheDocument();
  expect(button('Bo Theirs')).toBeInTheDocument();
});

it('shows a member the button only for their own contacts when only owners edit', async () => {
  await show('member', 'everyone_reads');
  expect(button('Ann Mine')).toBeInTheDocument();
  expect(button('Bo Theirs')).not.toBeInTheDocument();
});

it('shows an admin the button for every contact, whatever the rule', async () => {
  await show('admin', 'owners_only');
  expect(button('Ann Mine')).toBeInTheDocument();
  expect(button('Bo Theirs')).toBeInTheDocument();
});
