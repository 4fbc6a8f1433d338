// The deal editor for whoever may not change the deal: the deal as text, no form, and why.
import { act, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { createSwrCache } from '@meridian/shared/data';
import { meReply, mockApi, renderWithProviders, resetAppState, signInAs, USER } from '@meridian/shared/testing';
import type { Permissions } from '@meridian/shared/app';
import DealEditor from '../../../exposes/DealEditor';
import { deal } from '../../../testing/fixtures';

beforeEach(() => resetAppState());

const HELD = deal({ value: '12500.00', currency: 'USD', close_date: '2030-03-01', owner_id: 'u7', owner_name: 'Uma Seven', next_step: 'Call' });

function renderEditor(role: Permissions['role'], readOnly?: boolean) {
  signInAs(role);
  const api = mockApi({
    'GET /me': meReply(role),
    'GET /members': { body: { members: [USER] } },
    'GET /pipeline/c1/deal': { body: { deal: HELD, defaultCurrency: 'EUR' } },
  });
  renderWithProviders(
    <SWRConfig value={{ provider: () => createSwrCache() }}>
      <DealEditor contactId="c1" pipelineId="p1" readOnly={readOnly} />
    </SWRConfig>,
  );
  return api;
}

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

it("shows a read-only member the deal's value, close date, owner and next step as text, with no form and why", async () => {
  const api = renderEditor('readonly');
  const summary = await screen.findByRole('region', { name: 'Deal' });
  expect(summary).toHaveTextContent('$12,500.00');
  expect(summary).toHaveTextContent('2030');
  expect(summary).toHaveTextContent('Uma Seven');
  expect(summary).toHaveTextContent('Call');
  expect(screen.getByText('Your role lets you see this deal, not change it.')).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save deal' })).not.toBeInTheDocument();
  await tick();
  expect(api.callsTo('PUT /pipeline/c1/deal')).toHaveLength(0);
});

it('shows a member the deal as text when the contact is not theirs to change (readOnly), saying who can', async () => {
  renderEditor('member', true);
  expect(await screen.findByRole('region', { name: 'Deal' })).toHaveTextContent('Uma Seven');
  expect(screen.getByText("You can see this deal, but only the contact's owner or an admin can change it.")).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Deal' })).not.toBeInTheDocument();
});

it('gives a member who may change the contact the form', async () => {
  renderEditor('member');
  expect(await screen.findByRole('textbox', { name: 'Value' })).toHaveValue('12500.00');
  expect(screen.getByRole('button', { name: 'Save deal' })).toBeInTheDocument();
});
