// The deal editor (pipeline/DealEditor), on the board's panel and the contact page alike.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { setSession } from '@meridian/shared/auth';
import { createSwrCache } from '@meridian/shared/data';
import { deferred, makeTokens, mockApi, renderWithProviders, resetAppState, USER } from '@meridian/shared/testing';
import DealEditor from '../../../exposes/DealEditor';
import { deal } from '../../../testing/fixtures';

beforeEach(() => {
  resetAppState();
  act(() => setSession(USER, makeTokens()));
});

const MEMBERS = { members: [USER, { id: 'u7', name: 'Uma Seven', email: 'uma@example.test' }] };
const HELD = deal({ value: '12500.00', currency: 'USD', close_date: '2030-03-01', owner_id: 'u1', owner_name: USER.name, next_step: 'Call' });

function renderEditor(onSaved = jest.fn()) {
  renderWithProviders(
    <SWRConfig value={{ provider: () => createSwrCache() }}>
      <DealEditor contactId="c1" pipelineId="p1" onSaved={onSaved} />
    </SWRConfig>,
  );
  return onSaved;
}

function server(put = (body: object) => ({ body: { deal: { ...HELD, ...body }, changes: [] } })) {
  return mockApi({
    'GET /members': { body: MEMBERS },
    'GET /pipeline/c1/deal': { body: { deal: HELD, defaultCurrency: 'EUR' } },
    'PUT /pipeline/c1/deal': (call) => put(call.body as object),
  });
}

const value = () => screen.getByRole('textbox', { name: 'Value' });

it('loads the deal into labelled fields and sends only what changed', async () => {
  const api = server();
  const onSaved = renderEditor();
  expect(screen.getByText('Loading deal...')).toBeInTheDocument();
  expect(await screen.findByRole('textbox', { name: 'Value' })).toHaveValue('12500.00');
  expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
  expect(screen.getByLabelText('Expected close date')).toHaveValue('2030-03-01');
  await screen.findByRole('option', { name: 'Uma Seven' });
  expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveValue('u1');
  expect(screen.getByRole('textbox', { name: 'Next step' })).toHaveValue('Call');
  expect(screen.getByRole('button', { name: 'Save deal' })).toBeDisabled();

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Owner' }), 'Uma Seven');
  await userEvent.clear(screen.getByRole('textbox', { name: 'Next step' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save deal' }));

  await waitFor(() => expect(api.callsTo('PUT /pipeline/c1/deal').map((c) => c.body)).toEqual([{ owner_id: 'u7', next_step: null }]));
  expect(await screen.findByText('Deal saved')).toBeInTheDocument();
  expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ owner_id: 'u7' }));
});

it('a new value goes with its currency; the currency list puts the common ones first', async () => {
  const api = server();
  renderEditor();
  await userEvent.clear(await screen.findByRole('textbox', { name: 'Value' }));
  await userEvent.type(value(), '990');
  const currency = screen.getByRole('combobox', { name: 'Currency' });
  expect(currency.querySelector('optgroup')).toHaveAttribute('label', 'Common');
  expect((currency.querySelector('option') as HTMLOptionElement).value).toBe('USD');
  await userEvent.selectOptions(currency, 'JPY');
  await userEvent.click(screen.getByRole('button', { name: 'Save deal' }));
  await waitFor(() => expect(api.callsTo('PUT /pipeline/c1/deal').map((c) => c.body)).toEqual([{ value: '990', currency: 'JPY' }]));
});

it("checks the amount as it is typed, in the API's words", async () => {
  const api = server();
  renderEditor();
  await userEvent.clear(await screen.findByRole('textbox', { name: 'Value' }));
  await userEvent.type(value(), '1,200');
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter an amount like 12500 or 12500.50');
  expect(value()).toHaveAttribute('aria-invalid', 'true');
  await userEvent.clear(value());
  await userEvent.type(value(), '12.345');
  expect(screen.getByRole('alert')).toHaveTextContent('USD amounts have at most 2 decimals');
  expect(screen.getByRole('button', { name: 'Save deal' })).toBeDisabled();
  await userEvent.type(value(), '{Enter}');
  expect(api.callsTo('PUT /pipeline/c1/deal')).toHaveLength(0);
});

it("shows the API's refusal beside its field, keeps the typing, and says 'Saving...' meanwhile", async () => {
  const refusal = deferred({ status: 400, body: { error: 'That member has left', field: 'owner_id' } });
  mockApi({
    'GET /members': { body: MEMBERS },
    'GET /pipeline/c1/deal': { body: { deal: HELD, defaultCurrency: 'EUR' } },
    'PUT /pipeline/c1/deal': refusal.route,
  });
  renderEditor();
  await userEvent.type(await screen.findByRole('textbox', { name: 'Next step' }), ' back');
  await screen.findByRole('option', { name: 'Uma Seven' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Owner' }), 'Uma Seven');
  await userEvent.click(screen.getByRole('button', { name: 'Save deal' }));
  expect(await screen.findByRole('button', { name: /Saving/ })).toBeDisabled();
  await act(async () => refusal.release());

  expect(await screen.findByRole('alert')).toHaveTextContent('That member has left');
  expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveValue('u7');
  expect(screen.getByRole('textbox', { name: 'Next step' })).toHaveValue('Call back');
});

it('says so when the contact is in no pipeline', async () => {
  mockApi({ 'GET /pipeline/c1/deal': { status: 404, body: { error: 'Not in a pipeline' } } });
  renderEditor();
  expect(await screen.findByText('Not in a pipeline')).toBeInTheDocument();
});
